import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  ADDRESS_LINE_MAX,
  anyPhoneField,
  compactPhone,
  emailField,
  emailOnWire,
  firstNameField,
  freeTextField,
  internationalPhone,
  nameField,
  NAME_MAX,
  optionalEmailField,
  phoneField,
  phoneFieldWithMinimum,
  postcodeField,
  postcodeOnWire,
  QUERY_MAX,
  queryTextField,
  surnameField,
  TELEPHONE_MIN,
  textphoneField,
  TOWN_MAX,
} from '@/api/schemas/fields';
import { manualAddressRequestSchema } from '@/api/schemas/addresses';
import { meterReadLeadRequestSchema, supportLeadRequestSchema } from '@/api/schemas/leads';
import { detailsSchema, manualAddressSchema } from '@/features/complaints/schemas';
import * as limits from '@/config/limits';

/** The one message a value gets, or null when it is accepted. */
const message = (field: z.ZodMiniType, value: unknown) => {
  const r = field.safeParse(value);
  return r.success ? null : r.error.issues.map((i) => i.message).join(' | ');
};

describe('shared field limits', () => {
  it('are the SPEC §9 constants of config/limits, not copies', () => {
    expect({ NAME_MAX, QUERY_MAX, TELEPHONE_MIN }).toEqual({
      NAME_MAX: limits.NAME_MAX,
      QUERY_MAX: limits.QUERY_MAX,
      TELEPHONE_MIN: limits.TELEPHONE_MIN,
    });
  });
});

describe('name fields', () => {
  it('take names as people write them, in any alphabet, and trim them', () => {
    for (const name of ['Siobhán', "O'Brien-Smith", 'Zoë', 'J. R.', 'Nguyễn', 'Łukasz', '李']) {
      expect(message(firstNameField, name), name).toBeNull();
    }
    expect(surnameField.parse('  Taylor ')).toBe('Taylor');
  });

  it('say which name is missing, too long or has characters a name does not', () => {
    expect(message(firstNameField, '  ')).toBe('Enter your first name');
    expect(message(surnameField, 'a'.repeat(NAME_MAX + 1))).toBe(
      'Surname must be 100 characters or fewer',
    );
    expect(message(surnameField, 'a'.repeat(NAME_MAX))).toBeNull();
    expect(message(firstNameField, 'Sam3')).toBe(
      'First name must only include letters, spaces, hyphens and apostrophes',
    );
  });

  it('check only presence and length unless asked for letters only', () => {
    const lastName = nameField('last name');
    expect(message(lastName, 'Sam3')).toBeNull();
    expect(message(lastName, '')).toBe('Enter your last name');
    expect(message(lastName, 'a'.repeat(NAME_MAX + 1))).toBe(
      'Last name must be 100 characters or fewer',
    );
  });
});

describe('email fields', () => {
  const format = 'Enter an email address in the correct format, like name@example.com';

  it('take an address with a domain and trim it', () => {
    expect(emailField.parse(' sam.taylor+help@example.co.uk ')).toBe(
      'sam.taylor+help@example.co.uk',
    );
  });

  it('say when the address is missing or not an address', () => {
    expect(message(emailField, '')).toBe('Enter your email address');
    for (const bad of ['sam@example', 'sam example.com', 'sam@@example.com', '@example.com']) {
      expect(message(emailField, bad), bad).toBe(format);
    }
  });

  it('may be left empty where the form makes it optional', () => {
    expect(message(optionalEmailField, '')).toBeNull();
    expect(message(optionalEmailField, 'sam@example')).toBe(format);
  });

  it('take an address in any alphabet, on the form and on the wire alike', () => {
    for (const good of ['siobhán@example.ie', 'josé.garcía@correo.es', 'ü@bücher.de']) {
      expect(message(emailField, good), good).toBeNull();
      expect(message(emailOnWire, good), good).toBeNull();
    }
  });

  it('refuse spaces, quotes, angle brackets and invisible characters, on the form and the wire', () => {
    for (const bad of [
      'sam@example',
      'sam taylor@example.com',
      '"sam"@example.com',
      '<sam>@example.com',
      'sam@exa\u202Eelpmaxe.com',
      'sam\u200B@example.com',
    ]) {
      expect(message(emailField, bad), bad).toBe(format);
      expect(message(emailOnWire, bad), bad).toBe(format);
    }
    // Not trimmed on the wire: the app sends what the form trimmed.
    expect(message(emailOnWire, ' sam@example.com')).toBe(format);
  });
});

describe('every field a form sends, as the form and the platform take it', () => {
  /*
   * Issue 27: the form took siobhán@example.ie and the platform refused it, so the customer got
   * "technical problems" on every try. Whatever the form accepts, the platform accepts: each value
   * here is checked by the form's schema, then sent as the app sends it to the platform's schema.
   */
  const lead = (attributes: Record<string, unknown>) => ({
    data: {
      type: 'leads',
      attributes,
      relationships: { address: { data: { type: 'addresses', id: 'LS14AB-1' } } },
    },
  });
  const supportLead = (details: Record<string, string>, extra: Record<string, unknown> = {}) => {
    const form = detailsSchema.parse(details);
    return lead({
      title: 'NA',
      topic: 'help-&-support',
      'query-type': 'Complaint',
      'query-subtype': 'Dispute Bill/Balance',
      query: 'My bill doubled.',
      'first-name': form.firstName,
      surname: form.surname,
      email: form.email,
      'vulnerability-consent': false,
      'contact-number': { number: form.telephoneNumber, type: 'mobile' },
      'additional-information': {
        caseType: 'Complaint',
        accountPrefix: '',
        textphoneNumber: form.textphoneNumber ? compactPhone(form.textphoneNumber) : null,
      },
      ...extra,
    });
  };
  const details = {
    firstName: 'Siobhán',
    surname: 'Ó Briain',
    email: 'siobhán@example.ie',
    telephoneNumber: '+353 87 123 4567',
    textphoneNumber: '',
    vulnerabilityConsent: 'No',
  };

  it('takes on the wire every detail the details form takes', () => {
    for (const change of [
      {},
      { email: 'sam@example.co.uk' },
      { email: `${'a'.repeat(240)}@example.com` },
      { textphoneNumber: '1'.repeat(40) },
      { firstName: 'Zoë-Anne' },
      { surname: `${'a'.repeat(99)}b` },
    ]) {
      const body = supportLead({ ...details, ...change });
      const wire = supportLeadRequestSchema.safeParse(body);
      expect(wire.success, JSON.stringify(change) + JSON.stringify(wire.error?.issues)).toBe(true);
    }
  });

  it('refuses on the form what the wire would refuse (a textphone number too long)', () => {
    expect(detailsSchema.safeParse({ ...details, textphoneNumber: '1'.repeat(41) }).success).toBe(
      false,
    );
  });

  it('takes on the wire every address the manual address form takes, at its longest', () => {
    const form = manualAddressSchema.parse({
      line1: 'a'.repeat(ADDRESS_LINE_MAX),
      line2: 'b'.repeat(ADDRESS_LINE_MAX),
      town: 't'.repeat(TOWN_MAX),
      postcode: 'ls1 4ab',
    });
    const label = [form.line1, form.line2, form.town, form.postcode].join(', ');
    const wire = manualAddressRequestSchema.safeParse({
      data: {
        type: 'addresses',
        attributes: {
          address: label,
          'address-line1': form.line1,
          'address-line2': form.line2,
          'postal-town': form.town,
          postcode: form.postcode,
          country: 'United Kingdom',
        },
      },
    });
    expect(wire.success, JSON.stringify(wire.error?.issues)).toBe(true);
    expect(
      manualAddressSchema.safeParse({
        line1: 'a'.repeat(ADDRESS_LINE_MAX + 1),
        line2: '',
        town: 'Leeds',
        postcode: 'LS1 4AB',
      }).success,
    ).toBe(false);
  });

  it('takes on the wire every meter-read telephone and email the meter-read form takes', () => {
    for (const [telephone, email] of [
      ['07700 900321', 'siobhán@example.ie'],
      ['+1 (555) 010 9999', ''],
      ['0'.repeat(40), 'sam@example.com'],
    ]) {
      expect(anyPhoneField.safeParse(telephone).success, telephone).toBe(true);
      expect(optionalEmailField.safeParse(email).success, email).toBe(true);
      const wire = meterReadLeadRequestSchema.safeParse(
        lead({
          title: 'NA',
          topic: 'PriceCapMeterRead',
          'first-name': 'Sam',
          surname: 'Taylor',
          email: email || null,
          'additional-information': {
            Telephone: telephone,
            Fuel: 'Gas',
            Company: 'Price-cap',
            ReadingDate: '2026-11-24',
          },
        }),
      );
      expect(wire.success, `${telephone} ${JSON.stringify(wire.error?.issues)}`).toBe(true);
    }
    expect(anyPhoneField.safeParse('0'.repeat(41)).success).toBe(false);
  });
});

describe('phone fields', () => {
  const FORMAT = 'Enter a UK or Irish phone number, like 07700 900982 or +353 87 123 4567';
  const MINIMUM = 'Phone number must be at least 11 digits, like 07700 900982 or +353 87 123 4567';

  it('take UK and Irish numbers as people write them', () => {
    for (const n of [
      '07700 900982',
      '07700-900-982',
      '(020) 7946 0958',
      '020 7946 0958',
      '+44 7700 900982',
      '+447700900982',
      '+44 (0)20 7946 0958',
      '+44 (0)7700 900982',
      '+44 (0) 7700 900 982',
      '0044 20 7946 0958',
      '00 44 7700 900982',
      '+353 87 123 4567',
      '+353 (0)87 123 4567',
      '+353 1 234 5678',
      '00353 1 234 5678',
      '087 123 4567',
      '01 234 5678',
    ]) {
      expect(message(phoneField, n), n).toBeNull();
    }
  });

  it('refuse other numbers and nonsense, and say so', () => {
    expect(message(phoneField, '')).toBe('Enter your phone number');
    for (const n of [
      '+1 202 555 0100',
      '0770',
      'phone me',
      '07700 900982 ext 12',
      '+44 1234 56',
      '++44 7700 900982',
      '+44 (0)(0)20 7946 0958',
      '0+44 7700 900982',
      '447700900982',
      '07700 9009821',
      '04700 900982',
      '087 123 456',
      '+353 87 123 45678',
    ]) {
      expect(message(phoneField, n), n).toBe(FORMAT);
    }
  });

  it('give the number in international form, however it was written', () => {
    expect(internationalPhone('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(internationalPhone('07700 900982')).toBe('+447700900982');
    expect(internationalPhone('00 44 7700 900982')).toBe('+447700900982');
    expect(internationalPhone('087 123 4567')).toBe('+353871234567');
    expect(internationalPhone('+353 1 234 5678')).toBe('+35312345678');
    expect(internationalPhone('+1 202 555 0100')).toBeNull();
  });

  it('want at least 11 digits where SPEC sets the minimum, not counting +, spaces or (0)', () => {
    for (const n of [
      '07700 900982',
      '+44 (0)20 7946 0958',
      '00 44 7700 900982',
      '+353 1 234 5678',
      '+353 87 123 4567',
    ]) {
      expect(message(phoneFieldWithMinimum, n), n).toBeNull();
    }
    expect(message(phoneField, '087 123 4567')).toBeNull();
    // An Irish number written from home has ten digits at most: with +353 it has enough.
    expect(message(phoneFieldWithMinimum, '087 123 4567')).toBe(MINIMUM);
    // The (0) is not dialled from abroad, so it does not make a short number long enough.
    expect(message(phoneFieldWithMinimum, '+353 (0)21 12345')).toBe(MINIMUM);
    expect(message(phoneFieldWithMinimum, '00353 21 12345')).toBe(MINIMUM);
  });

  it('take any country with at least 10 characters where the form says so', () => {
    expect(message(anyPhoneField, '+1 (202) 555-0100')).toBeNull();
    expect(message(anyPhoneField, '')).toBe('Enter your phone number');
    expect(message(anyPhoneField, '0770 900')).toBe('Enter a phone number, like 07700 900982');
  });

  it('take an empty or numeric textphone number only', () => {
    expect(message(textphoneField, '')).toBeNull();
    expect(message(textphoneField, '+1 202 555 0100')).toBeNull();
    expect(message(textphoneField, '18001 0800-123')).toBe(
      'Textphone or international number must only include numbers',
    );
  });
});

describe('postcode fields', () => {
  it('take postcodes in any case and spacing and give them back canonical', () => {
    expect(postcodeField.parse(' sw1a1aa ')).toBe('SW1A 1AA');
    expect(postcodeField.parse('ls1  4ab')).toBe('LS1 4AB');
    expect(postcodeField.parse('M1 1AE')).toBe('M1 1AE');
  });

  it('refuse a partial or malformed postcode with one message', () => {
    for (const bad of ['', 'SW1A', 'NOPE', '12345', 'SW1A 1AA X']) {
      expect(message(postcodeField, bad), bad).toBe('Enter a full UK postcode, like SW1A 1AA');
    }
  });

  it('on the wire take the same shape without trimming it', () => {
    expect(message(postcodeOnWire, 'LS1 4AB')).toBeNull();
    expect(message(postcodeOnWire, 'NOPE')).not.toBeNull();
    expect(message(postcodeOnWire, ' LS1 4AB')).not.toBeNull();
  });
});

describe('free text fields', () => {
  it('refuse blank text with the form’s own words', () => {
    expect(message(freeTextField(10, 'Enter your enquiry'), '   \n')).toBe('Enter your enquiry');
  });

  it('count characters as typed and say how many are over', () => {
    const field = freeTextField(10, 'Enter it');
    expect(message(field, ' 123456789')).toBeNull();
    expect(message(field, '12345678901 ')).toBe(
      'Maximum character limit reached. You are currently 2 characters over.',
    );
  });

  it('allow a query of exactly QUERY_MAX characters', () => {
    const query = queryTextField('Enter your complaint');
    expect(message(query, 'a'.repeat(QUERY_MAX))).toBeNull();
    expect(message(query, 'a'.repeat(QUERY_MAX + 1))).toBe(
      'Maximum character limit reached. You are currently 1 characters over.',
    );
  });
});
