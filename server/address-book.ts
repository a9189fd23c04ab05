import { createHash } from 'node:crypto';
import type { Address } from '../src/api/schemas/addresses';
import { normalisePostcode, POSTCODE_PATTERN } from '../src/api/schemas/fields';

/** Postcode areas we know the town, county and electricity region (PES) of. */
const AREAS: Record<string, [town: string, county: string | null, pes: string]> = {
  AB: ['Aberdeen', 'Aberdeenshire', '_P'],
  B: ['Birmingham', 'West Midlands', '_E'],
  BN: ['Brighton', 'East Sussex', '_J'],
  BS: ['Bristol', null, '_L'],
  CB: ['Cambridge', 'Cambridgeshire', '_A'],
  CF: ['Cardiff', null, '_K'],
  E: ['London', null, '_C'],
  EC: ['London', null, '_C'],
  EH: ['Edinburgh', null, '_N'],
  G: ['Glasgow', null, '_N'],
  L: ['Liverpool', 'Merseyside', '_D'],
  LS: ['Leeds', 'West Yorkshire', '_M'],
  M: ['Manchester', 'Greater Manchester', '_G'],
  N: ['London', null, '_C'],
  NE: ['Newcastle upon Tyne', 'Tyne and Wear', '_F'],
  NG: ['Nottingham', 'Nottinghamshire', '_B'],
  NW: ['London', null, '_C'],
  SE: ['London', null, '_C'],
  SO: ['Southampton', 'Hampshire', '_H'],
  SW: ['London', null, '_C'],
  W: ['London', null, '_C'],
  WC: ['London', null, '_C'],
};
const FALLBACK_TOWNS: [string, string | null, string][] = [
  ['Reading', 'Berkshire', '_H'],
  ['Leicester', 'Leicestershire', '_B'],
  ['Exeter', 'Devon', '_L'],
  ['Norwich', 'Norfolk', '_A'],
  ['Sheffield', 'South Yorkshire', '_M'],
];
const STREETS = [
  'Station Road',
  'Church Lane',
  'Victoria Street',
  'Park Avenue',
  'Mill Lane',
  'Queens Road',
  'Meadow Close',
  'Elm Grove',
];
const HOUSE_NAMES = ['Rose Cottage', 'The Old Forge', 'Ivy House', 'Orchard View'];

export const isPostcode = (input: string) => POSTCODE_PATTERN.test(input.trim());

/**
 * A deterministic list of 3 to 12 plausible addresses for any well-formed UK postcode, with every
 * field of SPEC §3, so the address step behaves like the real service without calling it.
 */
export function addressesFor(input: string): Address[] {
  const postcode = normalisePostcode(input);
  const hash = createHash('sha256').update(postcode).digest();
  const area = /^[A-Z]+/.exec(postcode)?.[0] ?? '';
  const [town, county, pes] =
    AREAS[area] ?? AREAS[area.slice(0, 1)] ?? FALLBACK_TOWNS[hash[0]! % FALLBACK_TOWNS.length]!;
  const street = STREETS[hash[1]! % STREETS.length]!;
  const count = 3 + (hash[2]! % 10);
  const flats = hash[3]! % 3 === 0;
  const firstNumber = 1 + (hash[4]! % 40);
  const compact = postcode.replace(' ', '');

  return Array.from({ length: count }, (_, i) => {
    const houseName =
      !flats && i === count - 1 ? HOUSE_NAMES[hash[5]! % HOUSE_NAMES.length]! : null;
    const houseNumber = houseName ? null : String(flats ? firstNumber : firstNumber + i * 2);
    const flatNumber = flats ? `Flat ${i + 1}` : null;
    const line1 = houseName ?? `${houseNumber} ${street}`;
    const label = [flatNumber, houseName, houseName ? street : line1, town, postcode]
      .filter(Boolean)
      .join(', ');
    return {
      type: 'addresses' as const,
      id: `${compact}-${i + 1}`,
      attributes: {
        'house-name': houseName,
        address: label,
        'flat-number': flatNumber,
        'house-number': houseNumber,
        county,
        postcode,
        'address-line1': houseName ? street : line1,
        'address-line2': flatNumber,
        'postal-town': town,
        'pes-region': pes,
        country: 'United Kingdom',
      },
    };
  });
}
