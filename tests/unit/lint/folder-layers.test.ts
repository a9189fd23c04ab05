// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * The folders' one direction, as ESLint holds it (eslint.config.js, issue 42):
 *   src/ (the app) <- serving/ <- server/ (the platform), deploy/ (nginx) <- scripts/ (the build)
 * server/ and deploy/ side by side, and taking from src/ only its shared folders and
 * src/for-servers.ts. Linted with the project's own configuration, as snippets placed at real
 * modules' paths, importing real modules (a path that does not resolve is not checked).
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedPaths(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
}

describe('the folders’ direction in lint', { timeout: 120_000 }, () => {
  it.each([
    ['src/config/paths.ts', "import { buildPlatform } from '../../server/app';", 'src/'],
    [
      'src/lib/sanitize.ts',
      "import { SERVER_ONLY_DIRS } from '../../serving/dist-layout';",
      'src/',
    ],
    [
      'src/features/search/served.ts',
      "import { nginxConfig } from '../../../deploy/nginx-config';",
      'src/',
    ],
    [
      'src/app/app.tsx',
      "import { readManifest } from '../../scripts/build/vite-manifest';",
      'src/',
    ],
    ['serving/dist-layout.ts', "import { buildPlatform } from '../server/app';", 'none of them'],
    [
      'serving/dist-layout.ts',
      "import { searchedFrom } from '../src/for-servers';",
      'shared folders',
    ],
    [
      'server/routes/site.ts',
      "import { readManifest } from '../../scripts/build/vite-manifest';",
      'never import the build',
    ],
    [
      'deploy/nginx-config.ts',
      "import { buildPlatform } from '../server/app';",
      'does not import the platform',
    ],
    [
      'server/app.ts',
      "import { nginxConfig } from '../deploy/nginx-config';",
      'does not import nginx',
    ],
    [
      'server/search-page.ts',
      "import { searchedFrom } from '../src/features/search/search-query';",
      'src/for-servers.ts',
    ],
    [
      'deploy/nginx-config.ts',
      "import { answerAddresses } from '../src/features/no-supply/check';",
      'src/for-servers.ts',
    ],
    ['server/main.ts', "import { AppRoutes } from '../src/app/app-routes';", 'src/for-servers.ts'],
  ])('forbids %s: %s', async (filePath, code, said) => {
    const found = await restrictedPaths(`${code}\n`, filePath);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 2 });
    expect(found[0]!.message).toContain(said);
  });

  it.each([
    ['server/search-page.ts', "import { searchedFrom } from '../src/for-servers';"],
    ['server/search-page.ts', "import { SEARCH_SERVER_FILE } from '../serving/dist-layout';"],
    ['server/limits.ts', "import { API_PATHS } from '../src/config/api-paths';"],
    ['deploy/nginx-config.ts', "import { securityHeaders } from '../serving/security-headers';"],
    ['serving/security-headers.ts', "import { VIDEO_HOST } from '../src/config/video-host';"],
    ['scripts/build/main.ts', "import { nginxConfig } from '../../deploy/nginx-config';"],
    [
      'scripts/build/content-source.ts',
      "import { registerContentRoutes } from '../../server/routes/content';",
    ],
    [
      'scripts/build/main.ts',
      "import { categoryArticles } from '../../src/features/help/article-document';",
    ],
  ])('lets %s: %s', async (filePath, code) => {
    expect(await restrictedPaths(`${code}\n`, filePath)).toEqual([]);
  });
});
