import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_SHELLS } from '@/app/route-shells';
import { ROUTE_PATHS } from '@/app/routes';

/** routes.tsx, read as text: which module each route's page is loaded from. */
const source = readFileSync('src/app/routes.tsx', 'utf8');
const pageModules = new Map(
  [...source.matchAll(/const (\w+) = lazyWithPreload\(\s*\(\) => import\('@\/([^']+)'\)/g)].map(
    ([, name, module]) => [name!, `src/${module}.tsx`],
  ),
);
const routePages = new Map(
  [...source.matchAll(/\{ path: '([^']+)', page: (\w+)/g)].map(([, path, page]) => [path!, page!]),
);

describe('the shells the platform sends', () => {
  it('cover every route of the app and no other', () => {
    expect(routePages.size).toBe(ROUTE_PATHS.length);
    expect(ROUTE_SHELLS.map((r) => r.path).sort()).toEqual(
      ROUTE_PATHS.filter((path) => path !== '/').sort(),
    );
  });

  it('name the module each route really loads', () => {
    const withShell = ROUTE_SHELLS.filter((r) => r.shell);
    expect(withShell.length).toBeGreaterThan(0);
    for (const route of withShell) {
      expect(pageModules.get(routePages.get(route.path)!), route.path).toBe(route.page);
    }
  });

  it('give each shell its own file', () => {
    const names = ROUTE_SHELLS.flatMap((r) => (r.shell ? [r.shell] : []));
    expect(new Set(names).size).toBe(names.length);
  });
});
