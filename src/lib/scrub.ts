/**
 * Personal data that must never reach monitoring, analytics, page-feedback comments or search
 * gaps: emails, account numbers, phone numbers, postcodes and other long numbers, wherever they
 * appear (URLs, action names, error messages and stacks, search terms, comments). One scrubber
 * for all of them, in the app, on the platform and in the insights report.
 *
 * Each is found in the text as it reads, not as it is encoded (issue 37): compatibility forms
 * as what they stand for (NFKC: full-width ０７７００ is 07700, ＠ is @), characters that show
 * nothing left out (zero-width spaces and joiners, soft hyphens, direction marks), digits of any
 * script as digits (Arabic-Indic ٠٧٧٠٠), letters of any alphabet in an email (siobhán@example.ie,
 * jo@exämple.com), and any separator between the groups of a number (spaces, dashes of every
 * length, slashes, dots, commas, underscores, brackets). What is found is replaced by a marker;
 * everything else is kept exactly as written.
 */

/** Characters that show nothing: format characters (Unicode's Cf), left out when reading. */
const INVISIBLE = /\p{Cf}/u;
const DIGIT = /\p{Nd}/u;
/** Text that is ASCII throughout reads as it is written. */
const NOT_ASCII = /\P{ASCII}/u;

/** A digit of any script as its ASCII digit: decimal digits come in runs of ten from zero. */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0)!;
  let zero = code;
  while (zero > code - 9 && DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String(code - zero);
}

/** What a character that is not ASCII reads as: worked out once for each (bounded). */
const meanings = new Map<string, string>();
function meaning(char: string): string {
  let meant = meanings.get(char);
  if (meant === undefined) {
    meant = INVISIBLE.test(char) ? '' : char.normalize('NFKC').replace(/\p{Nd}/gu, asciiDigit);
    if (meanings.size >= 10_000) meanings.clear();
    meanings.set(char, meant);
  }
  return meant;
}

/**
 * The text as it reads (see above), with where each of its characters came from in the text as
 * written: `from[i]` is the index of the written character that gave character i, and
 * `from[length]` the written text's length.
 */
function reading(text: string): { text: string; from: number[] } {
  const from: number[] = [];
  if (!NOT_ASCII.test(text)) {
    for (let i = 0; i <= text.length; i += 1) from.push(i);
    return { text, from };
  }
  const read: string[] = [];
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i)!;
    const char = code < 0x80 ? text[i]! : String.fromCodePoint(code);
    const meant = code < 0x80 ? char : meaning(char);
    for (let k = 0; k < meant.length; k += 1) from.push(i);
    read.push(meant);
    i += char.length;
  }
  from.push(text.length);
  return { text: read.join(''), from };
}

/** Where something was found in the text as it reads, and the marker it gets. */
interface Found {
  start: number;
  end: number;
  marker: string;
}

/**
 * Replaces what `find` finds in the text as it reads by its marker, in the text as written: a
 * character written as several (a full-width digit, a letter and its accent) goes whole.
 */
function replaceFound(text: string, find: (read: string) => Found[]): string {
  const read = reading(text);
  let out = '';
  let at = 0;
  for (const { start, end, marker } of find(read.text)) {
    const from = read.from[start]!;
    // To the end of the written character that gave the last character found.
    let next = end;
    while (next < read.text.length && read.from[next] === read.from[end - 1]) next += 1;
    const to = read.from[next]!;
    if (from < at) continue;
    out += text.slice(at, from) + marker;
    at = to;
  }
  return out + text.slice(at);
}

/** Everything a pattern matches, as found. */
const matches =
  (pattern: RegExp, marker: string | ((match: string) => string | null)) =>
  (read: string): Found[] =>
    [...read.matchAll(pattern)].flatMap((m) => {
      const given = typeof marker === 'string' ? marker : marker(m[0]);
      return given === null ? [] : [{ start: m.index, end: m.index + m[0].length, marker: given }];
    });

// An email's parts: any letter (with its accents), digit and the usual signs.
const LOCAL = /[\p{L}\p{M}\p{N}._%+'-]/u;
const DOMAIN = /[\p{L}\p{M}\p{N}.-]/u;
const TOP_LEVEL = /^\p{L}[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}]$/u;

/**
 * Emails, also written with %40: found from each @ outwards (a pattern that starts anywhere
 * takes time in the square of a long word's length), a name before it and a domain of two labels
 * or more after it, the last one of letters.
 */
function emails(read: string): Found[] {
  if (!read.includes('@') && !/%40/i.test(read)) return [];
  const found: Found[] = [];
  const chars = [...read];
  // Indexes in code units, of each code point.
  const index: number[] = [];
  let unit = 0;
  for (const char of chars) {
    index.push(unit);
    unit += char.length;
  }
  index.push(unit);
  let after = 0;
  for (let i = 0; i < chars.length; i += 1) {
    const at = chars[i] === '@' ? 1 : /^%40/i.test(read.slice(index[i], index[i]! + 3)) ? 3 : 0;
    if (at === 0 || i < after) continue;
    let start = i;
    while (start > after && LOCAL.test(chars[start - 1]!)) start -= 1;
    let end = i + at;
    while (end < chars.length && DOMAIN.test(chars[end]!)) end += 1;
    while (end > i + at && /[.-]/.test(chars[end - 1]!)) end -= 1;
    const labels = chars
      .slice(i + at, end)
      .join('')
      .split('.');
    const email =
      start < i &&
      labels.length >= 2 &&
      labels.every((label) => label.length > 0) &&
      TOP_LEVEL.test(labels.at(-1)!);
    if (email) found.push({ start: index[start]!, end: index[end]!, marker: '[email]' });
    // The next email's name starts after this one, or at least after this @.
    after = email ? end : i + at;
  }
  return found;
}

/**
 * Between the groups of a number: any space, a dash of any length or a minus, a slash either
 * way, an underscore, brackets, a plus, a middle dot, their URL escapes, or a dot or a comma
 * with no space after it (after one, a sentence goes on: "0800 111 999, 24 hours a day").
 */
const SEPARATOR = String.raw`(?:[\s\p{Pd}\u2212/\\_()\u00b7+]|[.,](?!\s)|%(?:20|2B|2D|2F|5F))`;

const SCRUBBERS: ((read: string) => Found[])[] = [
  emails,
  // Customer numbers (SPEC §5): 85 and ten digits (in groups or not), A and 4 to 8 digits, BGX
  // and 4 or 5 digits.
  matches(
    new RegExp(String.raw`\b(?:85(?:${SEPARATOR}{0,3}\d){10}|A\d{4,8}|BGX\d{4,5})\b`, 'giu'),
    '[account]',
  ),
  matches(
    new RegExp(String.raw`\b[A-Z]{1,2}[0-9][A-Z0-9]?${SEPARATOR}{0,3}[0-9][A-Z]{2}\b`, 'giu'),
    '[postcode]',
  ),
  // Phone, card and bank numbers: groups of digits, ten or more digits in all, or eight or more
  // in groups ("1234 5678").
  matches(new RegExp(String.raw`(?:\+|%2B|\()?\d+(?:${SEPARATOR}{1,3}\d+)*`, 'giu'), (number) => {
    const digits = number.replace(/^%2B/i, '').replace(/\D/g, '').length;
    const grouped = !/^(?:\+|%2B|\()?\d+$/i.test(number);
    return digits >= 10 || (grouped && digits >= 8) ? '[phone]' : null;
  }),
  // Meter point and serial numbers, references: any run of six or more digits.
  matches(/\d{6,}/g, '[number]'),
];

export function scrub(text: string): string {
  return SCRUBBERS.reduce(replaceFound, text);
}

type Scrubbable = Record<string, unknown>;

/** Scrubs the fields of a RUM event that can carry what a customer typed or a URL they visited. */
export function scrubEvent(event: Scrubbable): void {
  const fix = (obj: unknown, key: string) => {
    if (obj && typeof obj === 'object' && typeof (obj as Scrubbable)[key] === 'string') {
      (obj as Scrubbable)[key] = scrub((obj as Scrubbable)[key] as string);
    }
  };
  const view = event.view as Scrubbable | undefined;
  fix(view, 'url');
  fix(view, 'referrer');
  fix(view, 'name');
  fix(event.resource, 'url');
  fix(event.error, 'message');
  fix(event.error, 'stack');
  fix(event.error, 'resource');
  const target = (event.action as Scrubbable | undefined)?.target;
  fix(target, 'name');
}
