import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stemmer } from 'stemmer';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { videosSchema } from '@/api/schemas/built-in-content';
import { helpVideos } from '@/content/videos';
import { builtInContent } from '../../../scripts/built-in-content';
import { contentDir, library, videosJson } from '../../support/fixtures';
import { BASENAME } from '@/config/paths';

const { videos } = videosSchema.parse(videosJson);
const SMALL_WORDS = new Set([
  'using',
  'your',
  'with',
  'what',
  'when',
  'ways',
  'from',
  'give',
  'take',
]);
/** The words of a title that say what it is about, as stems ("Bleeding a radiator": bleed, radiat). */
const subject = (title: string) =>
  new Set(
    title
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 && !SMALL_WORDS.has(w))
      .map((w) => stemmer(w)),
  );

describe('content/videos.json', () => {
  it('has the seven videos of SPEC §2, each with its own id', () => {
    expect(videos).toHaveLength(7);
    expect(new Set(videos.map((v) => v.id)).size).toBe(7);
  });

  it("sends each video's guide link to an article about the same thing", () => {
    const misfits: string[] = [];
    for (const v of videos) {
      const [category, label] = v.guide.split('/');
      const article = library.categories
        .find((c) => c.id === category)
        ?.articles.find((a) => a.label === label);
      const shared = [...subject(v.title)].filter((w) => subject(article?.title ?? '').has(w));
      if (shared.length === 0) misfits.push(`"${v.title}" -> ${v.guide} "${article?.title}"`);
    }
    expect(misfits).toEqual([]);
  });

  it('is what the landing page carries, with in-app paths and thumbnail URLs', () => {
    expect(helpVideos.map((v) => [v.title, v.guide, v.thumbnail])).toEqual(
      videos.map((v) => [v.title, `/${v.guide}`, `${BASENAME}/videos/${v.thumbnail}`]),
    );
  });

  it('has a thumbnail of ours for each video, with no words drawn into it', () => {
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      const file = join(process.cwd(), 'public', 'videos', v.thumbnail);
      expect(existsSync(file), v.thumbnail).toBe(true);
    }
    // The caption below the picture names the video; words in the picture would say it twice.
    const drawn = videos.filter((v) => v.thumbnail.endsWith('.svg'));
    expect(drawn.length).toBeGreaterThan(0);
    for (const v of drawn) {
      const file = join(process.cwd(), 'public', 'videos', v.thumbnail);
      expect(readFileSync(file, 'utf8'), v.thumbnail).not.toMatch(/<text/);
    }
  });

  it('marks each made-up video id as a local value that cannot pass for a YouTube id', () => {
    const youtubeIdShape = (v: (typeof videos)[number]) =>
      v.localValue ? /^local:/ : /^[A-Za-z0-9_-]{11}$/;
    expect(videos.filter((v) => !youtubeIdShape(v).test(v.youtubeId))).toEqual([]);
    const first = videos[0]!;
    const parse = (v: object) => z.safeParse(videosSchema, { videos: [{ ...first, ...v }] });
    expect(parse({ localValue: undefined }).success).toBe(false);
    expect(parse({ youtubeId: 'dQw4w9WgXcQ' }).success).toBe(false);
    expect(parse({ youtubeId: 'dQw4w9WgXcQ', localValue: undefined }).success).toBe(true);
    expect(parse({ duration: '2:10' }).success).toBe(false);
  });

  it('stops the build when a guide is not an article of the library', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(contentDir, dir, { recursive: true });
    const json = JSON.parse(readFileSync(join(dir, 'videos.json'), 'utf8')) as typeof videosJson & {
      videos: { guide: string }[];
    };
    json.videos[0]!.guide = 'meters/no-such-article';
    writeFileSync(join(dir, 'videos.json'), JSON.stringify(json));
    expect(() => builtInContent(dir)).toThrow(
      'content/videos.json: "read-your-meter" has guide "meters/no-such-article", which library.json does not list',
    );
  });
});
