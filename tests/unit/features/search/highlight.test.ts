import { describe, expect, it } from 'vitest';
import { firstWords, highlight, lit, snippet } from '@/features/search/highlight';

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

describe('lit', () => {
  it('gives plain and matching parts in turn, starting with a plain one', () => {
    expect(lit('Your Meter and meters', ['meter'])).toEqual(['Your ', 'Meter', ' and ', 'meters']);
    expect(lit('Meter reading', ['meter', 'read'])).toEqual(['', 'Meter', ' ', 'reading']);
    expect(lit('plain', [])).toEqual(['plain']);
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

/** Values that read as complete but wrong when cut after one of their spaces. */
const WHOLE_VALUES = [
  '0800 111 999',
  '0808 223 3390',
  '£1,234.56',
  '24.5p per kWh',
  '1 December 2026',
  '01/12/2026',
];

/** The text, ellipsis aside, ends with part of the value (cut at one of its inner spaces). */
const endsInside = (text: string, value: string) => {
  const shown = text.replace(/…$/, '');
  const parts = value.split(' ');
  return parts
    .slice(1)
    .some((_, i) => shown.endsWith(parts.slice(0, i + 1).join(' ')) && !shown.endsWith(value));
};

describe('snippet cuts', () => {
  it.each(WHOLE_VALUES)('never ends inside %s, wherever the length falls', (value) => {
    for (let pad = 0; pad < 40; pad += 1) {
      const body = `The boiler needs a check. ${'x'.repeat(pad)} If it still fails call ${value} and ${'then more words '.repeat(20)}`;
      const s = snippet('Nothing here', body, ['boiler'], 60 + pad);
      expect(endsInside(s, value), s).toBe(false);
      expect(s.endsWith('…'), s).toBe(true);
    }
  });

  it.each(WHOLE_VALUES)(
    'never cuts inside %s deep in a long article, at either end of the extract',
    (value) => {
      const long = 'Words of an earlier section of the article. '.repeat(120);
      for (let pad = 0; pad < 40; pad += 1) {
        const body = `${long}Ring ${value} ${'y'.repeat(pad)} before the boiler is reset, then ${value} and ${'then more words '.repeat(20)}${long}`;
        const s = snippet('Nothing here', body, ['boiler'], 60 + pad);
        expect(s).toContain('boiler');
        expect(endsInside(s, value), s).toBe(false);
        // The start: a value shown in part would begin with one of its later parts.
        const shown = s.replace(/^…/, '');
        const parts = value.split(' ');
        const startsInside = parts
          .slice(1)
          .some(
            (_, i) => shown.startsWith(parts.slice(i + 1).join(' ')) && !shown.startsWith(value),
          );
        expect(startsInside, s).toBe(false);
      }
    },
  );

  it('keeps the last words of a text that was not cut, with no ellipsis', () => {
    const body = 'Lines are open all day. For help with a grant, call 0808 223 3390.';
    expect(snippet('Nothing here', body, ['grant'])).toBe(body);
  });

  it('shows an ellipsis where the start was cut', () => {
    const body = `${'Earlier words here. '.repeat(10)}Call 0800 111 999 if you smell gas.`;
    const s = snippet('Nothing here', body, ['smell']);
    expect(s.startsWith('…')).toBe(true);
    expect(s).toContain('0800 111 999 if you smell gas.');
  });
});

describe('firstWords', () => {
  it.each(WHOLE_VALUES)('cuts before %s rather than inside it', (value) => {
    const words = value.split(' ').length;
    for (let lead = 1; lead < 8; lead += 1) {
      const text = `${'word '.repeat(lead)}${value} and some more words after it`;
      for (let max = lead; max < lead + words; max += 1) {
        const { text: shown, cut } = firstWords(text, max);
        expect(cut).toBe(true);
        expect(endsInside(shown, value), shown).toBe(false);
        expect(shown.endsWith('…')).toBe(true);
      }
    }
  });

  it('leaves a short text whole', () => {
    expect(firstWords('Call 0800 111 999 now.', 10)).toEqual({
      text: 'Call 0800 111 999 now.',
      cut: false,
    });
  });
});
