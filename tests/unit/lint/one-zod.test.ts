// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * One zod, as ESLint holds it (eslint.config.js): zod/mini everywhere (issue 42), and no zod
 * locale in the browser, whose forms show only our own words. Linted with the project's own
 * configuration, as snippets placed at real modules' paths.
 */
const FORM_SCHEMAS = 'src/api/schemas/fields.ts';
const ISLAND_MODULE = 'src/features/help/components/video-strip.tsx';
const SERVICE_WORKER = 'src/sw/sw.ts';
const PLATFORM = 'server/jsonapi.ts';
const SERVING = 'serving/security-headers.ts';
const BUILD = 'scripts/build/content-source.ts';
const NGINX_CONFIG = 'deploy/nginx-config.ts';
const VITE_CONFIG = 'vite.config.ts';
const TEST = 'tests/unit/api/fields.test.ts';
/** Every runtime: the browser, the platform, the build, and the tests and bench. */
const RUNTIMES = [
  FORM_SCHEMAS,
  ISLAND_MODULE,
  SERVICE_WORKER,
  PLATFORM,
  SERVING,
  BUILD,
  NGINX_CONFIG,
  VITE_CONFIG,
  TEST,
  'bench/relevance.ts',
];

const eslint = new ESLint({ cwd: process.cwd() });

async function messages(code: string, filePath: string, rule: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === rule);
}
const restrictedImports = (code: string, filePath: string) =>
  messages(code, filePath, 'no-restricted-imports');

describe('one zod in lint', { timeout: 60_000 }, () => {
  it.each(RUNTIMES)('forbids classic zod in %s, saying to use zod/mini', async (path) => {
    const found = await restrictedImports("import { z } from 'zod';\n", path);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 2 });
    expect(found[0]!.message).toContain("import * as z from 'zod/mini'");
  });

  it.each(['zod/v4', 'zod/v3', 'zod/v4/mini', 'zod/v4/core'])(
    "forbids '%s', another way to write a zod",
    async (specifier) => {
      const found = await restrictedImports(`import * as z from '${specifier}';\n`, FORM_SCHEMAS);
      expect(found).toHaveLength(1);
    },
  );

  it('forbids a type-only import of classic zod too', async () => {
    const found = await restrictedImports("import type { z } from 'zod';\n", TEST);
    expect(found).toHaveLength(1);
  });

  it.each(RUNTIMES)('lets %s import zod/mini', async (path) => {
    expect(await restrictedImports("import * as z from 'zod/mini';\n", path)).toEqual([]);
  });

  it('keeps the islands’ own rules beside it', async () => {
    const found = await restrictedImports(
      "import { z } from 'zod';\nimport { Link } from 'react-router-dom';\n",
      ISLAND_MODULE,
    );
    expect(found.map((m) => m.message)).toEqual([
      expect.stringContaining('zod/mini'),
      expect.stringContaining('@/lib/routing'),
    ]);
  });
});

describe('no zod locale in the browser, in lint', { timeout: 60_000 }, () => {
  const ENGLISH_BY_NAME = "import { config, locales } from 'zod/mini';\nconfig(locales.en());\n";
  const ENGLISH_BY_NAMESPACE = "import * as z from 'zod/mini';\nz.config(z.locales.en());\n";
  const restrictedSyntax = (code: string, filePath: string) =>
    messages(code, filePath, 'no-restricted-syntax');

  it.each([FORM_SCHEMAS, ISLAND_MODULE])('forbids importing the locales in %s', async (path) => {
    const found = await restrictedSyntax(ENGLISH_BY_NAME, path);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 2 });
    expect(found[0]!.message).toContain('server/zod-english.ts');
  });

  it('forbids reaching them through the namespace', async () => {
    const found = await restrictedSyntax(ENGLISH_BY_NAMESPACE, FORM_SCHEMAS);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('server/zod-english.ts');
  });

  it('lets the browser set zod’s other settings', async () => {
    const code = "import * as z from 'zod/mini';\nz.config({ jitless: true });\n";
    expect(await restrictedSyntax(code, 'src/lib/zod-csp.ts')).toEqual([]);
  });

  it('lets the platform load English', async () => {
    const [result] = await eslint.lintText(ENGLISH_BY_NAMESPACE, {
      filePath: 'server/zod-english.ts',
    });
    expect(result!.messages).toEqual([]);
  });
});
