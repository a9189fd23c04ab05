import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { paths } from '@/config/paths';
import { renderSearchIsland } from '@/entry-search-server';
import { SEARCH_SERVER_FILE } from '../../serving/dist-layout';

/**
 * A build of the search page alone, for a platform to answer (decision 034): the page with the
 * search island as the build renders it, and the server part as the build bundles it, here the
 * source itself (src/entry-search-server.tsx), which the test runner compiles.
 */
export function searchPageBuild(title = 'Search help and support') {
  const build = mkdtempSync(join(tmpdir(), 'search-build-'));
  mkdirSync(join(build, 'server'), { recursive: true });
  mkdirSync(join(build, paths.searchPage()), { recursive: true });
  writeFileSync(
    join(build, SEARCH_SERVER_FILE),
    `export * from ${JSON.stringify(resolve('src/entry-search-server.tsx'))};\n`,
  );
  writeFileSync(
    join(build, paths.searchPage(), 'index.html'),
    `<!doctype html><html lang="en"><head><title>${title}</title></head>` +
      `<body><main>${renderSearchIsland(new URLSearchParams())}</main></body></html>`,
  );
  return build;
}
