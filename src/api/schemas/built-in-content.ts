/**
 * Schemas of the content built into the app (content/contact.json, content/videos.json), checked
 * when the app is built (scripts/built-in-content.ts) and by the tests. A module of its own: the
 * browser imports only its types, so it never carries the checks (zod's calls cannot be
 * tree-shaken, and content.ts loads with every page that fetches).
 */
import * as z from 'zod/mini';
import { weekdaysIn } from '../../lib/opening-hours.ts';

// Strict objects: a misspelt field name is an error, not a silent default.
const text = z.string().check(z.minLength(1), z.maxLength(300));
const slug = z.string().check(z.regex(/^[a-z0-9-]+$/));
/** What a placeholder entry says about itself, e.g. "local value: set the provider's number". */
const localValue = z.optional(
  z.string().check(z.regex(/^local value: .+/, 'A local value note starts "local value: "')),
);

/**
 * Ofcom keeps these ranges for drama and examples: no such number is ever given to anyone, so a
 * local value taken from them can ring no one. Each is the first eight digits of 1,000 numbers.
 */
const OFCOM_DRAMA_RANGES = [
  '02079460', // 020 7946 0000-0999 (London)
  '01632960', // 01632 960000-960999
  '01134960', // 0113 496 0000-0999 (Leeds)
  '01214960', // 0121 496 0000-0999 (Birmingham)
  '01614960', // 0161 496 0000-0999 (Manchester)
  '03069990', // 03069 990000-990999 (UK-wide, charged as 01 and 02)
  '07700900', // 07700 900000-900999 (mobile)
  '08081570', // 0808 157 0000-0999 (freephone)
  '09098790', // 0909 879 0000-0999 (premium rate)
];
export const isOfcomDramaNumber = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return digits.length === 11 && OFCOM_DRAMA_RANGES.some((r) => digits.startsWith(r));
};

/** "08:00"; "24:00" only as a closing time. */
const clock = z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/));
const opensAndCloses = z
  .strictObject({ opens: clock, closes: clock })
  .check(z.refine((h) => h.opens < h.closes, 'A line closes after it opens'));
/** "Monday to Friday", "Saturday", "Every day": words the page shows and the clock reads. */
const days = text.check(
  z.refine(
    (d) => weekdaysIn(d) !== null,
    'Days are "Every day", a day ("Saturday") or a range ("Monday to Friday")',
  ),
);
const openingHours = z.union([
  z
    .strictObject({ days, opens: clock, closes: clock })
    .check(z.refine((h) => h.opens < h.closes, 'A line closes after it opens')),
  z.strictObject({ days, closed: z.literal(true) }),
]);
const weeklyHours = {
  /** Every day of the week once: when the line opens, or that it is closed. */
  hours: z.array(openingHours).check(
    z.refine(
      (hours) =>
        hours
          .flatMap((h) => weekdaysIn(h.days) ?? [])
          .sort()
          .join() === '0,1,2,3,4,5,6',
      'The hours name every day of the week once (a closed day as { "days": "Sunday", "closed": true })',
    ),
  ),
  /**
   * On a bank holiday (content/bank-holidays.json): "closed", "usual" (as on that weekday), or the
   * hours kept then.
   */
  bankHolidays: z.union([z.literal('closed'), z.literal('usual'), opensAndCloses]),
};

/** A page on another site, over HTTPS. */
const httpsUrl = z.string().check(z.regex(/^https:\/\/[^\s]+$/));

/** As it is shown and read out: digits in groups ("0800 111 999"). */
const phoneNumber = z.string().check(
  z.regex(
    /^0\d{2,4}(?: \d{3,6}){1,2}$|^\d{3}$/,
    'A UK number in its usual groups ("0800 111 999", "03069 990192") or a short code ("105")',
  ),
  z.refine(
    (n) => n.length === 3 || [10, 11].includes(n.replace(/\D/g, '').length),
    'A UK number has 10 or 11 digits',
  ),
);

const phoneLine = z
  .strictObject({
    id: slug,
    name: text,
    /** What the line is for, as a sentence. */
    for: text,
    number: phoneNumber,
    ...weeklyHours,
    /** In words, as Ofcom's guidance puts it: "Free from UK landlines and mobiles". */
    cost: text,
    localValue,
  })
  .check(
    z.refine(
      (l) => (l.localValue !== undefined) === isOfcomDramaNumber(l.number),
      'A local value must be an Ofcom drama number (020 7946 0xxx, 0808 157 0xxx, ...), and a drama number must say it is a local value',
    ),
  );

/** content/contact.json: every way to reach the provider, shown on the Contact us page. */
export const contactSchema = z
  .strictObject({
    about: z.optional(z.string()),
    phoneLines: z.array(phoneLine),
    relayUk: z.optional(
      z.strictObject({
        /** How Relay UK works, as a sentence for the customer. */
        how: text,
        prefix: z.literal('18001'),
        /** Ids of phone lines that take Relay UK calls. */
        lines: z.array(slug).check(z.minLength(1)),
      }),
    ),
    /**
     * The provider's 24-hour line for a meter fault that leaves a customer without gas or
     * electricity (suppliers must answer these at any hour since 2025). `number` is null until the
     * provider gives it: never a placeholder, since a customer without supply would ring no one.
     * Unset, pages that need it send customers to the meter emergency line
     * (config/emergency-numbers.ts) instead.
     */
    meterFaultLine: z.optional(
      z
        .strictObject({
          name: text,
          /** What the line is for, as a sentence. */
          for: text,
          number: z.nullable(phoneNumber),
          /** In words, as Ofcom's guidance puts it; with the number. */
          cost: z.optional(text),
          localValue,
        })
        .check(
          z.refine(
            (l) => (l.number === null) === (l.localValue !== undefined),
            'An unset meter-fault number (null) says it is a local value, and only an unset one does',
          ),
          z.refine(
            (l) => l.number === null || !isOfcomDramaNumber(l.number),
            'The meter-fault number is the real one or null, never a drama number',
          ),
          z.refine(
            (l) => (l.number === null) === (l.cost === undefined),
            'A set meter-fault number says what a call costs; an unset one has no cost',
          ),
        ),
    ),
    /**
     * A line answered in Welsh, where the provider has one: its card is shown only when set (it is
     * absent here: no such line is known).
     */
    welshLine: z.optional(phoneLine),
    /**
     * The postal address; null until the provider gives it (with a local-value note), and then the
     * page has no post card: never an address with placeholders in it.
     */
    post: z.optional(
      z
        .strictObject({
          for: text,
          address: z.nullable(
            z
              .array(text.check(z.regex(/^[^[\]]*$/, 'No [placeholder] in an address')))
              .check(z.minLength(2), z.maxLength(8)),
          ),
          localValue,
        })
        .check(
          z.refine(
            (p) => (p.address === null) === (p.localValue !== undefined),
            'An unset address (null) says it is a local value, and only an unset one does',
          ),
        ),
    ),
    /**
     * The Energy Ombudsman (public details, checked when written; change them here if they move):
     * its website, and its phone line with what a call costs.
     */
    ombudsman: z.strictObject({
      website: httpsUrl,
      number: phoneNumber,
      cost: text,
    }),
    /**
     * Citizens Advice: its consumer helpline (free, independent advice) and its star rating of
     * energy suppliers' customer service, which Ofgem asks suppliers to show (since December
     * 2023). `rating` is the provider's latest, as Citizens Advice publishes it each quarter, or
     * null (with a local-value note) until the provider sets it: never a number made up here.
     */
    citizensAdvice: z
      .strictObject({
        website: httpsUrl,
        consumerHelpline: phoneNumber,
        /** Citizens Advice's own page comparing suppliers' ratings. */
        ratingPage: httpsUrl,
        rating: z.nullable(
          z.strictObject({
            /** Out of 5, as published (for example 3.2). */
            stars: z.number().check(z.gte(0), z.lte(5)),
            /** The months it covers, as published ("July to September 2026"). */
            period: text,
          }),
        ),
        localValue,
      })
      .check(
        z.refine(
          (c) => (c.rating === null) === (c.localValue !== undefined),
          'An unset rating (null) says it is a local value, and only an unset one does',
        ),
      ),
    /**
     * The annual complaints report (the Consumer Complaints Handling Standards ask suppliers to
     * publish one): its address, or null (with a local-value note) until the provider sets it.
     */
    complaintsReport: z
      .strictObject({ url: z.nullable(httpsUrl), localValue })
      .check(
        z.refine(
          (r) => (r.url === null) === (r.localValue !== undefined),
          'An unset report (null) says it is a local value, and only an unset one does',
        ),
      ),
    onlineForms: z.array(
      z.strictObject({
        /** Which card of the Contact us page lists the form. */
        kind: z.enum(['message', 'complaint']),
        name: text,
        /** A page of this area, by its path without the leading slash. */
        page: z.string().check(z.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)),
      }),
    ),
  })
  .check(
    z.refine(
      (c) =>
        (c.relayUk?.lines ?? []).every((id) =>
          [...c.phoneLines, ...(c.welshLine ? [c.welshLine] : [])].some((l) => l.id === id),
        ),
      'relayUk.lines names a phone line that phoneLines does not list',
    ),
  );
export type Contact = z.infer<typeof contactSchema>;
export type PhoneLine = Contact['phoneLines'][number];
export type MeterFaultLine = NonNullable<Contact['meterFaultLine']>;

/** content/bank-holidays.json: the region's bank holidays, by date, as GOV.UK lists them. */
export const bankHolidaysSchema = z.strictObject({
  about: z.optional(z.string()),
  region: z.literal('England and Wales'),
  dates: z
    .array(
      z.strictObject({
        date: z.string().check(z.regex(/^20\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/)),
        name: text,
      }),
    )
    .check(
      z.refine(
        (dates) => dates.every((d, i) => i === 0 || dates[i - 1]!.date < d.date),
        'Dates in order, each once',
      ),
    ),
});

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
