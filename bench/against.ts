/**
 * npm run bench:against -- <git ref> [page ...]: this working tree against another commit, side
 * by side in one run (decision 042 measured axios against the fetch client so). Both are built
 * (the other from `git archive`, with this tree's node_modules), their initial JS sized as
 * `npm run bench` sizes it, and Lighthouse runs on the pages named (default: the reading pages
 * that fetch, and a form step), the two builds taking turns page by page, each run's CPU slowed
 * to the same phone (decision 033). BENCH_RUNS runs per page and build (default 5), medians.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, measureBundles } from './bundle';
import { PHONE_BENCHMARK_INDEX } from './cpu';
import { runLighthouseOn, type PageName } from './lighthouse';

const [ref, ...named] = process.argv.slice(2);
if (!ref) throw new Error('Usage: npm run bench:against -- <git ref> [page ...]');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = (
  named.length ? named : ['landing', 'article', 'search', 'contact us', 'complaint details']
) as PageName[];
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const work = mkdtempSync(join(tmpdir(), 'hs-against-'));
const other = join(work, 'tree');
const outDirs = { here: join(work, 'here'), [ref]: join(work, 'other') };
try {
  execSync(`mkdir -p ${other} && git archive ${ref} | tar -x -C ${other}`, { stdio: 'inherit' });
  symlinkSync(resolve('node_modules'), join(other, 'node_modules'));
  build(outDirs.here);
  const cwd = process.cwd();
  process.chdir(other);
  try {
    build(outDirs[ref]!);
  } finally {
    process.chdir(cwd);
  }

  const sizes = Object.fromEntries(
    Object.entries(outDirs).map(([name, dir]) => [name, measureBundles(dir).routes]),
  );
  console.log(`\nInitial JS per route, KB gzip: this tree against ${ref}`);
  console.table(
    sizes.here!.map((route, i) => {
      const theirs = sizes[ref]![i]!;
      return {
        route: route.route,
        here: kb(route.js.gzip),
        [ref]: kb(theirs.js.gzip),
        difference: kb(route.js.gzip - theirs.js.gzip),
      };
    }),
  );

  console.log(
    `Lighthouse 12, mobile, ${RUNS} runs per page and build, taking turns, medians; CPU slowed to a phone of ${PHONE_BENCHMARK_INDEX}`,
  );
  const measured = await runLighthouseOn(
    Object.entries(outDirs).map(([name, outDir]) => ({ name, server: 'platform', outDir })),
    RUNS,
    'h2',
    PAGES,
  );
  console.table(
    measured.here!.flatMap((page, i) =>
      Object.keys(outDirs).map((name) => {
        const p = name === 'here' ? page : measured[name]![i]!;
        return {
          page: p.name,
          build: name,
          'LCP ms': p.lcpMs,
          'TBT ms': p.tbtMs,
          'seen LCP ms': p.observedLcpMs,
          KB: Math.round(p.bytes / 1024),
          'CPU bench': p.benchmarkIndex,
          'CPU x': p.cpuSlowdown,
        };
      }),
    ),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
