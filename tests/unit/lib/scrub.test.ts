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
    ]) {
      const started = process.cpuUsage();
      scrub(text);
      const { user, system } = process.cpuUsage(started);
      expect((user + system) / 1000, text.slice(0, 10)).toBeLessThan(2_000);
    }
  });
});
