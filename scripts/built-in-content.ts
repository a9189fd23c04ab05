/**
 * What the app carries of content/: built in through Vite's `define` (vite.config.ts,
 * vitest.config.ts) and read only by src/content/, each value by the pages that show it.
 *
 * - From library.json, two values: the category titles are small enough for the landing page; the
 *   article titles are read by the category pages, which are loaded lazily. Descriptions stay out:
 *   no page shows them from here. The library's schema is checked by the platform, the tests and
 *   scripts/build/main.ts.
 * - contact.json (the Contact us page, whole) and the channels it offers (the few words of
 *   "Contact us by phone or online message", on pages that cannot answer by themselves), and
 *   videos.json (the landing page's video strip). These are checked here against their schemas,
 *   and each video's guide against the library: a slip stops the build, the dev server and the
 *   tests with its reason, and the browser carries no checking code (decision 021).
 * - bank-holidays.json: the lines' opening hours and the reply dates on the confirmations count
 *   with them, and Contact us lists them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import type { Library } from '../server/content-library.ts';
import {
  bankHolidaysSchema,
  contactSchema,
  videosSchema,
  type Contact,
} from '../src/api/schemas/built-in-content.ts';

function readChecked<S extends z.ZodMiniType>(contentDir: string, name: string, schema: S) {
  const result = z.safeParse(schema, JSON.parse(readFileSync(join(contentDir, name), 'utf8')));
  if (!result.success) {
    throw new Error(`content/${name} is not valid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** The ways of contact.json in words, for "Contact us by phone or online message". */
function contactChannels(contact: Contact): string[] {
  return [
    contact.phoneLines.length > 0 && 'phone',
    contact.onlineForms.some((f) => f.kind === 'message') && 'online message',
    Boolean(contact.post?.address) && 'post',
  ].filter((c) => c !== false);
}

/**
 * The placeholders of the local platform still in contact.json, videos.json and deals.html, for
 * the build to name: a drama number, a "local:" video or stand-in offers must not go live
 * unnoticed.
 */
export function localValues(contentDir: string): string[] {
  const contact = readChecked(contentDir, 'contact.json', contactSchema);
  const { videos } = readChecked(contentDir, 'videos.json', videosSchema);
  return [
    ...contact.phoneLines
      .filter((l) => l.localValue)
      .map((l) => `contact.json phone line "${l.id}"`),
    ...(contact.post?.localValue ? ['contact.json post'] : []),
    ...(contact.meterFaultLine?.localValue ? ['contact.json meter-fault line (unset)'] : []),
    ...(contact.citizensAdvice.localValue ? ['contact.json Citizens Advice rating (unset)'] : []),
    ...(contact.complaintsReport.localValue ? ['contact.json complaints report (unset)'] : []),
    ...videos.filter((v) => v.localValue).map((v) => `videos.json "${v.id}"`),
    ...(/<meta\s+name="local-value"/.test(readFileSync(join(contentDir, 'deals.html'), 'utf8'))
      ? ['deals.html (stand-in offers)']
      : []),
  ];
}

export function builtInContent(contentDir: string) {
  const { categories } = JSON.parse(
    readFileSync(join(contentDir, 'library.json'), 'utf8'),
  ) as Library;
  const contact = readChecked(contentDir, 'contact.json', contactSchema);
  const { videos } = readChecked(contentDir, 'videos.json', videosSchema);
  for (const v of videos) {
    const [category, label] = v.guide.split('/');
    if (!categories.some((c) => c.id === category && c.articles.some((a) => a.label === label))) {
      throw new Error(
        `content/videos.json: "${v.id}" has guide "${v.guide}", which library.json does not list`,
      );
    }
  }
  return {
    __CATEGORY_TITLES__: JSON.stringify(Object.fromEntries(categories.map((c) => [c.id, c.title]))),
    __CATEGORY_ARTICLES__: JSON.stringify(
      Object.fromEntries(
        categories.map((c) => [c.id, c.articles.map(({ label, title }) => ({ label, title }))]),
      ),
    ),
    // Notes for the provider (about, localValue) stay out: no page shows them.
    __CONTACT__: JSON.stringify({
      ...contact,
      about: undefined,
      phoneLines: contact.phoneLines.map(({ localValue: _, ...line }) => line),
      // A card whose details are unset is left out, so it is not carried at all.
      post: contact.post?.address
        ? { for: contact.post.for, address: contact.post.address }
        : undefined,
      welshLine: contact.welshLine && { ...contact.welshLine, localValue: undefined },
      meterFaultLine: contact.meterFaultLine && {
        ...contact.meterFaultLine,
        localValue: undefined,
      },
      citizensAdvice: { ...contact.citizensAdvice, localValue: undefined },
      complaintsReport: { url: contact.complaintsReport.url },
    }),
    __CONTACT_CHANNELS__: JSON.stringify(contactChannels(contact)),
    // The opening hours and the confirmations' reply dates count with them; Contact us lists them.
    __BANK_HOLIDAYS__: JSON.stringify(
      readChecked(contentDir, 'bank-holidays.json', bankHolidaysSchema).dates,
    ),
    __HELP_VIDEOS__: JSON.stringify(
      videos.map(({ id, title, youtubeId, thumbnail, guide, duration }) => ({
        id,
        title,
        youtubeId,
        thumbnail,
        guide,
        duration,
      })),
    ),
  };
}
