// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:http2';
import { get as httpsGet } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { testCertificate } from '../../support/tls';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  categoriesSchema,
  categoryMetadataSchema,
  headerConfigSchema,
  searchIndexSchema,
  searchRulesSchema,
} from '@/api/schemas/content';
import { buildPlatform } from '../../../server/app';
import { NO_RATE_LIMITS } from '../../../server/limits';
import { safeReturnTo } from '../../../server/routes/customer';
import { BASENAME } from '@/config/paths';
import { CONTENT_PATHS } from '@/config/content-paths';

// Dozens of sign-ins from one address: the doors' limits have their own tests (limits.test.ts).
const { app } = await buildPlatform({ limits: NO_RATE_LIMITS });
afterAll(() => app.close());

describe('security headers', () => {
  it('sends a strict CSP and the other headers on every response', async () => {
    for (const url of ['/page-not-found.html', '/v1/leads/x', CONTENT_PATHS.header]) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      for (const part of [
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(part);
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends them on what the router refuses before any route, too', async () => {
    const expected = (await app.inject({ url: '/page-not-found.html' })).headers;
    for (const url of ['/v1/leads/%', `${BASENAME}/%E0%A4%A`, `/v1/leads/${'a'.repeat(200)}`]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
        'strict-transport-security',
      ]) {
        expect(res.headers[name], `${name} on ${url}`).toBe(expected[name]);
      }
    }
  });
});

describe('inline stylesheet and loader', () => {
  it('allows exactly the build’s inline stylesheet and reading pages’ loader by their hashes, and nothing else inline', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'hs-csp-'));
    writeFileSync(
      join(distDir, 'csp.json'),
      JSON.stringify({ styleSrc: ["'sha256-abc='"], scriptSrc: ["'sha256-def='"] }),
    );
    const built = await buildPlatform({ distDir });
    try {
      const csp = String(
        (await built.app.inject({ url: '/page-not-found.html' })).headers[
          'content-security-policy'
        ],
      );
      expect(csp).toContain("style-src 'self' 'sha256-abc='");
      expect(csp).toContain("script-src 'self' 'sha256-def='");
      expect(csp).not.toContain('unsafe-inline');
    } finally {
      await built.app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});

describe('compression', () => {
  it('sends text brotli- or gzip-compressed to browsers that accept it, with the same headers', async () => {
    const url = CONTENT_PATHS.categories;
    const plain = await app.inject({ url });
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('site routes', () => {
  it('redirects / to the area', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${BASENAME}/`);
  });

  it('serves a real page-not-found page with a link home', async () => {
    const res = await app.inject({ url: '/page-not-found.html' });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/no-such-page' })).statusCode).toBe(404);
    expect(res.body).toContain('<h1>Page not found</h1>');
    expect(res.body).toContain(`href="${BASENAME}/"`);
  });
});

describe('content routes', () => {
  it('serves the header configuration, revalidated every time', async () => {
    const res = await app.inject({ url: CONTENT_PATHS.header });
    expect(headerConfigSchema.parse(res.json()).sections.length).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lists all 14 categories in the categories JSON and the metadata', async () => {
    const categories = categoriesSchema.parse(
      (await app.inject({ url: CONTENT_PATHS.categories })).json(),
    );
    const metadata = categoryMetadataSchema.parse(
      (await app.inject({ url: CONTENT_PATHS.categoryMetadata })).json(),
    );
    expect(categories.data.map((c) => c.id)).toHaveLength(14);
    expect(metadata.data.map((c) => c.id)).toEqual(categories.data.map((c) => c.id));
    expect(metadata.data.every((c) => c.attributes['meta-description'].length > 20)).toBe(true);
  });

  it('serves the search index and the search words beside it, revalidated every time', async () => {
    const index = await app.inject({ url: CONTENT_PATHS.searchIndex });
    expect(searchIndexSchema.parse(index.json()).documents.length).toBeGreaterThan(60);
    const words = await app.inject({ url: CONTENT_PATHS.searchSynonyms });
    expect(words.statusCode).toBe(200);
    expect(words.headers['cache-control']).toBe('no-cache');
    const rules = searchRulesSchema.parse(words.json());
    expect(rules.urgent.map((u) => u.id)).toEqual([
      'gas',
      'carbon-monoxide',
      'electrical-danger',
      'meter-danger',
      'power-line-down',
      'power-cut',
      'no-supply-prepayment',
      'water-near-electrics',
      'water-leak',
    ]);
  });

  it('will not start with a search words file that does not fit its shape', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hs-content-'));
    try {
      cpSync('content', dir, { recursive: true });
      writeFileSync(join(dir, 'search-synonyms.json'), JSON.stringify({ synonyms: 'oops' }));
      await expect(buildPlatform({ contentDir: dir })).rejects.toThrow(/stopWords|expected/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves an article as HTML and an unknown one as 404', async () => {
    const ok = await app.inject({ url: '/aem6/content/britishgas/help/meters/faulty-meter.html' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<title>Think your meter is faulty?</title>');
    const missing = await app.inject({ url: '/aem6/content/britishgas/help/meters/nope.html' });
    expect(missing.statusCode).toBe(404);
    const traversal = await app.inject({
      url: '/aem6/content/britishgas/help/..%2F..%2Fpackage/x.html',
    });
    expect(traversal.statusCode).toBe(404);
  });
});

/** What a browser sends with a navigation from one of this site's own pages. */
const fromHere = { 'sec-fetch-site': 'same-origin' };

describe('sign-in and customer calls', () => {
  const cookiesFrom = (setCookie: string | string[] | undefined) =>
    Object.fromEntries(
      ([] as string[])
        .concat(setCookie ?? [])
        .map((c) => c.split(';')[0]!.split('=') as [string, string]),
    );

  it('signs in with both cookies and returns to a same-origin path', async () => {
    const res = await app.inject({ url: `/sign-in?returnTo=${BASENAME}/deals` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${BASENAME}/deals`);
    const cookies = cookiesFrom(res.headers['set-cookie']);
    expect(cookies.access_token).toMatch(/^[0-9a-f]{32}$/);
    expect(cookies.id_token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never redirects sign-in to another site', () => {
    expect(safeReturnTo('https://evil.example/')).toBe(`${BASENAME}/`);
    expect(safeReturnTo('//evil.example/')).toBe(`${BASENAME}/`);
    expect(safeReturnTo('/\\evil.example')).toBe(`${BASENAME}/`);
    expect(safeReturnTo(`${BASENAME}/deals`)).toBe(`${BASENAME}/deals`);
  });

  it.each([
    ['a tab inside the path', '%2F%09%2Fevil.example%2F'],
    ['a newline', `${encodeURIComponent(`${BASENAME}/`)}%0Aevil`],
    ['a carriage return', '%2F%0D%0ALocation%3A%20https%3A%2F%2Fevil.example'],
    ['a NUL', '%2F%00evil'],
    ['a line separator', '%2F%E2%80%A8evil'],
    ['a backslash', '%2F%5Cevil.example'],
    ['another origin', 'https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative address', '%2F%2Fevil.example%2F'],
  ])(
    'sends returnTo with %s home, from sign-in and sign-out alike, never to a 500',
    async (_, value) => {
      for (const route of ['/sign-in', '/sign-out']) {
        const res = await app.inject({ url: `${route}?returnTo=${value}`, headers: fromHere });
        expect(res.statusCode, route).toBe(302);
        expect(res.headers.location, route).toBe(`${BASENAME}/`);
      }
    },
  );

  it('keeps a returnTo that is a path on this site, query included', async () => {
    const res = await app.inject({
      url: `/sign-in?returnTo=${encodeURIComponent(`${BASENAME}/search?q=meter`)}`,
    });
    expect(res.headers.location).toBe(`${BASENAME}/search?q=meter`);
  });

  it('stops a token working at sign-out, and an hour after sign-in like its cookie', async () => {
    const as = (token?: string) => ({ authorization: `Bearer ${token}` });
    const signIn = await app.inject({ url: '/sign-in' });
    const cookies = cookiesFrom(signIn.headers['set-cookie']);
    const customers = () => app.inject({ url: '/v1/customers', headers: as(cookies.access_token) });
    expect((await customers()).statusCode).toBe(200);
    await app.inject({
      url: '/sign-out',
      headers: {
        ...fromHere,
        cookie: `access_token=${cookies.access_token}; id_token=${cookies.id_token}`,
      },
    });
    expect((await customers()).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          url: '/Customer/Accounts/AccountStatusCount',
          headers: as(cookies.id_token),
        })
      ).statusCode,
    ).toBe(401);

    const later = cookiesFrom((await app.inject({ url: '/sign-in' })).headers['set-cookie']);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 3601 * 1000);
    const expired = await app.inject({ url: '/v1/customers', headers: as(later.access_token) });
    expect(expired.statusCode).toBe(401);
  });

  it('answers customer calls only with the access token, account calls only with the identity token', async () => {
    const res = await app.inject({ url: '/sign-in' });
    const cookies = cookiesFrom(res.headers['set-cookie']);
    const as = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
    expect((await app.inject({ url: '/v1/customers' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/v1/customers', headers: as(cookies.id_token) })).statusCode,
    ).toBe(401);
    const customers = await app.inject({ url: '/v1/customers', headers: as(cookies.access_token) });
    expect(customers.json().data[0].attributes['first-name']).toBe('Priya');
    const count = await app.inject({
      url: '/Customer/Accounts/AccountStatusCount',
      headers: as(cookies.id_token),
    });
    expect(count.json()).toEqual({ liveCount: 0, lostCount: 0, preLiveCount: 0 });
    expect(
      (await app.inject({ url: '/v1/accounts', headers: as(cookies.access_token) })).statusCode,
    ).toBe(401);
  });

  it('signs out by clearing both cookies', async () => {
    const res = await app.inject({ url: '/sign-out', headers: fromHere });
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(set.some((c) => c.startsWith('access_token=;') && c.includes('Max-Age=0'))).toBe(true);
    expect(set.some((c) => c.startsWith('id_token=;') && c.includes('Max-Age=0'))).toBe(true);
  });

  describe('signs out only when this site asks (another site cannot sign a customer out)', () => {
    const site = 'http://www.example.co.uk';
    const signedIn = async () => {
      const cookies = cookiesFrom((await app.inject({ url: '/sign-in' })).headers['set-cookie']);
      return {
        cookie: `access_token=${cookies.access_token}; id_token=${cookies.id_token}`,
        stillSignedIn: async () =>
          (
            await app.inject({
              url: '/v1/customers',
              headers: { authorization: `Bearer ${cookies.access_token}` },
            })
          ).statusCode === 200,
      };
    };

    it.each([
      [
        'GET',
        'a page of this site (Sec-Fetch-Site: same-origin)',
        { 'sec-fetch-site': 'same-origin' },
        302,
      ],
      [
        'GET',
        'the address bar or a bookmark (Sec-Fetch-Site: none)',
        { 'sec-fetch-site': 'none' },
        302,
      ],
      [
        'GET',
        'an older browser with a Referer of this site',
        { referer: `${site}${BASENAME}/deals` },
        302,
      ],
      ['GET', 'an older browser with an Origin of this site', { origin: site }, 302],
      ['POST', 'a form of this site', { 'sec-fetch-site': 'same-origin', origin: site }, 303],
      ['POST', 'an older browser’s form of this site', { origin: site }, 303],
    ] as const)('%s from %s', async (method, _, headers, status) => {
      const { cookie, stillSignedIn } = await signedIn();
      const res = await app.inject({
        method,
        url: `/sign-out?returnTo=${BASENAME}/`,
        headers: { host: 'www.example.co.uk', cookie, ...headers },
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers.location).toBe(`${BASENAME}/`);
      expect(String(res.headers['set-cookie'])).toContain('access_token=; Path=/');
      expect(await stillSignedIn()).toBe(false);
    });

    it.each([
      ['GET', 'another site’s link or image', { 'sec-fetch-site': 'cross-site' }],
      ['GET', 'a sibling site', { 'sec-fetch-site': 'same-site' }],
      [
        'POST',
        'another site’s form',
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      ],
      [
        'GET',
        'an older browser with another site’s Referer',
        { referer: 'https://evil.example/x' },
      ],
      ['GET', 'an older browser with another site’s Origin', { origin: 'https://evil.example' }],
      ['POST', 'a page with no origin (Origin: null)', { origin: 'null' }],
      [
        'GET',
        'an Origin of this host with another scheme (https, where the request came over http)',
        { origin: 'https://www.example.co.uk' },
      ],
      ['GET', 'nothing that says where it came from', {}],
    ] as const)('refuses %s from %s: 403, cookies and tokens kept', async (method, _, headers) => {
      const { cookie, stillSignedIn } = await signedIn();
      const res = await app.inject({
        method,
        url: `/sign-out?returnTo=${BASENAME}/`,
        headers: { host: 'www.example.co.uk', cookie, ...headers },
      });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/vnd.api+json');
      expect(res.json().errors[0]).toMatchObject({
        status: '403',
        title: 'Sign out from this site',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await stillSignedIn()).toBe(true);
    });
  });

  describe('cookies are Secure when the customer’s own request was HTTPS', () => {
    const secureFlags = (res: Awaited<ReturnType<typeof app.inject>>) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.endsWith('; Secure'));

    it('behind the trusted proxy, by its X-Forwarded-Proto', async () => {
      const behind = await buildPlatform({ trustProxy: '127.0.0.1' });
      try {
        const signIn = (proto: string) =>
          behind.app.inject({ url: '/sign-in', headers: { 'x-forwarded-proto': proto } });
        expect(secureFlags(await signIn('https'))).toEqual([true, true]);
        expect(secureFlags(await signIn('http'))).toEqual([false, false]);
        const signOut = await behind.app.inject({
          url: '/sign-out',
          headers: { 'x-forwarded-proto': 'https', ...fromHere },
        });
        expect(secureFlags(signOut)).toEqual([true, true]);
        // From any other address the header is the client's own word, and ignored.
        const spoofed = await behind.app.inject({
          url: '/sign-in',
          headers: { 'x-forwarded-proto': 'https' },
          remoteAddress: '203.0.113.50',
        });
        expect(secureFlags(spoofed)).toEqual([false, false]);
      } finally {
        await behind.app.close();
      }
    });

    it('never from X-Forwarded-Proto without TRUST_PROXY', async () => {
      const res = await app.inject({ url: '/sign-in', headers: { 'x-forwarded-proto': 'https' } });
      expect(secureFlags(res)).toEqual([false, false]);
    });
  });
});

describe('pages from the build', () => {
  const fakeDist = () => {
    const distDir = mkdtempSync(join(tmpdir(), 'hs-dist-'));
    mkdirSync(join(distDir, 'shells'));
    mkdirSync(join(distDir, 'assets'));
    mkdirSync(join(distDir, 'emergencies'));
    writeFileSync(join(distDir, 'app-shell.html'), 'generic shell');
    writeFileSync(join(distDir, 'shells', 'article.html'), 'article shell');
    writeFileSync(join(distDir, 'emergencies', 'index.html'), 'emergencies page');
    writeFileSync(
      join(distDir, 'shells.json'),
      JSON.stringify([
        { path: 'complaints/feedback', shell: 'app-shell.html' },
        { path: ':category', shell: 'app-shell.html' },
        { path: ':category/:article', shell: 'shells/article.html' },
        { path: '*', shell: 'app-shell.html' },
      ]),
    );
    const code = 'export const answer = 42;\n'.repeat(100);
    writeFileSync(join(distDir, 'assets', 'page-abc.js'), code);
    // Marked, to tell the build's files from compression on the fly.
    writeFileSync(join(distDir, 'assets', 'page-abc.js.br'), brotliCompressSync(`${code}// br`));
    writeFileSync(join(distDir, 'assets', 'page-abc.js.gz'), gzipSync(`${code}// gz`));
    return { distDir, code };
  };

  it('sends each route its own shell, matched as the router does, and prerendered pages as they are', async () => {
    const { distDir } = fakeDist();
    const built = await buildPlatform({ distDir });
    try {
      const page = async (url: string) => (await built.app.inject({ url })).body;
      expect(await page(`${BASENAME}/meters/faulty-meter`)).toBe('article shell');
      // Two segments, but its own route: not an article.
      expect(await page(`${BASENAME}/complaints/feedback`)).toBe('generic shell');
      expect(await page(`${BASENAME}/meters`)).toBe('generic shell');
      expect(await page(`${BASENAME}/a/b/c`)).toBe('generic shell');
      expect(await page(`${BASENAME}/emergencies`)).toBe('emergencies page');
    } finally {
      await built.app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('keeps the web server configuration the build writes to itself', async () => {
    const { distDir } = fakeDist();
    mkdirSync(join(distDir, 'deploy'));
    writeFileSync(join(distDir, 'deploy', 'nginx.conf'), 'server_tokens off;');
    const built = await buildPlatform({ distDir });
    try {
      const res = await built.app.inject({ url: `${BASENAME}/deploy/nginx.conf` });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('server_tokens');
      expect(res.body).toContain('Page not found');
    } finally {
      await built.app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('sends code compressed by the build to browsers that accept it, and plain to others', async () => {
    const { distDir, code } = fakeDist();
    const built = await buildPlatform({ distDir });
    try {
      const url = `${BASENAME}/assets/page-abc.js`;
      const br = await built.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${code}// br`);
      const gz = await built.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(`${code}// gz`);
      const plain = await built.app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(code);
    } finally {
      await built.app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('sends prerendered pages and shells as the build compressed them, not compressed per request', async () => {
    const { distDir } = fakeDist();
    // The build's copies are marked, so a copy compressed on the fly would not match.
    const page = `<!doctype html><p>${'Emergencies. '.repeat(200)}</p>`;
    const shell = `<!doctype html><div id="root">${'shell '.repeat(300)}</div>`;
    writeFileSync(join(distDir, 'emergencies', 'index.html'), page);
    writeFileSync(join(distDir, 'emergencies', 'index.html.br'), brotliCompressSync(`${page}br`));
    writeFileSync(join(distDir, 'emergencies', 'index.html.gz'), gzipSync(`${page}gz`));
    writeFileSync(join(distDir, 'shells', 'article.html'), shell);
    writeFileSync(join(distDir, 'shells', 'article.html.br'), brotliCompressSync(`${shell}br`));
    const built = await buildPlatform({ distDir });
    try {
      const get = (url: string, encoding?: string) =>
        built.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
      const br = await get(`${BASENAME}/emergencies`, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${page}br`);
      const gz = await get(`${BASENAME}/emergencies`, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(`${page}gz`);
      const plain = await get(`${BASENAME}/emergencies`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(page);
      // A shell with only a brotli copy: brotli where taken, else compressed as any response is.
      const shellBr = await get(`${BASENAME}/meters/faulty-meter`, 'br');
      expect(brotliDecompressSync(shellBr.rawPayload).toString()).toBe(`${shell}br`);
      const shellGz = await get(`${BASENAME}/meters/faulty-meter`, 'gzip');
      expect(shellGz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(shellGz.rawPayload).toString()).toBe(shell);
    } finally {
      await built.app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});

describe('HTTPS with HTTP/2', () => {
  it('serves the same pages and headers over HTTP/2, and HTTP/1.1 to clients without it', async () => {
    const tls = await testCertificate();
    const built = await buildPlatform({ tls });
    try {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = built.app.server.address() as AddressInfo;
      const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const req = session.request({ ':path': CONTENT_PATHS.header });
        req.on('response', (received) => {
          req.resume();
          req.on('end', () => resolve(received));
        });
        req.on('error', reject);
        req.end();
      });
      session.close();
      expect(headers[':status']).toBe(200);
      expect(String(headers['content-security-policy'])).toContain("script-src 'self'");
      expect(headers['strict-transport-security']).toBeDefined();

      const http1 = await new Promise<number | undefined>((resolve, reject) => {
        httpsGet(
          `https://127.0.0.1:${port}/page-not-found.html`,
          { rejectUnauthorized: false },
          (res) => {
            res.resume();
            resolve(res.statusCode);
          },
        ).on('error', reject);
      });
      expect(http1).toBe(200);
    } finally {
      await built.app.close();
    }
  });
});
