/**
 * Deployment checks behind nginx, at the HTTP level: what a web server's configuration can get
 * wrong and no page would show at once (the shell of a route, the CSP hash, caching, brotli).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:http2';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BASE_URL } from './support/browser';
import { expect, NGINX, NGINX_AREA, NGINX_TLS, servedBuild, test } from './support/nginx';
import { BASENAME } from '../../src/config/paths';
import { CONTENT_PATHS } from '../../src/config/content-paths';

/** A response as it came over the wire: no decompression, unlike fetch. */
const raw = (url: string, acceptEncoding = '') =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });

const asset = (pattern: RegExp) => {
  const name = readdirSync(join(servedBuild(), 'assets')).find((f) => pattern.test(f));
  expect(name, `the build has an asset like ${pattern}`).toBeTruthy();
  return `assets/${name}`;
};

/** Paths of the area and the shell the platform sends for each, to compare nginx with. */
const AREA_PATHS = [
  '/',
  '/emergencies',
  '/emergencies/',
  '/bills-and-payments',
  '/contact-us',
  '/make-a-complaint-select-type',
  '/meters/faulty-meter',
  '/meters/faulty-meter/',
  '/Meters/Faulty-Meter',
  '/meters/published-after-the-build',
  '/search',
  '/SEARCH/',
  '/complaints/feedback',
  '/complaints/feedback/personal-details',
  '/complaints/gas-and-electricity',
  '/complaints/pay-as-you-go/query',
  '/confirmation',
  '/deals',
  '/submit-meter-read',
  '/submit-meter-read-confirm',
  '/no/such/page/here',
];

test.describe('nginx: pages', () => {
  test('sends every path the same page or shell as the platform', async () => {
    for (const path of AREA_PATHS) {
      const [viaNginx, viaPlatform] = await Promise.all([
        fetch(`${NGINX_AREA}${path}`),
        fetch(`${BASE_URL}${BASENAME}${path}`),
      ]);
      expect(viaNginx.status, path).toBe(200);
      expect(viaNginx.status, path).toBe(viaPlatform.status);
      const body = await viaNginx.text();
      // Not assert.equal: a page apart is 30 KB of diff.
      expect(body === (await viaPlatform.text()), `${path}: nginx sent another page`).toBeTruthy();
      expect(body, path).toMatch(/<div id="root"/);
    }
    // The shells really differ, so the comparison above means something: an article the build
    // did not write (published after it) gets the article's shell.
    const article = await (await fetch(`${NGINX_AREA}/meters/published-after-the-build`)).text();
    const feedback = await (await fetch(`${NGINX_AREA}/complaints/feedback`)).text();
    expect(article).toMatch(/article-page-[^"]+\.js/);
    expect(feedback).not.toMatch(/article-page/);
  });

  test('answers paths it does not have with the page-not-found page, and hides its own config', async () => {
    for (const path of [
      '/no-such-thing',
      `${BASENAME}x`,
      `${BASENAME}/missing.js`,
      `${BASENAME}/deploy/nginx.conf`,
      `${BASENAME}/.vite/manifest.json`,
    ]) {
      const res = await fetch(`${NGINX}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body, path).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(body, path).not.toMatch(/location|server_tokens/);
    }
    const home = await fetch(`${NGINX}/`, { redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe(`${BASENAME}/`);
    const page = await fetch(`${NGINX}/page-not-found.html`);
    expect(page.status).toBe(200);
    expect((await fetch(`${NGINX}/page-not-found.css`)).status).toBe(200);
  });

  test('passes the API and content through to the upstream', async () => {
    for (const path of [
      CONTENT_PATHS.categories,
      '/aem6/content/britishgas/help/meters/faulty-meter.html',
      '/v1/addresses?postcode=LS1%204AB',
    ]) {
      const headers = { 'X-Client-ID': 'help-and-support-local' };
      const [viaNginx, viaPlatform] = await Promise.all([
        fetch(`${NGINX}${path}`, { headers }),
        fetch(`${BASE_URL}${path}`, { headers }),
      ]);
      expect(viaNginx.status, path).toBe(200);
      expect(await viaNginx.text(), path).toBe(await viaPlatform.text());
    }
    const res = await fetch(`${NGINX}/v1/customers`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/vnd.api+json; charset=utf-8');
  });
});

test.describe('nginx: headers a deploy can get wrong', () => {
  test('allows the inlined stylesheet and the prerendered pages’ loaders by their hashes, and nothing else inline', async () => {
    for (const path of [
      '/',
      '/make-a-complaint-select-type',
      '/meters/faulty-meter',
      '/search',
      '/complaints/feedback',
      '/confirmation',
    ]) {
      const res = await fetch(`${NGINX_AREA}${path}`);
      const html = await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles, `${path} inlines one stylesheet`).toHaveLength(1);
      const hash = (text: string) =>
        `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      expect(directives.get('style-src'), path).toEqual(["'self'", hash(styles[0]!)]);
      // A prerendered page asks for its code from one inline script, once it has painted
      // (scripts/build/after-paint.ts): a reading page for its islands, a form step for the app
      // (decisions 025, 026, 039). The pages rendered in the browser have none.
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      const prerendered = path !== '/confirmation';
      expect(scripts, `${path}: inline scripts`).toHaveLength(prerendered ? 1 : 0);
      const loaders = directives.get('script-src')?.slice(1) ?? [];
      expect(directives.get('script-src')?.[0], path).toBe("'self'");
      expect(loaders, `${path}: two hashes allowed, the loaders'`).toHaveLength(2);
      for (const script of scripts) expect(loaders.includes(hash(script)), path).toBeTruthy();
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(html, `${path} has no other inline script`).not.toMatch(
        /<script(?![^>]*\ssrc=)(?!>\(function\(\)\{var d=document)[^>]*>/,
      );
      expect(html, `${path} has no inline style attribute`).not.toMatch(/\sstyle="/);
    }
  });

  test('sends the platform’s security headers on every kind of response, once each', async () => {
    const names = [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'permissions-policy',
      'strict-transport-security',
    ];
    const platform = await fetch(`${BASE_URL}${BASENAME}/`);
    for (const path of [
      `${BASENAME}/`,
      `${BASENAME}/meters/faulty-meter`,
      // A redirect nginx makes itself (the guided check's answer address).
      `${BASENAME}/emergencies/no-supply/supply-answer?supply=gas`,
      `${BASENAME}/${asset(/^index-.*\.js$/)}`,
      `${BASENAME}/sw.js`,
      `${BASENAME}/missing.js`,
      '/no-such-thing',
      '/',
      '/v1/customers',
      CONTENT_PATHS.header,
    ]) {
      const res = await raw(`${NGINX}${path}`);
      for (const name of names) {
        // Node joins a repeated header with ", ": one copy each, or this differs.
        expect(res.headers[name], `${name} on ${path}`).toBe(platform.headers.get(name));
      }
    }
  });

  test('sends the build’s brotli copy with Vary, gzip to browsers without brotli, else the file', async () => {
    for (const file of [
      'index.html',
      'shells/article.html',
      'sw.js',
      asset(/^index-.*\.js$/),
      asset(/^style-.*\.css$/),
    ]) {
      const url = `${NGINX_AREA}/${file === 'index.html' ? '' : file}`;
      const original = readFileSync(join(servedBuild(), file));
      const br = await raw(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(String(br.headers.vary), file).toMatch(/Accept-Encoding/i);
      expect(br.body, file).toEqual(readFileSync(join(servedBuild(), `${file}.br`)));
      expect(brotliDecompressSync(br.body), file).toEqual(original);
      const gz = await raw(url, 'gzip');
      expect(gz.headers['content-encoding'], file).toBe('gzip');
      expect(String(gz.headers.vary), file).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(gz.body), file).toEqual(original);
      const plain = await raw(url);
      expect(plain.headers['content-encoding'], file).toBe(undefined);
      expect(plain.body, file).toEqual(original);
    }
  });

  test('compresses text with no copy from the build on the fly', async () => {
    // A file put beside the build after it was made: no .br or .gz of its own.
    const late = join(servedBuild(), 'late-addition.css');
    const css = 'body { color: #1b1b1b; }\n'.repeat(100);
    writeFileSync(late, css);
    try {
      const gz = await raw(`${NGINX_AREA}/late-addition.css`, 'gzip, br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(css);
    } finally {
      rmSync(late);
    }
  });

  test('keeps hashed code and styles for a year, and revalidates pages, shells and the worker', async () => {
    for (const file of [asset(/^index-.*\.js$/), asset(/^style-.*\.css$/)]) {
      const res = await raw(`${NGINX_AREA}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    for (const path of [
      '/',
      '/emergencies',
      '/meters/faulty-meter',
      '/no/such/page',
      '/app-shell.html',
      '/sw.js',
    ]) {
      const res = await raw(`${NGINX_AREA}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.expires, path).toBe(undefined);
    }
    const sw = await raw(`${NGINX_AREA}/sw.js`);
    expect(String(sw.headers['content-type'])).toMatch(/^application\/javascript/);
  });

  test('serves HTTP/2 over TLS when given a certificate', async () => {
    const session = connect(NGINX_TLS, { rejectUnauthorized: false });
    try {
      const { headers, body } = await new Promise<{
        headers: Record<string, unknown>;
        body: string;
      }>((resolve, reject) => {
        const req = session.request({ ':path': `${BASENAME}/emergencies` });
        let headers: Record<string, unknown> = {};
        let body = '';
        req.setEncoding('utf8');
        req.on('response', (h) => (headers = h));
        req.on('data', (c: string) => (body += c));
        req.on('end', () => resolve({ headers, body }));
        req.on('error', reject);
        req.end();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(headers[':status']).toBe(200);
      expect(body).toMatch(/<h1[^>]*>Emergencies<\/h1>/);
      expect(String(headers['content-security-policy'])).toMatch(/style-src 'self' 'sha256-/);
    } finally {
      session.close();
    }
  });
});
