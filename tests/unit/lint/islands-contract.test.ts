// @vitest-environment node
import { ESLint } from 'eslint';
import { islandModules } from '../../../scripts/island-modules.mjs';

/**
 * The islands' contract as ESLint holds it (eslint.config.js): code an island can reach runs on
 * preact/compat (decisions 025, 026), so it may not import what that runtime lacks. Linted with the
 * project's own configuration, as snippets placed at real modules' paths.
 */
const ISLAND_MODULE = 'src/features/help/components/video-strip.tsx';
const APP_ONLY_MODULE = 'src/features/complaints/pages/query-page.tsx';
const SEAM = 'src/lib/routing.ts';

// The configuration is read once (it works out the islands' modules and the runtimes' exports).
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('islandModules()', () => {
  const reachable = islandModules();

  it('includes the islands’ entry and the island marker', () => {
    expect(reachable).toContain('src/entry-islands.tsx');
    expect(reachable).toContain('src/lib/island.tsx');
  });

  it('follows the entry’s imports on demand to an island’s component', () => {
    expect(reachable).toContain('src/features/search/components/search-box.tsx');
  });

  it('leaves out the pages only the whole app renders', () => {
    expect(reachable).not.toContain(APP_ONLY_MODULE);
  });
});

describe('the islands’ imports in lint', { timeout: 60_000 }, () => {
  const reachable = islandModules();

  it('forbids react-router-dom in a module an island reaches', async () => {
    expect(reachable).toContain(ISLAND_MODULE);
    const messages = await restrictedImports(
      "import { Link } from 'react-router-dom';\n",
      ISLAND_MODULE,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ severity: 2 });
    expect(messages[0]!.message).toContain('@/lib/routing');
  });

  it('forbids React’s useId in a module an island reaches', async () => {
    expect(reachable).toContain(ISLAND_MODULE);
    const messages = await restrictedImports("import { useId } from 'react';\n", ISLAND_MODULE);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ severity: 2 });
    expect(messages[0]!.message).toContain('useId');
  });

  it('forbids a React export that preact/compat does not have', async () => {
    expect(reachable).toContain(ISLAND_MODULE);
    const messages = await restrictedImports(
      "import { useActionState } from 'react';\n",
      ISLAND_MODULE,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('preact/compat has no such export');
  });

  it('lets a module no island reaches import react-router-dom', async () => {
    expect(reachable).not.toContain(APP_ONLY_MODULE);
    const messages = await restrictedImports(
      "import { Link } from 'react-router-dom';\n",
      APP_ONLY_MODULE,
    );
    expect(messages).toEqual([]);
  });

  it('lets the seam itself import react-router-dom', async () => {
    expect(reachable).toContain(SEAM);
    const messages = await restrictedImports("export { Link } from 'react-router-dom';\n", SEAM);
    expect(messages).toEqual([]);
  });

  it('lets a module an island reaches import routing through the seam', async () => {
    expect(reachable).toContain(ISLAND_MODULE);
    const messages = await restrictedImports(
      "import { Link } from '@/lib/routing';\n",
      ISLAND_MODULE,
    );
    expect(messages).toEqual([]);
  });
});
