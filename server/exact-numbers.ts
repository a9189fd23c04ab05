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

const ZERO = 0x30;

/**
 * A number's value written one way only: sign, significant digits, exponent. In time in
 * proportion to its length: the zeros around the digits are counted, not matched with a regular
 * expression (`/0+$/` tried every zero of a long run as a start, and a number of 160,000 zeros
 * held the platform for 30 s: issue 37).
 */
function canonical(text: string) {
  const [, sign = '', whole = '', fraction = '', exponent = '0'] =
    /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text) ?? [];
  const digits = `${whole}${fraction}`;
  let first = 0;
  while (first < digits.length && digits.charCodeAt(first) === ZERO) first++;
  let end = digits.length;
  while (end > first && digits.charCodeAt(end - 1) === ZERO) end--;
  if (first === end) return '0';
  const power = Number(exponent) - fraction.length + (digits.length - end);
  return `${sign}${digits.slice(first, end)}e${power}`;
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
