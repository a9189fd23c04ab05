/**
 * JSON numbers JSON.parse would change: an integer past 2^53 (12345678901234567890 is read as
 * 12345678901234567000), more digits than a double keeps, or a number out of its range (1e400 is
 * Infinity, stored as null; 1e-400 is 0). A lead's details may be numbers (additional-information),
 * and one must be kept as sent or refused, never kept as another number.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MINUS = 0x2d;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
// Digits, '.', 'e', 'E', '+' and '-': what a number token is made of.
const inNumber = (c: number) =>
  isDigit(c) || c === 0x2e || c === 0x65 || c === 0x45 || c === 0x2b || c === MINUS;

/** A number's value written one way only: sign, significant digits, exponent. */
function canonical(text: string) {
  const [, sign = '', whole = '', fraction = '', exponent = '0'] =
    /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text) ?? [];
  const digits = `${whole}${fraction}`.replace(/^0+/, '');
  const significant = digits.replace(/0+$/, '');
  if (significant === '') return '0';
  const power = Number(exponent) - fraction.length + (digits.length - significant.length);
  return `${sign}${significant}e${power}`;
}

/** Whether JSON.parse reads this number token as exactly the number written. */
function exact(token: string) {
  // Fifteen significant digits always survive a double, and without an exponent none overflows.
  if (token.length <= 15 && !/[eE]/.test(token)) return true;
  const value = Number(token);
  return Number.isFinite(value) && canonical(token) === canonical(String(value));
}

/**
 * The first number in a JSON text (already parsed, so well-formed) that JSON.parse does not keep
 * exactly, or null. One pass over the text, skipping strings.
 */
export function inexactNumber(json: string): string | null {
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < json.length && json.charCodeAt(i) !== QUOTE; i++) {
        if (json.charCodeAt(i) === BACKSLASH) i++;
      }
    } else if (c === MINUS || isDigit(c)) {
      const start = i;
      while (i + 1 < json.length && inNumber(json.charCodeAt(i + 1))) i++;
      const token = json.slice(start, i + 1);
      if (!exact(token)) return token;
    }
  }
  return null;
}
