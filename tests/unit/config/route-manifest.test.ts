// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { ROUTE_LIST } from '@/config/route-manifest';

describe('the route manifest', () => {
  it('names a page module that exists for every route but the page-not-found one', () => {
    for (const route of ROUTE_LIST) {
      if (route.path === '*') expect(route.page).toBeUndefined();
      else expect(existsSync(route.page!), route.page).toBe(true);
    }
  });

  it('gives each shell its own file, and a shell only to pages that are rendered in the browser', () => {
    const withShell = ROUTE_LIST.filter((r) => r.shell);
    expect(new Set(withShell.map((r) => r.shell)).size).toBe(withShell.length);
    expect(withShell.every((r) => r.data)).toBe(true);
    // A reading page with a shell: for the pages of its pattern the build did not prerender.
    expect(withShell.filter((r) => r.serve !== 'app').every((r) => r.each)).toBe(true);
  });

  it('prerenders only what it can: no parameters unless it says which pages', () => {
    for (const route of ROUTE_LIST.filter((r) => r.serve !== 'app')) {
      expect(route.path.includes(':'), route.name).toBe(Boolean(route.each));
    }
  });

  it('keeps offline and lists in the sitemap only pages the build writes', () => {
    for (const route of ROUTE_LIST.filter((r) => r.offline || r.sitemap)) {
      expect(route.serve, route.name).not.toBe('app');
    }
  });

  it('builds every href from the same patterns as the router', () => {
    expect(paths.home()).toBe('/');
    expect(paths.article('meters', 'faulty-meter')).toBe('/meters/faulty-meter');
    expect(paths.complaintQuery('pay-as-you-go')).toBe('/complaints/pay-as-you-go/query');
    expect(paths.search('smell gas', '/help-and-support/')).toBe(
      '/search?q=smell+gas&from=%2Fhelp-and-support%2F',
    );
  });
});
