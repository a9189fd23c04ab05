import { describe, expect, it } from 'vitest';
import { scrub } from '@/lib/scrub';
import { normaliseSearchQuery } from '@/lib/search-gap-query';
import { BASENAME } from '@/config/paths';

/*
 * The one scrubber of comments, search gaps, analytics and monitoring (issue 37): every case the
 * probe found stored unchanged, and more of the kind. Each is written inside a sentence, so what
 * is around it must be kept as typed.
 */
const cases: [what: string, personal: string, marker: string][] = [
  // Phone numbers, whatever separates their digits and whatever digits they are written in.
  ['a phone number with slashes', '07700/900/123', '[phone]'],
  ['a phone number with underscores', '07700_900_123', '[phone]'],
  ['a phone number with spaced em dashes', '07700 — 900 — 123', '[phone]'],
  ['a phone number with en dashes', '07700–900–123', '[phone]'],
  ['a phone number with a minus sign', '07700−900123', '[phone]'],
  ['a phone number with hyphens', '07700-900-123', '[phone]'],
  ['a phone number with dots', '07700.900.123', '[phone]'],
  ['a phone number with backslashes', '07700\\900\\123', '[phone]'],
  ['a phone number in brackets', '(07700) 900123', '[phone]'],
  ['an international number', '+44 (0)7700 900123', '[phone]'],
  ['an international number with 00', '0044 7700 900 123', '[phone]'],
  ['an Irish mobile', '+353 87 123 4567', '[phone]'],
  ['a phone number with no-break spaces', '07700\u00a0900\u202f123', '[phone]'],
  ['a phone number in full-width digits', '０７７００ ９００１２３', '[phone]'],
  ['a phone number in Arabic-Indic digits', '٠٧٧٠٠ ٩٠٠١٢٣', '[phone]'],
  ['a phone number in Persian digits', '۰۷۷۰۰۹۰۰۱۲۳', '[phone]'],
  ['a phone number in Devanagari digits', '०७७०० ९००१२३', '[phone]'],
  ['a phone number of mixed digits', '07700 ٩٠٠١٢٣', '[phone]'],
  ['a phone number with a zero-width space', '07700\u200b900123', '[phone]'],
  ['a phone number with a soft hyphen', '07700\u00ad900\u00ad123', '[phone]'],
  ['a phone number with a word joiner', '0770\u20600900123', '[phone]'],
  ['a phone number in a URL', '/contact?tel=07700%20900%20123', '/contact?tel=[phone]'],
  ['a phone number in a URL with +', '/contact?tel=07700+900+123', '/contact?tel=[phone]'],
  // Cards and bank numbers.
  ['a card number with slashes', '4111/1111/1111/1111', '[phone]'],
  ['a card number with spaces', '4111 1111 1111 1111', '[phone]'],
  ['a card number with dots', '4111.1111.1111.1111', '[phone]'],
  ['a bank account number in two groups', '1234 5678', '[phone]'],
  // Emails: any alphabet, any encoding of @, nothing hidden inside.
  ['an email with an accent in its name', 'siobhán@example.ie', '[email]'],
  ['an email with an accent written as a combining mark', 'siobha\u0301n@example.ie', '[email]'],
  ['an email with an accent in its domain', 'jo@exämple.com', '[email]'],
  ['a full-width email', 'ｊｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', '[email]'],
  ['an email with a zero-width space in its name', 'jo\u200b@example.com', '[email]'],
  ['an email with a zero-width space in its domain', 'jo@exam\u200bple.com', '[email]'],
  ['an email with a zero-width joiner', 'sam\u200d.taylor@example.com', '[email]'],
  ['an email in Cyrillic', 'иван@пример.рф', '[email]'],
  ['an email in Greek', 'γιάννης@παράδειγμα.ελ', '[email]'],
  ['an email with a punycode domain', 'jo@xn--exmple-cua.com', '[email]'],
  ['an email with an apostrophe', "o'neill@example.co.uk", '[email]'],
  ['an email in capitals', 'SAM.TAYLOR@EXAMPLE.COM', '[email]'],
  ['an email written with %40', 'sam.t%40example.com', '[email]'],
  ['an email with a full-width @ only', 'sam＠example.com', '[email]'],
  // Postcodes, whatever separates their two halves.
  ['a postcode with a hyphen', 'SW1A-1AA', '[postcode]'],
  ['a postcode with a dot', 'SW1A.1AA', '[postcode]'],
  ['a postcode with an underscore', 'SW1A_1AA', '[postcode]'],
  ['a postcode with a slash', 'SW1A/1AA', '[postcode]'],
  ['a postcode with an en dash', 'LS1–4AB', '[postcode]'],
  ['a postcode with two spaces', 'SW1A  1AA', '[postcode]'],
  ['a postcode with no space', 'SW1A1AA', '[postcode]'],
  ['a postcode in lower case', 'ls1 4ab', '[postcode]'],
  ['a postcode in a URL', 'postcode=SW1A%201AA', 'postcode=[postcode]'],
  ['a postcode in full-width letters', 'ＳＷ１Ａ １ＡＡ', '[postcode]'],
  ['a postcode with a zero-width space', 'SW1A\u200b 1AA', '[postcode]'],
  // Customer numbers (SPEC §5), in groups or not.
  ['an account number', '850000000001', '[account]'],
  ['an account number with slashes', '85/0000/0000/01', '[account]'],
  ['an account number with spaces', '85 0000 0000 01', '[account]'],
  ['an account number with hyphens', '85-0000-0000-01', '[account]'],
  ['an account number in full-width digits', '８５００００００００01', '[account]'],
  ['a signed-in account number', 'A1234567', '[account]'],
  ['a BGX number', 'BGX12345', '[account]'],
  // Other long numbers: meter points, serials, references.
  ['a long number', '12345678', '[number]'],
  ['a long number in Arabic-Indic digits', '١٢٣٤٥٦٧٨', '[number]'],
  ['an MPAN', '1234567890123', '[phone]'],
];

/** What is not personal, kept exactly as typed (emoji joined by zero-width joiners included). */
const kept = [
  'My boiler isn’t working 😡 and the family 👨‍👩‍👧 is cold',
  'I paid £1,234.56 and £12,345.67 last year',
  'We have 3 radiators on Economy 7, page 2 of 3',
  `${BASENAME}/meters/faulty-meter`,
  'ＢＯＩＬＥＲ ｎｏｔ ｗｏｒｋｉｎｇ',
  'siobhán wrote this',
  'لدي ٣ مشعات لا تعمل',
  'Radiateur froid — ça marche pas',
  'read 12345 then 2024',
  'e.on and b@d',
  'steps 1, 2, 3 and 4',
  'help\u200bme',
];

describe('scrub: personal data out of comments, search gaps, analytics and monitoring', () => {
  it.each(cases)('takes out %s', (_, personal, marker) => {
    expect(scrub(`before ${personal} after`)).toBe(`before ${marker} after`);
    expect(scrub(personal)).toBe(marker);
  });

  it.each(kept)('keeps %j as typed', (text) => {
    expect(scrub(text)).toBe(text);
  });

  it.each(cases)('takes out %s from a search gap, with its marker', (_, personal, marker) => {
    const counted = normaliseSearchQuery(`boiler ${personal} help`);
    expect(counted).toBe(`boiler ${normaliseSearchQuery(marker)} help`);
    expect(counted).not.toMatch(/\d|@/);
  });

  it('ends a number where a sentence goes on after a comma or a dot', () => {
    expect(scrub('call 0800 111 999, 24 hours a day')).toBe('call [phone], 24 hours a day');
    expect(scrub('on 07700 900123. 2 days later')).toBe('on [phone]. 2 days later');
    expect(scrub('07700,900,123')).toBe('[phone]');
  });

  it('finds each of several in one text, and changes nothing scrubbed again', () => {
    const text =
      'Email siobhán@example.ie or call ٠٧٧٠٠ ٩٠٠١٢٣ at SW1A-1AA, account 85/0000/0000/01, card 4111/1111/1111/1111.';
    const once = scrub(text);
    expect(once).toBe(
      'Email [email] or call [phone] at [postcode], account [account], card [phone].',
    );
    expect(scrub(once)).toBe(once);
  });

  it('takes time in proportion to the text, however it is made', () => {
    // 100,000 characters of digits and every kind of separator, alone and in runs.
    const hostileNumber = Array.from(
      { length: 50_000 },
      (_, i) => `${i % 10}${' -./,()+|:;_~*#= \t'[i % 17]}`,
    ).join('');
    // A pattern that starts anywhere and scans ahead takes time in the square of the text's
    // length: 100,000 letters with no @ took 15 s, where each of these takes milliseconds.
    for (const text of [
      'a'.repeat(100_000),
      'a.'.repeat(50_000),
      `${'a'.repeat(100_000)}@`,
      'a%40'.repeat(25_000),
      'a@'.repeat(50_000),
      '1 '.repeat(50_000),
      '٠'.repeat(100_000),
      // Separators and digits, the disguises of issue 48: runs of separators between digits,
      // look-alike letters, emails and addresses spelt out, with nothing ever found at the end.
      hostileNumber,
      `${'07700  -  '.repeat(10_000)}x`,
      ` -  . (`.repeat(15_000),
      '1O'.repeat(50_000),
      `${'l'.repeat(100_000)}1`,
      'QQ 12 34 56 '.repeat(8_000),
      '12 34 56 '.repeat(10_000),
      '£1,' + '234,'.repeat(25_000),
      `jo${' at example'.repeat(9_000)}`,
      `jo at ${'example dot '.repeat(8_000)}`,
      '(at) [dot] '.repeat(9_000),
      `${' '.repeat(100_000)}at`,
      'Jo Bloggs, 1 '.repeat(8_000),
      '1 Acacia '.repeat(12_000),
      'ЅА1'.repeat(33_000),
    ]) {
      const started = process.cpuUsage();
      scrub(text);
      const { user, system } = process.cpuUsage(started);
      expect((user + system) / 1000, text.slice(0, 10)).toBeLessThan(2_000);
    }
  });
});

/*
 * Issue 48, point 3: what a security probe found kept as typed in comments (on SQLite and on
 * PostgreSQL) and in search gaps, each written in several ways. Read as it shows (look-alike
 * letters, runs of separators, an email spelt out), each is taken out whole with the marker of
 * its kind.
 */
const disguised: [what: string, personal: string, marker: string][] = [
  // National Insurance numbers: two letters, six digits, a letter A to D.
  ['an NI number in pairs', 'QQ 12 34 56 C', '[number]'],
  ['an NI number run together', 'QQ123456C', '[number]'],
  ['an NI number in lower case', 'qq 12 34 56 c', '[number]'],
  ['an NI number with runs of spaces', 'QQ  12   34  56  C', '[number]'],
  ['an NI number with hyphens', 'QQ-12-34-56-C', '[number]'],
  ['an NI number in threes', 'QQ 123 456 C', '[number]'],
  ['an NI number with l for 1', 'QQ l2 34 56 C', '[number]'],
  ['an NI number in full-width letters', 'ＱＱ１２３４５６Ｃ', '[number]'],
  // Sort codes: three pairs of digits (with slashes or dots, unless they make a date).
  ['a sort code with hyphens', '12-34-56', '[account]'],
  ['a sort code with spaces', '12 34 56', '[account]'],
  ['a sort code with en dashes', '12–34–56', '[account]'],
  ['a sort code with spaced hyphens', '12 - 34 - 56', '[account]'],
  ['a sort code with slashes that is no date', '12/34/56', '[account]'],
  ['a sort code with dots that is no date', '12.34.56', '[account]'],
  ['a sort code like a date, with hyphens', '12-03-25', '[account]'],
  // Phone numbers with runs of separators, spaced brackets, dots.
  ['a phone number with spaced hyphens', '07700  -  900  -  123', '[phone]'],
  ['a phone number with spaced dots', '07700 . 900 . 123', '[phone]'],
  ['a phone number with double dots', '07700..900..123', '[phone]'],
  ['an international number with a spaced (0)', '+44 (0) 7700 900 123', '[phone]'],
  ['an international number with spaced hyphens', '+44 - 7700 - 900 - 123', '[phone]'],
  ['a landline with spaces in its brackets', '( 020 ) 7946 0958', '[phone]'],
  ['a phone number over three lines', '07700\n900\n123', '[phone]'],
  ['a phone number with tabs and spaces', '07700 \t 900 \t 123', '[phone]'],
  ['a phone number with colons', '07700:900:123', '[phone]'],
  ['a phone number with asterisks', '07700*900*123', '[phone]'],
  // Card and bank account numbers, whatever is between their groups.
  ['a card number with commas', '4111,1111,1111,1111', '[phone]'],
  ['a card number with spaced commas', '4111 , 1111 , 1111 , 1111', '[phone]'],
  ['a card number with semicolons', '4111;1111;1111;1111', '[phone]'],
  ['a card number with bars', '4111|1111|1111|1111', '[phone]'],
  ['a card number with tildes', '4111~1111~1111~1111', '[phone]'],
  ['a card number with runs of spaces', '4111    1111    1111    1111', '[phone]'],
  ['a card number with mixed separators', '4111 -/ 1111 _ 1111 . 1111', '[phone]'],
  ['a bank account number of 8 digits', '87654321', '[number]'],
  ['a bank account number in pairs', '87 65 43 21', '[phone]'],
  // Postcodes with runs of spaces, or in look-alike letters.
  ['a postcode with a run of spaces', 'LS1    4AB', '[postcode]'],
  ['a postcode with a tab', 'LS1\t4AB', '[postcode]'],
  ['a postcode with a spaced hyphen', 'LS1 - 4AB', '[postcode]'],
  ['a postcode in Cyrillic look-alike letters', 'ЅW1А 1АА', '[postcode]'],
  ['a postcode in small Cyrillic look-alike letters', 'ѕw1а 1аа', '[postcode]'],
  ['a postcode in Greek look-alike letters', 'ΑΒ1 2ΧΥ', '[postcode]'],
  ['a postcode half Cyrillic, with a run of spaces', 'LЅ1   4АВ', '[postcode]'],
  ['a postcode with an O in its area', 'SO15 2AB', '[postcode]'],
  // Emails spelt out.
  ['an email with (at) and (dot)', 'jo (at) example (dot) com', '[email]'],
  ['an email in words', 'jo at example dot com', '[email]'],
  ['an email in words, in capitals', 'jo AT example DOT co DOT uk', '[email]'],
  ['an email with a spaced @', 'jo @ example.com', '[email]'],
  ['an email with [at] and [.]', 'jo[at]example[.]com', '[email]'],
  ['an email with [at] and [dot]', 'jo [at] example [dot] co [dot] uk', '[email]'],
  ['an email with {at} and {dot}', 'jo{at}example{dot}com', '[email]'],
  ['an email with <at> and <dot>', 'jo <at> example <dot> org', '[email]'],
  ['an email with (@) and (.)', 'jo(@)example(.)com', '[email]'],
  ['an email with an @ and a word dot', 'jo@example dot com', '[email]'],
  ['an email with a dotted name, spelt out', 'jo.bloggs (at) example (dot) com', '[email]'],
  ['an email with a spaced full-width @', 'jo ＠ example.com', '[email]'],
  // Letters that look like digits, inside or beside them.
  ['a phone number with O for 0 and l for 1', '077OO 9OO l23', '[phone]'],
  ['a phone number with small o for 0', '077oo 9oo 123', '[phone]'],
  ['a phone number with O and I, run together', 'O77OO9OOI23', '[phone]'],
  ['a phone number with | for 1', 'O7700 900 |23', '[phone]'],
  ['a phone number with a Cyrillic О for 0', '077ОО 9ОО 123', '[phone]'],
  ['a card number with l for 1', '4lll 1lll 1lll 1lll', '[phone]'],
  ['a long number with O for 0', '1234O678', '[number]'],
  ['an account number with groups of O for 0', '85 OOOO OOOO 01', '[account]'],
  ['a card number with a group of l for 1', '4111 llll 1111 1111', '[phone]'],
  ['a phone number starting with a group of O', 'OO 44 7700 900 123', '[phone]'],
  // Street addresses, with the name just before them.
  ['a name with a street address', 'Jo Bloggs, 12 Acacia Avenue', '[postcode]'],
  ['a flat and a street in lower case', 'flat 3, 14 high street', '[postcode]'],
  ['a name with a title and a house letter', 'Mr Jo Bloggs 12a Acacia Avenue', '[postcode]'],
  ['a flat and a short street', 'Flat 3 14 High St', '[postcode]'],
  ['a road', '27 Church Road', '[postcode]'],
  ['a lane', '9 Mill Lane', '[postcode]'],
  ['a close', '9 Rose Close', '[postcode]'],
  ['a name and an address in capitals', 'JO BLOGGS, 12 ACACIA AVENUE', '[postcode]'],
  ['an apartment and a house letter', 'apartment 4b, 221b baker street', '[postcode]'],
  ['a range of house numbers', '12-14 Station Road', '[postcode]'],
];

/** Whole sentences, with what each is scrubbed to: the words around are kept as typed. */
const sentences: [typed: string, scrubbed: string][] = [
  [
    'My sort code is 12-34-56 and my account number is 12345678',
    'My sort code is [account] and my account number is [account]',
  ],
  ['sort code 123456', 'sort code [account]'],
  ['Sort-code: 12 34 56', 'Sort-code: [account]'],
  ['account no. 1234 5678', 'account no. [account]'],
  ['a/c 12345678', 'a/c [account]'],
  ['bank account: 8765432', 'bank account: [account]'],
  ['Hi, Jo Bloggs, 12 Acacia Avenue, Leeds LS1    4AB', 'Hi, [postcode], Leeds [postcode]'],
  ['I live at flat 3, 14 high street.', 'I live at [postcode].'],
  ['Jo Bloggs, 12 Acacia Avenue / flat 3, 14 high street', '[postcode] / [postcode]'],
  ['Email jo (at) example (dot) com or ring 077OO 9OO l23', 'Email [email] or ring [phone]'],
  ['card 4111,1111,1111,1111, thanks', 'card [phone], thanks'],
  ['NI: QQ 12 34 56 C. Sort code 12 34 56.', 'NI: [number]. Sort code [account].'],
  ['Paid £12.34 on 12/03/2025 from 4111 1111 1111 1111', 'Paid £12.34 on 12/03/2025 from [phone]'],
  [
    'Reading 12345 kWh, call 07700  -  900  -  123 after 8am',
    'Reading 12345 kWh, call [phone] after 8am',
  ],
];

/** What is not personal and looks like it: kept as typed, in a comment and in a search. */
const calm = [
  'It costs £12.34 a month',
  'I paid £1,234.56 last year',
  'The bill said £1,234,567.89 by mistake',
  'The meter was read on 12/03/2025',
  'from 12 March 2025',
  'On 2025-03-12 at 8am',
  'Reading 12345 kWh',
  'The display says 123456 kWh',
  'Gas used 1234.5 m3',
  'Rate 24.5p per kWh and 53.35p a day',
  'Call between 8am and 8pm, or 8:30-17:30',
  'Open 10:30 to 11:45',
  'Since 2019, and in 2024-2025',
  'It took 2 weeks and 3 days',
  'it sort of works',
  'I was at home',
  'an old dot matrix printer',
  'look at this dot on the meter',
  'I am at example dot matrix',
  'Contact us at ofgem.gov.uk',
  'a 5 minute walk to the shop',
  '2 hours on the road',
  'I rang 3 times about flat 3',
  '20% off, and 2 of 3 radiators',
  'My O2 phone and a 10lbs parcel, Hello2',
  'Step 1, step 2, step 3',
];

/**
 * Kept in a comment, but taken out of a search: with its punctuation gone, "12.03.25" reads as
 * the sort code "12 03 25", and two dates as one long number (on the safe side).
 */
const calmUnlessSearched: [typed: string, counted: string][] = [
  ['read on 12.03.25', 'read on [account]'],
  ['from 12/03/2025 - 14/03/2025', 'from [phone]'],
];

describe('scrub: personal data however it is disguised (issue 48)', () => {
  it.each(disguised)('takes out %s', (_, personal, marker) => {
    expect(scrub(`before ${personal} after`)).toBe(`before ${marker} after`);
    expect(scrub(personal)).toBe(marker);
  });

  it.each(disguised)('takes out %s from a search gap, with its marker', (_, personal, marker) => {
    const counted = normaliseSearchQuery(`boiler ${personal} help`);
    expect(counted).toBe(`boiler ${normaliseSearchQuery(marker)} help`);
    expect(counted).not.toMatch(/\d|@/);
  });

  it.each(sentences)('scrubs %j, keeping the words around', (typed, scrubbed) => {
    expect(scrub(typed)).toBe(scrubbed);
    // Nothing found twice, and a search counts what the comment keeps.
    expect(scrub(scrubbed)).toBe(scrubbed);
    expect(normaliseSearchQuery(typed)).toBe(normaliseSearchQuery(scrubbed));
    expect(normaliseSearchQuery(typed)).not.toMatch(/\d{6}|@/);
  });

  it.each(calm)('keeps %j as typed, in a comment and in a search', (text) => {
    expect(scrub(text)).toBe(text);
    const counted = normaliseSearchQuery(text);
    expect(counted).not.toMatch(/\[(?:email|account|postcode|phone|number)\]/);
    expect(counted.replace(/\D/g, '')).toBe(text.replace(/\D/g, ''));
  });

  it.each(calmUnlessSearched)('keeps %j in a comment, not in a search', (typed, counted) => {
    expect(scrub(typed)).toBe(typed);
    expect(normaliseSearchQuery(typed)).toBe(counted);
  });

  it('reads look-alike letters as letters away from digits, and in words', () => {
    expect(scrub('Oil, lol, IOU 10l')).toBe('Oil, lol, IOU 10l');
    expect(scrub('I have 2 OO gauge trains, lol 4 of them')).toBe(
      'I have 2 OO gauge trains, lol 4 of them',
    );
    expect(scrub('call07700 9OO l23')).toBe('call[phone]');
  });
});
