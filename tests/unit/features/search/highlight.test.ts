import { describe, expect, it } from 'vitest';
import { highlight, snippet } from '@/features/search/highlight';

describe('highlight', () => {
  it('marks each word whose normalised form matched, keeping the original case', () => {
    expect(highlight('Your Meter and meters', ['meter'])).toEqual([
      { text: 'Your ', match: false },
      { text: 'Meter', match: true },
      { text: ' and ', match: false },
      { text: 'meters', match: true },
    ]);
    // "pai" is how the index holds "pay" and "paying".
    expect(highlight('Pay now or keep paying', ['pai']).filter((s) => s.match)).toEqual([
      { text: 'Pay', match: true },
      { text: 'paying', match: true },
    ]);
  });

  it('marks whole words only', () => {
    expect(highlight('parameter', ['meter'])).toEqual([{ text: 'parameter', match: false }]);
  });

  it('never lights up a word that was not searched for, such as "I"', () => {
    expect(highlight('Which meter do I have?', ['meter']).filter((s) => s.match)).toEqual([
      { text: 'meter', match: true },
    ]);
  });

  it('treats terms as text, not patterns', () => {
    expect(highlight('a (b) c', ['(b)']).some((s) => s.match)).toBe(false);
    expect(() => highlight('x', ['[', '*'])).not.toThrow();
  });

  it('returns the text unmarked with no terms', () => {
    expect(highlight('plain', [])).toEqual([{ text: 'plain', match: false }]);
  });
});

describe('snippet', () => {
  it('uses the description when it holds a match', () => {
    expect(snippet('All about meters', 'body text', ['meters'])).toBe('All about meters');
  });

  it('takes body text around the first match otherwise, marking cuts', () => {
    const body = `${'word '.repeat(40)}the condensate pipe can freeze ${'more '.repeat(60)}`;
    const s = snippet('Nothing here', body, ['condensate']);
    expect(s).toContain('condensate pipe can freeze');
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s.length).toBeLessThanOrEqual(182);
  });

  it('falls back to the description when nothing matches', () => {
    expect(snippet('Desc', 'body', ['zzz'])).toBe('Desc');
  });
});
