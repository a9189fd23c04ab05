/**
 * The bundles: the app (vite.config.ts), the reading pages' islands on preact/compat
 * (vite.islands.config.ts, decision 025) into the same dist/, and a server bundle of the app for
 * rendering pages at build time (src/entry-server.tsx) into a folder of its own, and the search
 * page's server part (vite.server.config.ts, decision 034) into dist/server/.
 */
import { spawnSync } from 'node:child_process';

/** The four `vite build` runs, as arguments, in the order they must run. */
export function viteBuilds(outDir: string, ssrDir: string): string[][] {
  return [
    ['--outDir', outDir, '--emptyOutDir'],
    ['--config', 'vite.islands.config.ts', '--outDir', outDir],
    ['--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir'],
    ['--config', 'vite.server.config.ts', '--outDir', outDir],
  ];
}

export function bundle(outDir: string, ssrDir: string) {
  for (const args of viteBuilds(outDir, ssrDir)) {
    const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      stdio: 'inherit',
    });
    if (res.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
  }
}
