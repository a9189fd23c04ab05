import { expect, test } from './support/browser';
import { layoutSuite } from './support/layout-suite';
import { PAGES, routeOf, ROUTES_NOT_LISTED } from './support/layout';
import { ROUTE_LIST } from '../../src/config/route-manifest';

test('the layout checks look at a page of every route in the manifest', () => {
  // A step reached by filling in the one before it is the next route's page.
  const listed = new Set(
    PAGES.map((entry) => routeOf(entry.afterDetails ? `${entry.path}/query` : entry.path)),
  );
  const missing = ROUTE_LIST.filter((r) => !listed.has(r.name) && !ROUTES_NOT_LISTED[r.name]);
  expect(missing.map((r) => `${r.name} (${r.path})`)).toEqual([]);
});

layoutSuite('reading');
