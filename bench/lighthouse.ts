/**
 * Lighthouse 12 on the production build served by the local platform or by nginx in front of it: the system Chromium,
 * Lighthouse's mobile defaults (a mid-range phone on slow 4G, simulated), several runs per page
 * and the median of each figure. In the same run, a static floor: the prerendered landing page
 * with every script taken out, the fastest the landing page could paint with our HTML and CSS.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { generate } from 'selfsigned';
import { startNginx } from '../deploy/nginx';
import { absolute, BASENAME, paths } from '../src/config/paths';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium.mjs';
import { benchmarkIn, cpuSlowdownFor } from './cpu';
import { median } from './median';

const FLOOR_PATH = '/bench-static-floor';

/** The pages measured, as a customer would open them. */
const PAGES = [
  { name: 'landing', path: paths.home() },
  { name: 'category', path: paths.category('bills-and-payments') },
  { name: 'emergencies', path: paths.category('emergencies') },
  { name: 'contact us', path: paths.contactUs() },
  { name: 'article', path: paths.article('meters', 'faulty-meter') },
  // The steps of the forms a customer can open first (the text steps go back to the details
  // step when the tab holds none, so they are measured by their code alone: bench/bundle.ts).
  { name: 'select type', path: paths.selectType() },
  { name: 'select energy', path: paths.selectEnergy() },
  { name: 'complaint details', path: paths.complaintDetails('gas-and-electricity') },
  { name: 'feedback text', path: paths.feedback() },
  { name: 'search', path: `${paths.searchPage()}?q=meter%20reading` },
  { name: 'static floor', path: FLOOR_PATH },
] as const;

/** Audits that decide the issue's "all best-practice audits passing", CSP/XSS and clickjacking. */
const SECURITY_AUDITS = ['csp-xss', 'clickjacking-mitigation', 'has-hsts', 'origin-isolation'];

export interface PageResult {
  name: string;
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /**
   * When the largest paint really happened in the run, unthrottled on this machine: Lighthouse's
   * LCP above is its simulation of a phone from the same trace.
   */
  observedLcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /**
   * When the page first asked for code, after (positive) or before (negative) its largest paint
   * in the same runs: the median, and how many runs asked for code before the paint. Null for a
   * page with no code (the floor).
   */
  codeAfterLcpMs: number | null;
  codeBeforeLcpRuns: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of this machine's CPU speed, in the runs. */
  benchmarkIndex: number;
  /** The CPU slowdown the runs simulated: the same phone whatever the machine (bench/cpu.ts). */
  cpuSlowdown: number;
  /** Audits that did not pass in any run (id: title), for the categories we score. */
  failing: string[];
  security: Record<string, string>;
}

/**
 * The floor: the landing page's visible content and its one stylesheet, with no script at all
 * and nothing preloaded, served by the same platform as the real pages.
 */
export function writeStaticFloor(outDir: string) {
  const landing = readFileSync(join(outDir, 'index.html'), 'utf8');
  const floor = landing
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  mkdirSync(join(outDir, FLOOR_PATH), { recursive: true });
  const file = join(outDir, FLOOR_PATH, 'index.html');
  writeFileSync(file, floor);
  // Compressed as the build compresses every page, for servers that send only the build's copies.
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(floor, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(floor, { level: 9 }));
}

/**
 * What blocks the first paint in the built landing page's head (stylesheet links and classic
 * scripts with a source; inline styles and scripts cost no request), and any web fonts its CSS uses.
 */
export function renderBlocking(outDir: string) {
  const head = readFileSync(join(outDir, 'index.html'), 'utf8').split('</head>')[0] ?? '';
  const styles = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  // A request that blocks: a classic script with a source (the inline loader is no request).
  const scripts = (head.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => /\ssrc=/.test(tag) && !/type="module"|\basync\b|\bdefer\b/.test(tag),
  );
  const inline = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  const css = styles
    .map((tag) => new RegExp(`href="${BASENAME}/([^"]+)"`).exec(tag)?.[1])
    .map((file) => (file ? readFileSync(join(outDir, file), 'utf8') : ''))
    .concat(inline)
    .join('');
  return {
    blocking: [...styles, ...scripts],
    inlineStyleBytes: inline.join('').length,
    webFonts: (css.match(/@font-face/g) ?? []).length,
  };
}

/**
 * How the pages are served: HTTPS with HTTP/2, as production serves them (one connection for
 * every request), or plain HTTP/1.1 as `npm start` serves them (six connections, each request
 * waiting its turn; Lighthouse's simulation charges a round trip for each).
 */
export type Protocol = 'h2' | 'http/1.1';
/** Who serves the build: the local platform, or Debian's nginx with the build's configuration. */
export type Server = 'platform' | 'nginx';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * How long after its largest paint a run's page first asked for code (negative: before it), from
 * the same trace Lighthouse estimates from; undefined when it asked for none.
 */
function codeAfterLcp(lhr: Result): number | undefined {
  const metrics = (
    lhr.audits.metrics?.details as
      { items?: { observedLargestContentfulPaintTs?: number }[] } | undefined
  )?.items?.[0];
  const requests = lhr.audits['network-requests']?.details as
    | {
        items?: { resourceType?: string; rendererStartTime?: number }[];
        debugData?: { networkStartTimeTs?: number };
      }
    | undefined;
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  const startTs = requests?.debugData?.networkStartTimeTs;
  const scripts = (requests?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.rendererStartTime !== undefined)
    .map((item) => item.rendererStartTime!);
  if (lcpTs === undefined || startTs === undefined || scripts.length === 0) return undefined;
  return Math.min(...scripts) - (lcpTs - startTs) / 1000;
}

/** The platform serving the build, in its own process so Lighthouse never delays a response. */
export async function startPlatform(outDir: string, protocol: Protocol) {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/serve.ts', outDir, '0', ...(protocol === 'h2' ? [] : ['--http1'])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((done, fail) => {
    server.once('exit', (code) => fail(new Error(`The platform stopped (${code})`)));
    server.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) done(Number(match[1]));
    });
  });
  return { port, stop: async () => void server.kill() };
}

/**
 * nginx in front of the platform (plain HTTP on loopback, for the API and content only), with
 * the configuration the build wrote, over HTTPS with HTTP/2 (a certificate made for the run) or
 * plain HTTP/1.1.
 */
async function startBehindNginx(outDir: string, protocol: Protocol) {
  const upstream = await startPlatform(outDir, 'http/1.1');
  const port = await freePort();
  const tls =
    protocol === 'h2'
      ? await generate([{ name: 'commonName', value: '127.0.0.1' }], {
          keySize: 2048,
          algorithm: 'sha256',
        }).then((pems) => ({ key: pems.private, cert: pems.cert }))
      : undefined;
  const nginx = await startNginx({
    distDir: outDir,
    upstream: `http://127.0.0.1:${upstream.port}`,
    ...(tls ? { tlsPort: port, tls } : { port }),
  });
  return {
    port,
    stop: async () => {
      await nginx.stop();
      await upstream.stop();
    },
  };
}

/**
 * Lighthouse on each page as each server serves it, the servers taking turns page by page so
 * that a machine getting busier or quieter weighs on them alike.
 */
export const runLighthouse = (
  outDir: string,
  runs: number,
  protocol: Protocol,
  servers: Server[],
): Promise<Record<string, PageResult[]>> =>
  runLighthouseOn(
    servers.map((server) => ({ name: server, server, outDir })),
    runs,
    protocol,
  );

/** A build as one server serves it, named for the results. */
export interface Target {
  name: string;
  server: Server;
  outDir: string;
}

/** The names of the pages measured (PAGES). */
export type PageName = (typeof PAGES)[number]['name'];

/**
 * Lighthouse on each page (all, or those named) as each target serves it, taking turns page by
 * page: two builds so measured are compared in one run, on the same machine at the same moments.
 */
export async function runLighthouseOn(
  targets: Target[],
  runs: number,
  protocol: Protocol,
  pageNames?: PageName[],
): Promise<Record<string, PageResult[]>> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Lighthouse needs Chromium: apt-get install chromium');
  const started: { name: string; port: number; stop: () => Promise<void> }[] = [];
  for (const { name, server: kind, outDir } of targets) {
    const server = await (kind === 'nginx' ? startBehindNginx : startPlatform)(outDir, protocol);
    started.push({ name, ...server });
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      // The certificate is made for the run and signed by no authority.
      ...(protocol === 'h2' ? ['--ignore-certificate-errors'] : []),
      ...CHROMIUM_ARGS,
    ],
  });
  const results: Record<string, PageResult[]> = Object.fromEntries(
    targets.map(({ name }) => [name, []]),
  );
  const pages = PAGES.filter((page) => !pageNames || pageNames.includes(page.name));
  // Each run goes round every page (and every target) in turn, rather than a page's runs one after
  // another: a machine that gets busier or warmer as the bench goes on weighs on every page alike,
  // so pages are compared as measured at the same moments (the first page measured no longer has
  // the quiet machine to itself, and the last the tired one).
  const collected = new Map<string, Result[]>();
  const keyOf = (page: (typeof pages)[number], name: string) => `${page.name}\u0000${name}`;
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const page of pages) {
        for (const { name, port } of started) {
          const scheme = protocol === 'h2' ? 'https' : 'http';
          const url = `${scheme}://127.0.0.1:${port}${absolute(page.path)}`;
          const lhrs = collected.get(keyOf(page, name)) ?? [];
          collected.set(keyOf(page, name), lhrs);
          // A trace that fails to record (NO_NAVSTART and the like) is retried, not counted.
          let result: Awaited<ReturnType<typeof lighthouse>>;
          for (let attempt = 1; ; attempt += 1) {
            // The same phone whatever this machine's speed right now (bench/cpu.ts).
            const cpuSlowdownMultiplier = cpuSlowdownFor(await benchmarkIn(chrome.port));
            result = await lighthouse(url, {
              port: chrome.port,
              logLevel: 'error',
              output: 'json',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
              throttling: { cpuSlowdownMultiplier },
            });
            if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
            if (!result.lhr.runtimeError) break;
            if (attempt === 3) {
              throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
            }
          }
          const document = result.lhr.audits['network-requests']?.details as
            { items?: { url: string; protocol?: string }[] } | undefined;
          const served = document?.items?.find((item) => item.url === url)?.protocol;
          if (served && served !== protocol) {
            throw new Error(`${url} was served over ${served}, not ${protocol}`);
          }
          lhrs.push(result.lhr);
          process.stdout.write('.');
        }
      }
    }
    for (const page of pages) {
      for (const { name } of started) {
        const lhrs = collected.get(keyOf(page, name))!;
        const score = (id: string) =>
          median(lhrs.map((l) => Math.round((l.categories[id]?.score ?? 0) * 100)));
        const metric = (id: string) => median(lhrs.map((l) => l.audits[id]?.numericValue ?? NaN));
        const failing = new Set<string>();
        for (const lhr of lhrs) {
          for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
            for (const ref of lhr.categories[id]?.auditRefs ?? []) {
              const audit = lhr.audits[ref.id];
              if (!audit || ref.weight === 0) continue;
              if (audit.score === null || audit.score >= 1) continue;
              // Say which issues Chrome logged, not only that some were.
              const kinds = (
                (audit.details as { items?: { issueType?: string }[] } | undefined)?.items ?? []
              )
                .map((item) => item.issueType)
                .filter(Boolean);
              failing.add(
                `${ref.id}: ${audit.title}${kinds.length ? ` (${kinds.join(', ')})` : ''}`,
              );
            }
          }
        }
        const last = lhrs[lhrs.length - 1]!;
        results[name]!.push({
          name: page.name,
          url: absolute(page.path),
          runs,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(metric('largest-contentful-paint')),
          observedLcpMs: Math.round(
            median(
              lhrs.map(
                (l) =>
                  (
                    l.audits.metrics?.details as
                      { items?: { observedLargestContentfulPaint?: number }[] } | undefined
                  )?.items?.[0]?.observedLargestContentfulPaint ?? NaN,
              ),
            ),
          ),
          fcpMs: Math.round(metric('first-contentful-paint')),
          tbtMs: Math.round(metric('total-blocking-time')),
          ...(() => {
            const after = lhrs.map(codeAfterLcp).filter((ms) => ms !== undefined);
            return {
              codeAfterLcpMs: after.length ? Math.round(median(after)) : null,
              codeBeforeLcpRuns: after.filter((ms) => ms < 0).length,
            };
          })(),
          cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
          bytes: Math.round(metric('total-byte-weight')),
          benchmarkIndex: Math.round(median(lhrs.map((l) => l.environment.benchmarkIndex))),
          cpuSlowdown: median(
            lhrs.map((l) => l.configSettings.throttling.cpuSlowdownMultiplier ?? NaN),
          ),
          failing: [...failing].sort(),
          security: Object.fromEntries(
            SECURITY_AUDITS.map((id) => {
              const audit = last.audits[id];
              const items =
                (audit?.details as { items?: { severity?: string }[] } | undefined)?.items ?? [];
              const high = items.filter((item) => item.severity === 'High').length;
              const verdict =
                audit?.score === 1 ? 'pass' : audit?.score === 0 ? 'fail' : 'informative';
              return [id, `${verdict}, ${high} high-severity finding(s)`];
            }),
          ),
        });
      }
    }
  } finally {
    process.stdout.write('\n');
    chrome.kill();
    for (const server of started) await server.stop();
  }
  return results;
}
