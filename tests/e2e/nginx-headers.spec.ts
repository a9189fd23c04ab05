/**
 * Deployment checks behind nginx, at the HTTP level: what a web server's configuration can get
 * wrong and no page would show at once (the shell of a route, the CSP hash, caching, brotli).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:http2';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BASE_URL } from './support/browser';
import { NGINX, NGINX_AREA, NGINX_TLS, servedBuild } from './support/nginx';
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
  assert.ok(name, `the build has an asset like ${pattern}`);
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

describe('nginx: pages', () => {
  it('sends every path the same page or shell as the platform', async () => {
    for (const path of AREA_PATHS) {
      const [viaNginx, viaPlatform] = await Promise.all([
        fetch(`${NGINX_AREA}${path}`),
        fetch(`${BASE_URL}${BASENAME}${path}`),
      ]);
      assert.equal(viaNginx.status, 200, path);
      assert.equal(viaNginx.status, viaPlatform.status, path);
      const body = await viaNginx.text();
      // Not assert.equal: a page apart is 30 KB of diff.
      assert.ok(body === (await viaPlatform.text()), `${path}: nginx sent another page`);
      assert.match(body, /<div id="root"/, path);
    }
    // The shells really differ, so the comparison above means something: an article the build
    // did not write (published after it) gets the article's shell.
    const article = await (await fetch(`${NGINX_AREA}/meters/published-after-the-build`)).text();
    const feedback = await (await fetch(`${NGINX_AREA}/complaints/feedback`)).text();
    assert.match(article, /article-page-[^"]+\.js/);
    assert.doesNotMatch(feedback, /article-page/);
  });

  it('answers paths it does not have with the page-not-found page, and hides its own config', async () => {
    for (const path of [
      '/no-such-thing',
      `${BASENAME}x`,
      `${BASENAME}/missing.js`,
      `${BASENAME}/deploy/nginx.conf`,
      `${BASENAME}/.vite/manifest.json`,
    ]) {
      const res = await fetch(`${NGINX}${path}`, { redirect: 'manual' });
      assert.equal(res.status, 404, path);
      const body = await res.text();
      assert.match(body, /<h1[^>]*>Page not found<\/h1>/, path);
      assert.doesNotMatch(body, /location|server_tokens/, path);
    }
    const home = await fetch(`${NGINX}/`, { redirect: 'manual' });
    assert.equal(home.status, 302);
    assert.equal(home.headers.get('location'), `${BASENAME}/`);
    const page = await fetch(`${NGINX}/page-not-found.html`);
    assert.equal(page.status, 200);
    assert.equal((await fetch(`${NGINX}/page-not-found.css`)).status, 200);
  });

  it('passes the API and content through to the upstream', async () => {
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
      assert.equal(viaNginx.status, 200, path);
      assert.equal(await viaNginx.text(), await viaPlatform.text(), path);
    }
    const res = await fetch(`${NGINX}/v1/customers`);
    assert.equal(res.status, 401);
    assert.equal(res.headers.get('content-type'), 'application/vnd.api+json; charset=utf-8');
  });
});

describe('nginx: headers a deploy can get wrong', () => {
  it('allows the inlined stylesheet and the prerendered pages’ loaders by their hashes, and nothing else inline', async () => {
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
      assert.equal(styles.length, 1, `${path} inlines one stylesheet`);
      const hash = (text: string) =>
        `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      assert.deepEqual(directives.get('style-src'), ["'self'", hash(styles[0]!)], path);
      // A prerendered page asks for its code from one inline script, once it has painted
      // (scripts/build/after-paint.ts): a reading page for its islands, a form step for the app
      // (decisions 025, 026, 039). The pages rendered in the browser have none.
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      const prerendered = path !== '/confirmation';
      assert.equal(scripts.length, prerendered ? 1 : 0, `${path}: inline scripts`);
      const loaders = directives.get('script-src')?.slice(1) ?? [];
      assert.equal(directives.get('script-src')?.[0], "'self'", path);
      assert.equal(loaders.length, 2, `${path}: two hashes allowed, the loaders'`);
      for (const script of scripts) assert.ok(loaders.includes(hash(script)), path);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/, path);
      assert.doesNotMatch(
        html,
        /<script(?![^>]*\ssrc=)(?!>\(function\(\)\{var d=document)[^>]*>/,
        `${path} has no other inline script`,
      );
      assert.doesNotMatch(html, /\sstyle="/, `${path} has no inline style attribute`);
    }
  });

  it('sends the platform’s security headers on every kind of response, once each', async () => {
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
        assert.equal(res.headers[name], platform.headers.get(name), `${name} on ${path}`);
      }
    }
  });

  it('sends the build’s brotli copy with Vary, gzip to browsers without brotli, else the file', async () => {
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
      assert.equal(br.headers['content-encoding'], 'br', file);
      assert.match(String(br.headers.vary), /Accept-Encoding/i, file);
      assert.deepEqual(br.body, readFileSync(join(servedBuild(), `${file}.br`)), file);
      assert.deepEqual(brotliDecompressSync(br.body), original, file);
      const gz = await raw(url, 'gzip');
      assert.equal(gz.headers['content-encoding'], 'gzip', file);
      assert.match(String(gz.headers.vary), /Accept-Encoding/i, file);
      assert.deepEqual(gunzipSync(gz.body), original, file);
      const plain = await raw(url);
      assert.equal(plain.headers['content-encoding'], undefined, file);
      assert.deepEqual(plain.body, original, file);
    }
  });

  it('compresses text with no copy from the build on the fly', async () => {
    // A file put beside the build after it was made: no .br or .gz of its own.
    const late = join(servedBuild(), 'late-addition.css');
    const css = 'body { color: #1b1b1b; }\n'.repeat(100);
    writeFileSync(late, css);
    try {
      const gz = await raw(`${NGINX_AREA}/late-addition.css`, 'gzip, br');
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gz.body).toString(), css);
    } finally {
      rmSync(late);
    }
  });

  it('keeps hashed code and styles for a year, and revalidates pages, shells and the worker', async () => {
    for (const file of [asset(/^index-.*\.js$/), asset(/^style-.*\.css$/)]) {
      const res = await raw(`${NGINX_AREA}/${file}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', file);
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
      assert.equal(res.status, 200, path);
      assert.equal(res.headers['cache-control'], 'no-cache', path);
      assert.equal(res.headers.expires, undefined, path);
    }
    const sw = await raw(`${NGINX_AREA}/sw.js`);
    assert.match(String(sw.headers['content-type']), /^application\/javascript/);
  });

  it('serves HTTP/2 over TLS when given a certificate', async () => {
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
      assert.equal(session.alpnProtocol, 'h2');
      assert.equal(headers[':status'], 200);
      assert.match(body, /<h1[^>]*>Emergencies<\/h1>/);
      assert.match(String(headers['content-security-policy']), /style-src 'self' 'sha256-/);
    } finally {
      session.close();
    }
  });
});
