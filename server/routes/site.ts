import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoutes } from 'react-router-dom';
import { type Encoded, boundedMemo, readBuilt, sendEncoded } from '../encoded';
import { API_PATHS } from '../../src/config/api-paths';
import { BASENAME, PAGE_NOT_FOUND_URL, paths, prefixesOf } from '../../src/config/paths';
import { JSON_API } from '../jsonapi';
import { overItsLimit } from '../limits';
import { ANSWER_ADDRESSES_FILE, SERVER_ONLY_DIRS } from '../../serving/dist-layout';
import { SEARCH_PAGE_PATH, searchPageRenderer, type SearchPageBudget } from '../search-page';
import type { SearchDocument, SearchRules } from '../../src/api/schemas/content';
import { answerRedirect, type AnswerAddress } from '../../src/for-servers';

/**
 * The built app under BASENAME: hashed assets cached forever, HTML always revalidated;
 * a prerendered page where the build made one, else the app shell for the router to render.
 */
export async function registerSiteRoutes(app: FastifyInstance, distDir: string, publicDir: string) {
  const notFoundPage = readFileSync(join(publicDir, 'page-not-found.html'), 'utf8');
  const shellPath = join(distDir, 'app-shell.html');
  /**
   * The shell for a page rendered in the browser: the one the build made for its route, matched
   * as the app's router does (dist/shells.json, from src/config/routes.ts), else the app shell.
   */
  const shellsFile = join(distDir, 'shells.json');
  const shells: { path: string; shell: string; noStore?: boolean }[] = existsSync(shellsFile)
    ? JSON.parse(readFileSync(shellsFile, 'utf8'))
    : [];
  // Matching costs about 0.1 ms (the router ranks every route each time): remembered per path.
  const shellFor = boundedMemo(2000, (path: string) => {
    const [match] = matchRoutes(shells, path, BASENAME) ?? [];
    const own = match ? join(distDir, match.route.shell) : shellPath;
    const file = existsSync(own) ? own : existsSync(shellPath) ? shellPath : null;
    return file ? { file, noStore: Boolean(match?.route.noStore) } : null;
  });
  /** The prerendered page for an in-area path, if the build made one. */
  const prerendered = (path: string) => {
    const rel = decodeURIComponent(path.slice(`${BASENAME}/`.length)).replace(/\/+$/, '');
    if (rel.split('/').some((part) => part === '..' || part.startsWith('.'))) return null;
    const file = join(distDir, rel, 'index.html');
    return existsSync(file) ? file : null;
  };

  /**
   * A page as the build wrote it, with the brotli or gzip copy the build made beside it: no
   * compression work per request. Read once; the files are the build's own, so this holds as many
   * pages as the build made and no more.
   */
  const pages = new Map<string, Encoded>();
  const sendPage = (req: FastifyRequest, reply: FastifyReply, file: string, noStore = false) => {
    if (!pages.has(file)) pages.set(file, readBuilt(file));
    // What a customer sent is on a noStore route's page (the route manifest): kept by no cache,
    // nor whole by the browser for Back after sign-out (issue 48).
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', noStore ? 'no-store' : 'no-cache');
    return sendEncoded(req, reply, pages.get(file)!);
  };

  app.get('/', async (_req, reply) => reply.redirect(`${BASENAME}/`, 302));
  // The page itself exists (200, so it can be cached for offline use); unknown paths get it with 404.
  app.get(PAGE_NOT_FOUND_URL, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(notFoundPage),
  );
  app.get(PAGE_NOT_FOUND_URL.replace(/html$/, 'css'), async (_req, reply) =>
    reply.type('text/css').send(readFileSync(join(publicDir, 'page-not-found.css'), 'utf8')),
  );
  // What shows the address the customer asked for on it (issue 50).
  app.get(PAGE_NOT_FOUND_URL.replace(/html$/, 'js'), async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .send(readFileSync(join(publicDir, 'page-not-found.js'), 'utf8')),
  );
  app.get(BASENAME, async (_req, reply) => reply.redirect(`${BASENAME}/`, 301));

  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: `${BASENAME}/`,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside the code and styles (scripts/build/main.ts).
      preCompressed: true,
      // The web server's configuration the build writes is for the server, not for browsers.
      allowedPath: (path) => !SERVER_ONLY_DIRS.some((dir) => path.startsWith(`/${dir}/`)),
      cacheControl: false,
      setHeaders(res, path) {
        const hashed = path.includes(`${join(distDir, 'assets')}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  // The guided check's answer addresses (Enter on an answer without JavaScript): on to the page
  // the answer leads to, the answer kept in the address (the build lists them).
  const answersFile = join(distDir, ANSWER_ADDRESSES_FILE);
  const answers: AnswerAddress[] = existsSync(answersFile)
    ? JSON.parse(readFileSync(answersFile, 'utf8'))
    : [];
  for (const { from } of answers) {
    app.get(from, async (req, reply) => {
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      return reply.redirect(answerRedirect(answers, from, query)!, 303);
    });
  }

  // Pages of the area (files are matched first, by the static routes above). A route rather than
  // the not-found handler, so the pages are compressed like everything else.
  app.get(`${BASENAME}/*`, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isAsset = /\.[a-z0-9]{2,5}$/i.test(path);
    const built = isAsset ? null : prerendered(path);
    const shell = isAsset || built ? null : shellFor(path);
    if (built) return sendPage(req, reply, built);
    if (!shell) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
    return sendPage(req, reply, shell.file, shell.noStore);
  });

  const apiPrefixes = prefixesOf(Object.values(API_PATHS));
  registerNotFound(app, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (apiPrefixes.some((prefix) => path.startsWith(prefix))) return notFoundJsonApi(reply);
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
  });
}

/** A JSON:API 404. */
export const notFoundJsonApi = (reply: FastifyReply) =>
  reply
    .code(404)
    .type(JSON_API)
    .send({ errors: [{ status: '404', title: 'Not found' }] });

/**
 * How an address no route answers is answered: as it arrives, before anything it sends is read
 * (a body sent to /v1/nonexistent was parsed, slow numbers and all: issue 37).
 */
export function registerNotFound(
  app: FastifyInstance,
  notFound: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.addHook('onRequest', async (req, reply) => (req.is404 ? notFound(req, reply) : undefined));
  app.setNotFoundHandler(notFound);
}

/**
 * The search page with its words answered before its code runs (decision 034), else as the build
 * wrote it: the help service's page.
 */
export async function registerSearchPage(
  app: FastifyInstance,
  distDir: string,
  search: { documents: SearchDocument[]; rules: SearchRules; budget: SearchPageBudget },
) {
  const searchPage = await searchPageRenderer(
    distDir,
    search.documents,
    search.rules,
    search.budget,
  );
  if (!searchPage) return;
  const asBuilt = readBuilt(join(distDir, paths.searchPage(), 'index.html'));
  app.get(SEARCH_PAGE_PATH, async (req, reply) => {
    const answered = overItsLimit(req)
      ? null
      : searchPage(
          new URLSearchParams(req.url.split('?')[1] ?? ''),
          req.headers['accept-encoding'],
        );
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return sendEncoded(req, reply, answered ?? asBuilt);
  });
}
