/**
 * Every shape a JSON body of 256 KB (the platform's limit) can take that costs a parser its time
 * (issue 37): the hostile suite holds each to a bound, npm run bench:platform measures them.
 */

/** A JSON body of about 256 KB made of `unit` between `head` and `tail`. */
const shaped = (head: string, unit: string, tail: string, size = 256 * 1024 - 64) =>
  `${head}${unit.repeat(Math.floor((size - head.length - tail.length) / unit.length))}${tail}`;

const manyKeys = () => {
  const keys: string[] = [];
  for (let i = 0, length = 0; length < 250_000; i++) {
    keys.push(`"k${i}":0`);
    length += keys.at(-1)!.length + 1;
  }
  return `{${keys.join(',')}}`;
};

export const bodyShapes: [name: string, body: string][] = [
  // 1.000…0001: the trailing zeros were matched with /0+$/, which tried each of them as a start.
  ['a number of 256 KB of zeros before a last digit', shaped('{"n":1.', '0', '1}')],
  ['a number of 256 KB of zeros in a lead', shaped('{"data":{"attributes":{"x":1.', '0', '1}}}')],
  ['a whole number of 256 KB of zeros', shaped('{"n":1', '0', '}')],
  ['an exponent of 256 KB', shaped('{"n":1e', '0', '1}')],
  ['a number of 256 KB of digits', shaped('{"n":0.', '123456789', '1}')],
  ['a string of 256 KB', shaped('{"s":"', 'x', '"}')],
  ['a string of escapes', shaped('{"s":"', '\\u0041', '"}')],
  ['a string of escaped backslashes', shaped('{"s":"', '\\\\', '"}')],
  ['a string of emoji', shaped('{"s":"', '😀', '"}', 128 * 1024)],
  ['25,000 keys', manyKeys()],
  ['128,000 nested arrays', `${'['.repeat(128 * 1024)}${']'.repeat(128 * 1024)}`],
  ['21,000 nested objects', `${'{"a":'.repeat(21_000)}1${'}'.repeat(21_000)}`],
  ['128,000 small numbers', shaped('[', '1,', '1]')],
  ['23,000 long numbers, each exact', shaped('[', '1.5000000000000,', '1]')],
  ['85,000 empty objects', shaped('[', '{},', '{}]')],
  ['256 KB of white space', shaped('', ' ', '{}')],
  ['8,000 keys that look like __proto__', shaped('{', '"__proto_x":{"constructor":{}},', '"z":0}')],
];
