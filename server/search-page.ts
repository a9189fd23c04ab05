import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SearchDocument, SearchRules } from '../src/api/schemas/content';
import { SEARCH_MAX } from '../src/config/limits';
import { BASENAME, paths } from '../src/config/paths';
import { siteOrigin } from '../src/config/site-origin';
import { pageParam, searchedFrom, sectionAnswerHtml } from '../src/for-servers';
import { createSanitizer } from '../src/lib/sanitize';
import { escapeHtml } from '../src/lib/escape-html';
import { SEARCH_SERVER_FILE } from '../serving/dist-layout';
import { boundedMemo, encodingTaken, withCopyFor, type Encoded } from './encoded';

type SearchServer = typeof import('../src/entry-search-server');

/** The search page's address, the one route the platform answers with its words worked out. */
export const SEARCH_PAGE_PATH = `${BASENAME}${paths.searchPage()}`;

/**
 * The CPU time the platform gives to working out search pages, for all clients together (issue
 * 37), as a token bucket of milliseconds: up to `burstMs` at once, then `perSecondMs` each
 * second. Past it a search page is sent as the build wrote it (its search island finds the
 * results in the browser), so no number of clients, each under its own limit, can keep the
 * platform busy with searches while other customers wait.
 */
export interface SearchPageBudget {
  burstMs: number;
  perSecondMs: number;
}

/** The platform's CPU time so far (all its threads), in milliseconds. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The budget as spent: whether there is time left, and the CPU time a page took. */
function renderingTime({ burstMs, perSecondMs }: SearchPageBudget) {
  let left = burstMs;
  let at = performance.now();
  return {
    /** Whether a page may be worked out now. */
    left() {
      const now = performance.now();
      left = Math.min(burstMs, left + ((now - at) * perSecondMs) / 1000);
      at = now;
      return left > 0;
    },
    spend(ms: number) {
      left -= ms;
    },
  };
}

/**
 * The search page with its words already answered (decision 034): the page the build wrote, its
 * search island rendered again by the build's own server part (dist/server/search.js) with the
 * answer the browser's search would give, so the results are in the page as it arrives: read
 * before any code runs, and without JavaScript at all. The island comes alive on the same answer.
 *
 * Null (the page as the build wrote it is sent instead) when there is nothing to answer: no
 * words, too many, an answer the page draws only with its code (served.ts), the budget of time
 * for search pages spent (SearchPageBudget), or a build without the server part or whose page
 * no longer holds the island as the server part renders it.
 */
export async function searchPageRenderer(
  distDir: string,
  documents: SearchDocument[],
  rules: SearchRules,
  budget: SearchPageBudget,
): Promise<((query: URLSearchParams, acceptEncoding?: string) => Encoded | null) | null> {
  const serverFile = join(distDir, SEARCH_SERVER_FILE);
  const pageFile = join(distDir, paths.searchPage(), 'index.html');
  if (!existsSync(serverFile) || !existsSync(pageFile)) return null;
  const server = (await import(pathToFileURL(serverFile).href)) as SearchServer;
  const page = readFileSync(pageFile, 'utf8');
  const asBuilt = server.renderSearchIsland(new URLSearchParams());
  if (!page.includes(asBuilt)) {
    throw new Error(
      `${pageFile} does not hold the search island as ${serverFile} renders it: not the same build`,
    );
  }
  const engine = server.createSearchEngine(documents);
  const compiled = server.compileRules(rules);
  // A section that answers the search: sanitised as the browser would, at the page's address.
  const { window } = new JSDOM('', { url: `${siteOrigin()}${BASENAME}${paths.searchPage()}` });
  const sanitize = createSanitizer(
    createDOMPurify(window as unknown as Window & typeof globalThis),
    () => window.location.href,
  );
  const sectionHtml = (html: string) => sectionAnswerHtml(html, sanitize, window.document);

  // The words, where the customer came from and which page of the results are all the page shows
  // of its address. A flood of different searches costs time, never memory, and only the time
  // the budget gives.
  const time = renderingTime(budget);
  const render = boundedMemo(500, (key: string) => {
    const [q = '', from = '', asked = null] = JSON.parse(key) as [string, string, string | null];
    const served = server.serveSearch(q, from, compiled, engine, sectionHtml, asked);
    if (!served) return null;
    const island = server.renderSearchIsland(new URLSearchParams({ q, from }), served);
    const pages = server.pageCount(served.total);
    const title = escapeHtml(server.pageTitle(server.searchTitle(q, served.page, pages)));
    const html = page
      .replace(asBuilt, () => island)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
    const built: Encoded = { raw: Buffer.from(html) };
    return built;
  });
  return (query, acceptEncoding) => {
    const q = query.get('q') ?? '';
    if (!q.trim() || q.length > SEARCH_MAX) return null;
    // Only what the page shows of `from` and `page`: a long one is not carried into the page
    // and its memo.
    const key = JSON.stringify([q, searchedFrom(query.get('from')), pageParam(query.get('page'))]);
    // Compressed only into the copy this browser takes, when first asked for: a search page is
    // mostly asked for once.
    const encoding = encodingTaken(acceptEncoding);
    const kept = render.has(key) ? render(key) : undefined;
    if (kept === null) return null;
    if (kept && (!encoding || kept[encoding])) return kept;
    // With the time spent, a page kept is sent as it is rather than compressed again.
    if (!time.left()) return kept ?? null;
    const started = cpuMs();
    const page = kept ?? render(key);
    if (page) withCopyFor(page, encoding);
    time.spend(cpuMs() - started);
    return page;
  };
}
