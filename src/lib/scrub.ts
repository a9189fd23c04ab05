/**
 * Personal data that must never reach monitoring, analytics, page-feedback comments or search
 * gaps: emails, account numbers, phone numbers, postcodes, street addresses and other long
 * numbers, wherever they appear (URLs, action names, error messages and stacks, search terms,
 * comments). One scrubber for all of them, in the app, on the platform and in the insights
 * report.
 *
 * Each is found in the text as it reads, not as it is encoded (issue 37) or disguised (issue 48):
 * compatibility forms as what they stand for (NFKC: full-width ０７７００ is 07700, ＠ is @),
 * characters that show nothing left out (zero-width spaces and joiners, soft hyphens, direction
 * marks), digits of any script as digits (Arabic-Indic ٠٧٧٠٠), Cyrillic and Greek letters that
 * look like Latin ones as those (ЅW1А with a Cyrillic Ѕ and А is SW1A), letters of any alphabet
 * in an email (siobhán@example.ie), an email spelt out (jo (at) example (dot) com, jo at example
 * dot com, jo @ example.com, jo[at]example[.]com), O, o, l, I and | inside or beside the digits
 * of a number as 0 and 1 (077OO 9OO l23), any run of separators between the groups of a number
 * or a postcode as one (spaces, dashes of every length, slashes, dots, commas, underscores,
 * brackets: 07700  -  900  -  123, LS1    4AB). What is found is replaced by a marker ([email],
 * [account], [postcode], [phone], [number]); everything else is kept exactly as written, and
 * prices, dates, years, times, meter readings and tariffs with their units are not numbers to
 * take out.
 *
 * Every pattern here takes time in proportion to the text: no quantifier inside another that
 * can match the same characters, and whatever looks back or ahead looks at a few characters.
 */

/** Characters that show nothing: format characters (Unicode's Cf), left out when reading. */
const INVISIBLE = /\p{Cf}/u;
const DIGIT = /\p{Nd}/u;
/** Text that is ASCII throughout: its letters and digits read as they are written. */
const NOT_ASCII = /\P{ASCII}/u;

/** A digit of any script as its ASCII digit: decimal digits come in runs of ten from zero. */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0)!;
  let zero = code;
  while (zero > code - 9 && DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String(code - zero);
}

/**
 * Cyrillic and Greek letters drawn as Latin ones, as those: a postcode or an email written with
 * them reads as the Latin one it shows.
 */
const LOOKS_LATIN = new Map(
  [
    // Cyrillic, then Greek: each letter, then the Latin one it looks like.
    'АAВBСCЕEНHІIЈJКKМMОOРPЅSТTХXУYҮYӀIҺHԀDԚQԜW',
    'аaсcеeоoрpхxуyіiјjѕsһhԁdԛqԝwӏlүyѵv',
    'ΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXϹCͿJοoνvιiρpυuχxαaϲcϳj',
  ].flatMap((pairs) => [...pairs.matchAll(/(.)(.)/gu)].map(([, looks, latin]) => [looks!, latin!])),
);

/** What a character that is not ASCII reads as: worked out once for each (bounded). */
const meanings = new Map<string, string>();
function meaning(char: string): string {
  let meant = meanings.get(char);
  if (meant === undefined) {
    meant = INVISIBLE.test(char)
      ? ''
      : [...char.normalize('NFKC')]
          .map((c) => LOOKS_LATIN.get(c) ?? c)
          .join('')
          .replace(/\p{Nd}/gu, asciiDigit);
    if (meanings.size >= 10_000) meanings.clear();
    meanings.set(char, meant);
  }
  return meant;
}

/**
 * A text as it is read to find something in it, with where each of its characters came from in
 * the text as written: `from[i]` is the index of the written character that gave character i,
 * and `from[length]` the written text's length.
 */
interface Reading {
  text: string;
  from: number[];
}

/** The text's letters and digits as they read (see above). */
function letters(text: string): Reading {
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

/**
 * A reading with what a pattern matches read as `replace` says: the characters read instead
 * come from where the match started.
 */
function substitute(
  read: Reading,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string,
): Reading {
  const text: string[] = [];
  const from: number[] = [];
  let at = 0;
  for (const match of read.text.matchAll(pattern)) {
    const instead = replace(match);
    if (instead === match[0]) continue;
    const start = match.index;
    text.push(read.text.slice(at, start), instead);
    for (let i = at; i < start; i += 1) from.push(read.from[i]!);
    for (let k = 0; k < instead.length; k += 1) from.push(read.from[start]!);
    at = start + match[0].length;
  }
  if (at === 0) return read;
  text.push(read.text.slice(at));
  for (let i = at; i <= read.text.length; i += 1) from.push(read.from[i]!);
  return { text: text.join(''), from };
}

/** Between the groups of a number or a postcode: a space, a dash, a slash, a bracket... */
const GAP = /[\s\p{Pd}\u2212/\\_()\u00b7+*~#=|]/u;
const SPACE = /\s/u;

/**
 * A reading with each run of separators read as one: a space if it has one, else its first, and
 * a number's own + or bracket in it after that ("( 020 ) 7946 0958", " + 44"). A dot, a comma, a
 * colon or a semicolon is in a run only after a space (07700 . 900 . 123): one written straight
 * after a number ends it when a space follows ("0800 111 999, 24 hours a day").
 */
function oneGap(read: Reading): Reading {
  const { text } = read;
  const out: string[] = [];
  const from: number[] = [];
  const push = (char: string, at: number) => {
    out.push(char);
    from.push(read.from[at]!);
  };
  for (let i = 0; i < text.length;) {
    let next = i + 1;
    let space = SPACE.test(text[i]!);
    let sign = -1;
    if (GAP.test(text[i]!)) {
      while (
        next < text.length &&
        (GAP.test(text[next]!) || (SPACE.test(text[next - 1]!) && /[.,;:]/.test(text[next]!)))
      ) {
        space ||= SPACE.test(text[next]!);
        next += 1;
      }
    }
    if (next - i === 1) {
      push(text[i]!, i);
    } else {
      for (let k = i; k < next; k += 1) if (text[k] === '+' || text[k] === '(') sign = k;
      if (sign !== i) push(space ? ' ' : text[i]!, i);
      if (sign >= 0) push(text[sign]!, sign);
    }
    i = next;
  }
  from.push(read.from[text.length]!);
  return { text: out.join(''), from };
}

/** Letters that look like digits, as those digits. */
const LOOKS_DIGIT: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', '|': '1' };
const LETTER = /[\p{L}\p{M}]/u;

/**
 * A reading with O, o, l, I and | read as 0 and 1 inside a number (between two of its digits),
 * or at its start or end where no other letter is written against them: 077OO 9OO l23 is
 * 07700 900 123, where "10lbs", "Hello2" and the O of a postcode's SO15 stay letters. A group of
 * two or more of them alone, one separator away from a group of digits (or from such a group),
 * is read as digits too: 85 OOOO OOOO 01 is 85 0000 0000 01; "I" and "lol" alone are words.
 */
function lookAlikeDigits(read: Reading): Reading {
  const { text } = read;
  if (!/[OolI|]/.test(text)) return read;
  const chars = text.split('');
  const open = (at: number) => at < 0 || at >= text.length || !LETTER.test(text[at]!);
  const groups = [...text.matchAll(/[0-9OolI|]+/g)].map(({ 0: run, index: start }) => {
    const end = start + run.length;
    const first = run.search(/\d/);
    const last = run.length - 1 - [...run].reverse().join('').search(/\d/);
    for (let k = 0; k < run.length; k += 1) {
      const digit = LOOKS_DIGIT[run[k]!];
      const inside = k > first && k < last;
      if (digit && first >= 0 && (inside || (k < first ? open(start - 1) : open(end)))) {
        chars[start + k] = digit;
      }
    }
    const alone = first < 0 && run.length >= 2 && open(start - 1) && open(end);
    return { start, end, digits: first >= 0, alone };
  });
  // Groups of look-alikes alone, next to digits: from each side in turn, so that a run of them
  // after or before a number is read whole.
  const next = (a: (typeof groups)[number], b: (typeof groups)[number]) =>
    a.end + 1 === b.start && GAP.test(text[a.end]!);
  const readAsDigits = (i: number, from: number) => {
    const group = groups[i]!;
    const neighbour = groups[from];
    const beside =
      neighbour?.digits && (from < i ? next(neighbour, group) : next(group, neighbour));
    if (!group.alone || !beside) return;
    for (let k = group.start; k < group.end; k += 1) chars[k] = LOOKS_DIGIT[text[k]!]!;
    group.digits = true;
  };
  for (let i = 1; i < groups.length; i += 1) readAsDigits(i, i - 1);
  for (let i = groups.length - 2; i >= 0; i -= 1) readAsDigits(i, i + 1);
  return { text: chars.join(''), from: read.from };
}

/** Words as the alternatives of a pattern. */
const oneOf = (words: string) => words.trim().split(/\s+/).join('|');

/** Endings an email spelt out as words is taken to have (jo at example dot com). */
const TOP_LEVELS = oneOf(`
  com co uk org net ie gov ac nhs sch ltd plc me io info biz eu edu scot wales cymru london
  de fr es it nl us ca au nz in email online dev app
`);
const LABEL = String.raw`[\p{L}\p{M}\p{N}-]+`;
/** A word "at" or "dot" in a bracket of any kind, with the spaces around it. */
const BRACKETED = (word: string) =>
  new RegExp(String.raw`(?<!\s)\s*[(\[{<]\s*(?:${word})\s*[)\]}>]\s*`, 'giu');

/**
 * The text's letters as they read, with an email spelt out read as written: (at), [at], {at},
 * <at> and an @ with spaces around it as @; (dot), [dot], [.] and (.) as a dot; and "at" and
 * "dot" as words where what follows is a domain spelt out with a usual ending.
 */
function forEmails(text: string): Reading {
  let read = letters(text);
  read = substitute(read, BRACKETED('at|@'), () => '@');
  read = substitute(read, BRACKETED(String.raw`dot|\.`), () => '.');
  read = substitute(read, /(?<!\s)\s*@\s*/gu, () => '@');
  const dot = String.raw`(?:\s+dot\s+|\.)`;
  const spelt = new RegExp(
    String.raw`(?:(?<!\s)(\s+at\s+)|@)(${LABEL}(?:${dot}${LABEL})*${dot}(?:${TOP_LEVELS}))(?![\p{L}\p{M}\p{N}-])`,
    'giu',
  );
  return substitute(read, spelt, (match) => {
    const [whole, wordAt, domain = ''] = match;
    // "see it at example.com" is not an email: a word "at" needs a word "dot" after it.
    if (wordAt && !/\sdot\s/iu.test(domain)) return whole;
    return `@${domain.replace(/\s+dot\s+/giu, '.')}`;
  });
}

/** The text's letters as they read, with each run of separators one. */
const forWords = (text: string) => oneGap(letters(text));
/** The same, with letters that look like digits inside or beside a number as those digits. */
const forNumbers = (text: string) => lookAlikeDigits(forWords(text));

/** Where something was found in the text as it reads, and the marker it gets. */
interface Found {
  start: number;
  end: number;
  marker: string;
}

/**
 * Replaces what `find` finds in the text as `reader` reads it by its marker, in the text as
 * written: a character written as several (a full-width digit, a letter and its accent, a run
 * of separators) goes whole.
 */
function replaceFound(
  text: string,
  [reader, find]: [(text: string) => Reading, (read: string) => Found[]],
): string {
  const read = reader(text);
  let out = '';
  let at = 0;
  for (const { start, end, marker } of find(read.text)) {
    const from = read.from[start]!;
    // To the end of the written character that gave the last character found.
    let next = end;
    while (next < read.text.length && read.from[next] === read.from[end - 1]) next += 1;
    const to = read.from[next]!;
    // Found inside what was found before it: taken out with it.
    if (from < at) {
      at = Math.max(at, to);
      continue;
    }
    out += text.slice(at, from) + marker;
    at = to;
  }
  return out + text.slice(at);
}

/** Everything a pattern matches, as found, with its marker (or none: not to take out). */
const matches =
  (
    pattern: RegExp,
    marker: string | ((match: string, index: number, read: string) => string | null),
  ) =>
  (read: string): Found[] =>
    [...read.matchAll(pattern)].flatMap((m) => {
      const given = typeof marker === 'string' ? marker : marker(m[0], m.index, read);
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
 * way, an underscore, brackets, a plus, a middle dot, an asterisk, a tilde, a hash, an equals
 * sign, a bar, their URL escapes, or a dot, a comma, a colon or a semicolon with no space after
 * it (after one, a sentence goes on: "0800 111 999, 24 hours a day").
 */
const SEPARATOR = String.raw`(?:[\s\p{Pd}\u2212/\\_()\u00b7+*~#=|]|[.,;:](?!\s)|%(?:20|2B|2D|2F|5F))`;
/** One separator between two digits of a National Insurance number. */
const ONE_GAP = String.raw`[\s\p{Pd}\u2212/\\_.\u00b7]?`;
/** Not written against a letter or a digit. */
const ALONE_BEFORE = String.raw`(?<![\p{L}\p{M}\p{N}])`;
const ALONE_AFTER = String.raw`(?![\p{L}\p{M}\p{N}])`;

/** A price after its currency sign: £12.34, £1,234.56 (£1 234 56 once a search's dots go). */
const PRICE =
  /^(?:0|[1-9]\d{0,4}|[1-9]\d{0,2}(?:,\d{3}){1,2}|[1-9]\d{0,2}(?: \d{3}){1,2})(?:[. ]\d{1,2})?$/;
const CURRENCY_BEFORE = /[£$€]\s?$/u;
/** A reading or a rate with its unit after it: 12345 kWh, 1234.5 m3, 24.5p per kWh, 20%. */
const MEASURE = /^(?:\d{1,7}|\d{1,3}(?:,\d{3}){1,2})(?:[., ]\d{1,3})?$/;
const UNITS = oneOf(
  'kwh kw mwh wh m3 cubic ft3 hcf units? litres? liters? gallons? pence p percent %',
);
const UNIT_AFTER = new RegExp(String.raw`^\s?(?:${UNITS})(?![\p{L}\p{N}])`, 'iu');
/** A date: 12/03/2025, 12.03.25, 2025-03-12 (12 03 2025 once a search's slashes go). */
const DAY_MONTH_YEAR = /^(\d{1,2})([/.\- \u2010-\u2015\u2212])(\d{1,2})\2(\d{4}|\d{2})$/u;
const YEAR_MONTH_DAY = /^(?:19|20)\d\d([/.\- \u2010-\u2015\u2212])(\d{1,2})\1(\d{1,2})$/u;
/** A year (2024-2025 from one to another). */
const YEAR = /^(?:19|20)\d\d$/;
/** A time: 8.30, 10:30 (10:30-11:45 from one to another). */
const TIME = /^(?:[01]?\d|2[0-3])[:.][0-5]\d$/;
/** Just after the words "account" or "sort code" (and "number", "no.", "is", a colon). */
const ACCOUNT_BEFORE =
  /(?<![\p{L}\p{N}])(?:account|acct|acc|a\/c)(?: ?(?:number|num|nos?|nr)\.?)?(?: ?(?:is|was|[:#=-]))? ?$/iu;
const SORT_CODE_BEFORE = /(?<![\p{L}\p{N}])sort[ -]?codes?(?: ?(?:is|was|[:#=-]))? ?$/iu;

const isDate = (number: string): boolean => {
  const dmy = DAY_MONTH_YEAR.exec(number);
  if (dmy) {
    const [, a = '', separator = '', b = '', year = ''] = dmy;
    // 12-34-56 and 12 34 56 are sort codes; 12/03/25 and 12.03.25 are dates.
    if (year.length === 2 && /[^/.]/.test(separator)) return false;
    const [first, second] = [Number(a), Number(b)];
    return (
      first >= 1 && second >= 1 && Math.min(first, second) <= 12 && Math.max(first, second) <= 31
    );
  }
  const ymd = YEAR_MONTH_DAY.exec(number);
  return (
    !!ymd &&
    Number(ymd[2]) >= 1 &&
    Number(ymd[2]) <= 12 &&
    Number(ymd[3]) >= 1 &&
    Number(ymd[3]) <= 31
  );
};

/**
 * What a number is, from its digits and the words around it: a sort code (12-34-56) or a
 * number after "account" or "sort code" is an [account]; ten digits or more, or eight or more in
 * groups (phone, card and bank numbers) a [phone]; six digits or more in a row (meter points,
 * serials, references) a [number]. A price, a date, years, and a reading or a rate with its
 * unit are none of these.
 */
function numberMarker(number: string, index: number, read: string): string | null {
  const written = number.replace(/%[0-9a-f]{2}/giu, ' ').replace(/^[+(]/, '');
  const groups = written.split(/\D+/).filter(Boolean);
  const digits = groups.join('').length;
  const before = read.slice(Math.max(0, index - 32), index);
  const after = read.slice(index + number.length, index + number.length + 12);
  if (CURRENCY_BEFORE.test(before) && PRICE.test(written)) return null;
  if (UNIT_AFTER.test(after) && MEASURE.test(written)) return null;
  if (isDate(written) || TIME.test(written)) return null;
  // From one date, time or year to another: 12/03/2025 - 14/03/2025, 10:30-11:45, 2024-2025.
  const [from, to, ...more] = written.split(/\s/u.test(written) ? /\s/u : /[\p{Pd}\u2212]/u);
  if (to !== undefined && more.length === 0) {
    for (const is of [
      isDate,
      (part: string) => TIME.test(part),
      (part: string) => YEAR.test(part),
    ]) {
      if (is(from!) && is(to)) return null;
    }
  }
  if (groups.length === 3 && groups.every((group) => group.length === 2)) return '[account]';
  if (SORT_CODE_BEFORE.test(before) && digits === 6) return '[account]';
  if (ACCOUNT_BEFORE.test(before) && digits >= 5) return '[account]';
  if (digits >= 10 || (groups.length > 1 && digits >= 8)) return '[phone]';
  return groups.some((group) => group.length >= 6) ? '[number]' : null;
}

/** Words between a number and "road" that say it is not an address: "2 hours on the road". */
const NOT_A_STREET = oneOf(`
  the a an on in at to of for and or my our your his her their its this that from by with per
  every each is was are were not more less than about over under after before into off up down
  along across via hours? days? weeks? months? years? minutes? mins? seconds? secs? times?
  miles? yards metres? meters? feet foot km
`);
const WORD = String.raw`(?!(?:${NOT_A_STREET})(?![\p{L}'’-]))\p{L}[\p{L}'’-]*`;
const CAPITALISED = String.raw`(?!(?:${NOT_A_STREET})(?![\p{L}'’-]))\p{Lu}[\p{L}'’-]*`;
const HOUSE = String.raw`\d{1,4}[a-zA-Z]?(?: ?[-\u2013/] ?\d{1,4}[a-zA-Z]?)?`;
const FLAT = String.raw`(?:(?:[Ff]lat|FLAT|[Aa]partment|[Aa]pt|[Uu]nit|[Hh]ouse)\.?\s?\d{1,4}[a-zA-Z]?,?\s?)?`;
/** Streets whatever their case (14 high street), and those that are words too when capitalised. */
const STREET = oneOf(`
  street st road rd avenue ave lane crescent cres terrace gardens grove mews boulevard parade
`);
const CAPITALISED_STREET = oneOf(
  `Drive Dr Close Court Ct Place Pl Way Walk Square Sq Hill Green Park Wharf Wynd Circus Quay
   Villas Cottages`.replace(/\S+/g, (word) => `${word} ${word.toUpperCase()}`),
);
const ADDRESSES = [
  new RegExp(
    String.raw`${ALONE_BEFORE}${FLAT}${HOUSE},?\s(?:${WORD}\s){1,3}(?:${STREET})${ALONE_AFTER}`,
    'giu',
  ),
  new RegExp(
    String.raw`${ALONE_BEFORE}${FLAT}${HOUSE},?\s(?:${CAPITALISED}\s){1,3}(?:${CAPITALISED_STREET})${ALONE_AFTER}`,
    'gu',
  ),
];
/** Up to three capitalised words just before an address: the name of who lives there. */
const NAME_BEFORE = /(?<![\p{L}\p{N}'’.-])((?:\p{Lu}[\p{L}'’-]*\.?\s){0,3}\p{Lu}[\p{L}'’-]*),?\s$/u;
/** Capitalised words that are not a name: "Hi, I live at", "Address: 12 Acacia Avenue". */
const NOT_A_NAME = new Set(
  (
    'i my me we us our you your the a an at in on to from hi hello hey dear please address ' +
    'is are was am it this that and or but yes no ok okay now moved move live lives living ' +
    'flat apartment unit house home send sent post posted deliver write thanks thank regards ' +
    'near by of for with new old property meter bill letter card call ring email contact name ' +
    'called customer tenant landlord also still then there here what why when where how can ' +
    'could would should will have has had do does did not'
  ).split(' '),
);

/**
 * Street addresses (12 Acacia Avenue, flat 3, 14 high street), with a name just before them (Jo
 * Bloggs, 12 Acacia Avenue): marked as [postcode], the marker of where someone lives.
 */
function addresses(read: string): Found[] {
  const found = ADDRESSES.flatMap((pattern) => matches(pattern, '[postcode]')(read)).sort(
    (a, b) => a.start - b.start || b.end - a.end,
  );
  let after = 0;
  for (const address of found) {
    // A name is looked for just before, and never in the address before it.
    const before = read.slice(Math.max(after, address.start - 60), address.start);
    after = Math.max(after, address.end);
    const name = NAME_BEFORE.exec(before);
    if (!name) continue;
    const words = name[1]!.split(/\s/);
    let kept = words.length;
    while (kept > 0 && !NOT_A_NAME.has(words[kept - 1]!.toLowerCase().replace(/\.$/, ''))) {
      kept -= 1;
    }
    if (kept === words.length) continue;
    const dropped = words.slice(0, kept).reduce((length, word) => length + word.length + 1, 0);
    address.start -= before.length - name.index - dropped;
  }
  return found;
}

const SCRUBBERS: [(text: string) => Reading, (read: string) => Found[]][] = [
  [forEmails, emails],
  // Customer numbers (SPEC §5): 85 and ten digits (in groups or not), A and 4 to 8 digits, BGX
  // and 4 or 5 digits.
  [
    forNumbers,
    matches(
      new RegExp(String.raw`\b(?:85(?:${SEPARATOR}{0,3}\d){10}|A\d{4,8}|BGX\d{4,5})\b`, 'giu'),
      '[account]',
    ),
  ],
  // National Insurance numbers: two letters, six digits (in pairs or not), a letter A to D.
  [
    forNumbers,
    matches(
      new RegExp(
        String.raw`${ALONE_BEFORE}[A-Z]{2}(?:${ONE_GAP}\d){6}${ONE_GAP}[A-D]${ALONE_AFTER}`,
        'giu',
      ),
      '[number]',
    ),
  ],
  [forWords, addresses],
  [
    forWords,
    matches(
      new RegExp(String.raw`\b[A-Z]{1,2}[0-9][A-Z0-9]?${SEPARATOR}{0,3}[0-9][A-Z]{2}\b`, 'giu'),
      '[postcode]',
    ),
  ],
  // Phone, card and bank numbers, sort codes, meter points, references: groups of digits.
  [
    forNumbers,
    matches(
      new RegExp(String.raw`(?:\+|%2B|\()?\d+(?:${SEPARATOR}{1,3}\d+)*`, 'giu'),
      numberMarker,
    ),
  ],
];

/**
 * Text that cannot hold anything to take out: plain letters and the stops between words, with no
 * digit (every marker but an email's needs one), no @ or bracket, and no word "dot" (an email
 * spelt out needs one). Most searches and names are such text; they skip the patterns, which
 * took a phone's main thread some 10 ms for two words.
 */
const PLAIN = /^[a-z\s'’,.?!-]*$/i;
const DOT = /(?<![a-z])dot(?![a-z])/i;

export function scrub(text: string): string {
  if (PLAIN.test(text) && !DOT.test(text)) return text;
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
