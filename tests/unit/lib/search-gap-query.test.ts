import { describe, expect, it } from 'vitest';
import { scrub } from '@/lib/scrub';
import { normaliseSearchQuery, SEARCH_GAP_QUERY_MAX } from '@/lib/search-gap-query';

describe('a search as the search gaps count it', () => {
  it.each([
    ['Boiler, NOT working!', 'boiler not working'],
    ['  boiler\tnot   working  ', 'boiler not working'],
    ['Why’s my bill so high?', 'whys my bill so high'],
    ["why's my bill so high", 'whys my bill so high'],
    ['pay-as-you-go top-up', 'pay as you go top up'],
    ['£50 credit', '£50 credit'],
    ['ＢＯＩＬＥＲ', 'boiler'],
    ['Radiateur froid — ça marche pas', 'radiateur froid ça marche pas'],
    ['a [bracketed] word', 'a bracketed word'],
    ['call07700 900456', 'call [phone]'],
  ])('%j is counted as %j', (typed, counted) => {
    expect(normaliseSearchQuery(typed)).toBe(counted);
  });

  it('takes out what the analytics events take out, with the same markers', () => {
    const typed =
      'Refund to sam.taylor@example.com, call 07700 900456, LS1 4AB, account 850000000001';
    expect(scrub(typed)).toBe('Refund to [email], call [phone], [postcode], account [account]');
    expect(normaliseSearchQuery(typed)).toBe(
      'refund to [email] call [phone] [postcode] account [account]',
    );
  });

  it('takes out a number its punctuation was hiding, once the punctuation goes', () => {
    expect(normaliseSearchQuery('meter 07700/900/456')).toBe('meter [phone]');
    expect(normaliseSearchQuery('serial 12_34_56_78')).toBe('serial [phone]');
    expect(normaliseSearchQuery('ref A1234-5678')).not.toMatch(/\d{4}.*\d{4}/);
  });

  it('cuts a long search at a word, never inside one or inside a marker', () => {
    const long = `${'radiator '.repeat(6)}call 07700 900456 ${'boiler '.repeat(10)}`;
    const counted = normaliseSearchQuery(long);
    expect(counted.length).toBeLessThanOrEqual(SEARCH_GAP_QUERY_MAX);
    expect(counted).toMatch(/^radiator( radiator)* call \[phone\]( boiler)*$/);
    expect(normaliseSearchQuery('x'.repeat(SEARCH_GAP_QUERY_MAX + 1))).toBe('');
  });

  it('has no words left from punctuation alone', () => {
    expect(normaliseSearchQuery('?!… —')).toBe('');
  });

  it('changes nothing when normalised again, as the platform does', () => {
    for (const typed of [
      'Boiler, NOT working!',
      'meter 07700/900/456 [email]',
      'Refund sam@example.com LS1 4AB',
      `${'long '.repeat(30)}end`,
      'don’t know my MPAN 1234567890123',
    ]) {
      const once = normaliseSearchQuery(typed);
      expect(normaliseSearchQuery(once), typed).toBe(once);
    }
  });
});
