// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@/app/route-table';
import { paths, ROUTE_PATTERNS } from '@/config/paths';

describe('the route table', () => {
  it('names a page module that exists for every route but the page-not-found one', () => {
    for (const route of ROUTE_TABLE) {
      if (route.path === '*') expect(route.page).toBeUndefined();
      else expect(existsSync(route.page!), route.page).toBe(true);
    }
  });

  it('gives each shell its own file, and a shell only to pages that are rendered in the browser', () => {
    const withShell = ROUTE_TABLE.filter((r) => r.shell);
    expect(new Set(withShell.map((r) => r.shell)).size).toBe(withShell.length);
    expect(withShell.every((r) => r.data)).toBe(true);
  });

  it('builds every href from the same patterns as the router', () => {
    expect(ROUTE_TABLE.map((r) => r.path).sort()).toEqual(Object.values(ROUTE_PATTERNS).sort());
    expect(paths.home()).toBe('/');
    expect(paths.article('meters', 'faulty-meter')).toBe('/meters/faulty-meter');
    expect(paths.complaintQuery('pay-as-you-go')).toBe('/complaints/pay-as-you-go/query');
    expect(paths.search('smell gas', '/help-and-support/')).toBe(
      '/search?q=smell+gas&from=%2Fhelp-and-support%2F',
    );
  });
});
