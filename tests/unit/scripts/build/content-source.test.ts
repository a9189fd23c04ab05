// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { contentVersion } from '@/lib/content-version';
import {
  contentSource,
  readLibrary,
  type ContentSource,
  type Library,
} from '../../../../scripts/build/content-source';
import { server } from '../../../support/msw';

const contentDir = join(process.cwd(), 'content');
const env = parseEnv({});
/** content/library.json: what the local platform serves, and so what the build must find. */
const LIBRARY = JSON.parse(readFileSync(join(contentDir, 'library.json'), 'utf8')) as {
  categories: {
    id: string;
    title: string;
    metaDescription: string;
    articles: { label: string; title: string }[];
  }[];
};
const articleFile = (category: string, label: string) =>
  readFileSync(join(contentDir, 'articles', category, `${label}.html`), 'utf8');

/** The local source, with some paths answered as if the CMS had nothing there. */
const without = (source: ContentSource, missing: string[]): ContentSource => ({
  name: 'a CMS missing things',
  text: (path) => (missing.includes(path) ? Promise.resolve(null) : source.text(path)),
});

describe('the library the build reads from the local platform (content/)', () => {
  let local: ContentSource;
  let library: Library;
  beforeAll(async () => {
    local = await contentSource(env, { contentDir });
    library = await readLibrary(local, env);
  });

  it('answers in this process, from content/, with no base URL set', () => {
    expect(local.name).toMatch(/local platform/);
  });

  it('has every article of content/library.json, once, with its category', () => {
    const listed = LIBRARY.categories.flatMap((c) => c.articles.map((a) => `${c.id}/${a.label}`));
    expect(listed.length).toBeGreaterThan(0);
    expect(library.articles.map((a) => `${a.category}/${a.label}`)).toEqual(listed);
  });

  it("gives each article's HTML exactly as the CMS file has it, and its title in the list", () => {
    for (const category of LIBRARY.categories) {
      for (const entry of category.articles) {
        const article = library.articles.find(
          (a) => a.category === category.id && a.label === entry.label,
        )!;
        expect(article.html).toBe(articleFile(category.id, entry.label));
        expect(article.title).toBe(entry.title);
      }
    }
  });

  it('gives each article an 8-hex-digit version of its text', () => {
    for (const article of library.articles) {
      expect(article.version).toMatch(/^[0-9a-f]{8}$/);
      expect(article.version).toBe(contentVersion(article.html));
    }
    // Different texts, different versions.
    expect(new Set(library.articles.map((a) => a.version)).size).toBe(library.articles.length);
  });

  it("lists each category's articles in the CMS's order, categories without articles included", () => {
    expect(library.categories).toEqual(
      LIBRARY.categories.map((c) => ({
        id: c.id,
        articles: c.articles.map((a) => ({ label: a.label, title: a.title })),
      })),
    );
  });

  it("gives each category's description", () => {
    expect(Object.fromEntries(library.descriptions)).toEqual(
      Object.fromEntries(LIBRARY.categories.map((c) => [c.id, c.metaDescription])),
    );
  });

  it('answers null for a path it has nothing at', async () => {
    expect(await local.text(`${env.VITE_ARTICLE_PATH}/meters/no-such-article.html`)).toBeNull();
  });

  it('stops with the name of an article the CMS lists but cannot give', async () => {
    const missing = `${env.VITE_ARTICLE_PATH}/meters/faulty-meter.html`;
    await expect(readLibrary(without(local, [missing]), env)).rejects.toThrow(
      /lists meters\/faulty-meter but has no \/aem6\/content\/britishgas\/help\/meters\/faulty-meter\.html/,
    );
  });

  it('stops, naming the path, when there is no category list', async () => {
    await expect(readLibrary(without(local, [env.VITE_CATEGORIES_PATH]), env)).rejects.toThrow(
      `a CMS missing things has nothing at ${env.VITE_CATEGORIES_PATH}`,
    );
  });
});

describe('a content source at a base URL', () => {
  const BASE = 'https://cms.example.test';

  it('fetches the content path under the base URL over HTTP', async () => {
    server.use(
      http.get(`${BASE}/content/thing.json`, () => HttpResponse.text('{"from":"the CMS"}')),
    );
    const source = await contentSource(parseEnv({ VITE_CONTENT_BASE_URL: BASE }), { contentDir });
    expect(source.name).toBe(BASE);
    expect(await source.text('/content/thing.json')).toBe('{"from":"the CMS"}');
  });

  it("uses the build's CONTENT_SOURCE_URL where the app's content is on its own origin", async () => {
    server.use(http.get(`${BASE}/content/thing.json`, () => HttpResponse.text('provider')));
    const source = await contentSource(env, { contentDir, sourceUrl: BASE });
    expect(await source.text('/content/thing.json')).toBe('provider');
  });

  it("prefers the app's own content base URL to CONTENT_SOURCE_URL", async () => {
    server.use(http.get(`${BASE}/content/thing.json`, () => HttpResponse.text("the app's")));
    const source = await contentSource(parseEnv({ VITE_CONTENT_BASE_URL: BASE }), {
      contentDir,
      sourceUrl: 'https://elsewhere.example.test',
    });
    expect(source.name).toBe(BASE);
    expect(await source.text('/content/thing.json')).toBe("the app's");
  });

  it('answers null for a 404', async () => {
    server.use(
      http.get(`${BASE}/content/gone.json`, () => new HttpResponse('nope', { status: 404 })),
    );
    const source = await contentSource(env, { contentDir, sourceUrl: BASE });
    expect(await source.text('/content/gone.json')).toBeNull();
  });

  it('fails on any other error status, naming the address', async () => {
    server.use(
      http.get(`${BASE}/content/broken.json`, () => new HttpResponse('oops', { status: 503 })),
    );
    const source = await contentSource(env, { contentDir, sourceUrl: BASE });
    await expect(source.text('/content/broken.json')).rejects.toThrow(
      `${BASE}/content/broken.json answered 503`,
    );
  });
});
