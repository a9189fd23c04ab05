// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { BASENAME } from '@/config/paths';
import {
  documents,
  missingDocumentPaths,
  missingPaths,
  namedPaths,
} from '../../support/doc-paths.ts';

/**
 * A path the README or a record in docs/ names in backticks exists (issue 42): a newcomer who
 * opens `src/islands/main.tsx` because a decision names it should find the file.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('paths named in the documents', () => {
  it('reads the README and every decision record', () => {
    const files = documents(ROOT);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/decisions/025-reading-pages-islands-on-preact.md');
    expect(files.filter((file) => file.startsWith('docs/decisions/')).length).toBeGreaterThan(30);
  });

  it('names only paths that exist', () => {
    const missing = missingDocumentPaths(ROOT).map(({ file, path }) => `${file}: ${path}`);
    expect(missing).toEqual([]);
  });
});

describe('the path checker', () => {
  const markdown = [
    '# A record',
    'The entry was `src/islands/main.tsx`; the marker is `src/lib/island.tsx#island`, read by',
    '`server/routes/site.ts:33` and the build (`scripts/build/`, run by `package.json`), and',
    '`tsx scripts/no-such-step.ts` ran it with `vite.nowhere.config.ts`.',
    '',
    `Not paths: \`${BASENAME}/search?q=gas\`, \`https://example.com/src/x.ts\`,`,
    '`tests/e2e/nginx-*.spec.ts`, `dist/<path>/index.html`, `src/{a,b}.ts`, `src/…/x.ts`,',
    '`npm run eval:search`, `engine.ts`, `dist/csp.json`, `var/lh-tasks.ts`.',
    '',
    '```sh',
    'cat src/in-a-fence.ts',
    '```',
  ].join('\n');

  it('finds the repository paths a text names, suffixes taken off', () => {
    expect(namedPaths(markdown)).toEqual([
      'src/islands/main.tsx',
      'src/lib/island.tsx',
      'server/routes/site.ts',
      'scripts/build/',
      'package.json',
      'scripts/no-such-step.ts',
      'vite.nowhere.config.ts',
    ]);
  });

  it('reports each named path that does not exist, and only those', () => {
    expect(missingPaths(markdown, ROOT)).toEqual([
      'src/islands/main.tsx',
      'scripts/no-such-step.ts',
      'vite.nowhere.config.ts',
    ]);
  });
});
