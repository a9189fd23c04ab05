// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { BASENAME } from '@/config/paths';
import { buildPlatform } from '../../../server/app';
import { NO_RATE_LIMITS, type LimitOverrides } from '../../../server/limits';
import { SEARCH_PAGE_PATH } from '../../../server/search-page';
import { searchPageBuild } from '../../support/search-build';

// The search page the platform answers (decision 034), over a build of its own.
const AS_BUILT = 'Search help and support';
const build = searchPageBuild(AS_BUILT);

const platforms: Awaited<ReturnType<typeof buildPlatform>>[] = [];
const platform = async (limits: LimitOverrides = {}) => {
  const built = await buildPlatform({ distDir: build, limits: { ...NO_RATE_LIMITS, ...limits } });
  platforms.push(built);
  return built.app;
};
afterAll(async () => {
  await Promise.all(platforms.map((p) => p.app.close()));
  rmSync(build, { recursive: true, force: true });
});

const search = (app: Awaited<ReturnType<typeof platform>>, query: Record<string, string>) =>
  app.inject({ url: `${SEARCH_PAGE_PATH}?${new URLSearchParams(query).toString()}` });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the search page the platform answers (decision 034)', () => {
  it('answers the words in the page it sends', async () => {
    const res = await search(await platform(), {
      q: 'boiler pressure',
      from: `${BASENAME}/`,
    });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toContain('Search results for boiler pressure');
    expect(res.body).toContain('Topping up your boiler pressure');
  });

  it('sends each browser the copy it takes, made for it (issue 37)', async () => {
    const app = await platform();
    const query = new URLSearchParams({ q: 'boiler pressure' }).toString();
    const ask = (encoding: string) =>
      app.inject({ url: `${SEARCH_PAGE_PATH}?${query}`, headers: { 'accept-encoding': encoding } });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(titleOf(plain.body)).toContain('Search results for boiler pressure');
    for (const [accept, encoding, decode] of [
      ['gzip', 'gzip', gunzipSync],
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await ask(accept);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(decode(res.rawPayload).toString(), accept).toBe(plain.body);
    }
  });

  it('keeps `from` only when it is a short path of the area (issue 37)', async () => {
    const app = await platform();
    const huge = `${BASENAME}/${'a'.repeat(14_000)}`;
    const plain = await search(app, { q: 'boiler pressure' });
    for (const from of [
      huge,
      `${BASENAME}/meters/${'b'.repeat(81)}`,
      `${BASENAME}/a/b/c/d`,
      `https://evil.example${BASENAME}/`,
      '//evil.example/',
      `${BASENAME}/../../etc`,
      `${BASENAME}/search`,
      '/elsewhere',
    ]) {
      const res = await search(app, { q: 'boiler pressure', from });
      expect(res.statusCode, from).toBe(200);
      // The page is the one without a `from`, to the byte: nothing of it is carried in.
      expect(res.body, from).toBe(plain.body);
    }
    const kept = await search(app, { q: 'boiler pressure', from: `${BASENAME}/meters` });
    expect(kept.body).toContain(`href="${BASENAME}/meters"`);
    expect(kept.body.length).toBeLessThan(plain.body.length + 1_000);
  });

  it('escapes q, from and page wherever the page shows them (held since issue 27)', async () => {
    const app = await platform();
    const markup = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await search(app, {
      q: `boiler ${markup}`,
      from: `${BASENAME}/meters${markup}`,
      page: `2${markup}`,
    });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toContain('Search results for boiler');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('"><script');
  });

  it('sends one address over its limit the page as built, as nginx does, not a 429 (issue 48)', async () => {
    // People behind one address (an office, a mobile network) still get a page that searches.
    const app = await platform({ doors: { searchPages: [{ max: 2, windowMs: 60_000 }] } });
    const asked = [];
    for (let i = 0; i < 4; i += 1) asked.push(await search(app, { q: 'boiler pressure' }));
    expect(asked.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(asked.map((res) => titleOf(res.body))).toEqual([
      expect.stringContaining('Search results for boiler pressure'),
      expect.stringContaining('Search results for boiler pressure'),
      expect.stringContaining(AS_BUILT),
      expect.stringContaining(AS_BUILT),
    ]);
    expect(asked[2]!.headers['content-type']).toContain('text/html');
    expect(asked[2]!.headers['retry-after']).toBeUndefined();
  });

  it('sends the page as built once the time for search pages is spent, for all clients, and answers again once there is time', async () => {
    // A budget of 1 ms at once and none after: the first search takes it all.
    const app = await platform({ searchPageTime: { burstMs: 1, perSecondMs: 0 } });
    const answered = await search(app, { q: 'boiler pressure' });
    expect(titleOf(answered.body)).toContain('Search results for boiler pressure');
    for (const q of ['meter reading', 'no heating', 'gas smell']) {
      const res = await search(app, { q });
      expect(res.statusCode, q).toBe(200);
      expect(titleOf(res.body), q).toBe(AS_BUILT);
    }
    // A page already worked out costs nothing: still sent with its answer.
    expect(titleOf((await search(app, { q: 'boiler pressure' })).body)).toContain(
      'boiler pressure',
    );

    // Time comes back at its rate.
    const refilled = await platform({ searchPageTime: { burstMs: 1, perSecondMs: 1_000_000 } });
    await search(refilled, { q: 'boiler pressure' });
    await new Promise((done) => setTimeout(done, 20));
    expect(titleOf((await search(refilled, { q: 'meter reading' })).body)).toContain(
      'Search results for meter reading',
    );
  });
});
