/**
 * Schemas of the content built into the app (content/videos.json), checked
 * when the app is built (scripts/built-in-content.ts) and by the tests. A module of its own: the
 * browser imports only its types, so it never carries the checks (zod's calls cannot be
 * tree-shaken, and content.ts loads with every page that fetches).
 */
import * as z from 'zod/mini';

// Strict objects: a misspelt field name is an error, not a silent default.
const text = z.string().check(z.minLength(1), z.maxLength(300));
const slug = z.string().check(z.regex(/^[a-z0-9-]+$/));
/** What a placeholder entry says about itself, e.g. "local value: set the provider's number". */
const localValue = z.optional(
  z.string().check(z.regex(/^local value: .+/, 'A local value note starts "local value: "')),
);

/** content/videos.json: the landing page's help videos (SPEC §2: seven). */
export const videosSchema = z.strictObject({
  about: z.optional(z.string()),
  videos: z.array(
    z
      .strictObject({
        id: slug,
        title: text,
        /**
         * The provider's YouTube video id (11 characters), or a local value "local:<id>": a colon
         * is never part of a YouTube id, so a local value cannot pass for a real video.
         */
        youtubeId: z
          .string()
          .check(
            z.regex(
              /^[A-Za-z0-9_-]{11}$|^local:[a-z0-9-]+$/,
              'A YouTube id (11 characters) or a local value "local:<name>"',
            ),
          ),
        /** An image of ours in public/videos, with no words in it (the caption says what it is). */
        thumbnail: z.string().check(z.regex(/^[a-z0-9-]+\.(?:svg|png|jpg|webp)$/)),
        /** The article with the same help in words, as category/label of content/library.json. */
        guide: z.string().check(z.regex(/^[a-z0-9-]+\/[a-z0-9-]+$/)),
        /** "2:10"; only for a real video. */
        duration: z.optional(z.string().check(z.regex(/^\d{1,2}:[0-5]\d$/))),
        localValue,
      })
      .check(
        z.refine(
          (v) => (v.localValue !== undefined) === v.youtubeId.startsWith('local:'),
          'A "local:" video id says it is a local value, and only such an id does',
        ),
        z.refine(
          (v) => !(v.duration && v.youtubeId.startsWith('local:')),
          'A local value has no duration: no one knows how long the real video is',
        ),
      ),
  ),
});
