// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASENAME, paths } from '@/config/paths';
import { ROUTE_LIST } from '@/config/route-manifest';

describe('the route manifest', () => {
  it('names a page module that exists for every route but the page-not-found one', () => {
    const notFound = ROUTE_LIST.filter((route) => route.path === '*');
    expect(notFound.map((route) => route.page)).toEqual([undefined]);
    const withPage = ROUTE_LIST.filter((route) => route.path !== '*');
    expect(withPage.length).toBeGreaterThan(1);
    const missing = withPage.filter((route) => !existsSync(route.page ?? ''));
    expect(missing.map((route) => [route.name, route.page])).toEqual([]);
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
    expect(paths.search('smell gas', `${BASENAME}/`)).toBe(
      `/search?q=smell+gas&from=${encodeURIComponent(`${BASENAME}/`)}`,
    );
  });
});
