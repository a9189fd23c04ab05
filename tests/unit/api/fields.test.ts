import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  anyPhoneField,
  emailField,
  emailOnWire,
  firstNameField,
  freeTextField,
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
} from '@/api/schemas/fields';
import * as limits from '@/config/limits';

/** The one message a value gets, or null when it is accepted. */
const message = (field: z.ZodType, value: unknown) => {
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

  it('on the wire refuse whatever the form refuses, and still what zod refuses', () => {
    for (const bad of ['', 'sam@example', ' sam@example.com', 'siobhán@example.ie']) {
      expect(message(emailOnWire, bad), bad).not.toBeNull();
    }
    expect(message(emailOnWire, 'sam.taylor@example.com')).toBeNull();
  });
});

describe('phone fields', () => {
  it('take UK and Irish numbers written with spaces, brackets, hyphens and +', () => {
    for (const n of [
      '07700 900982',
      '07700-900-982',
      '(020) 7946 0958',
      '+44 7700 900982',
      '0044 20 7946 0958',
      '+353 87 123 4567',
    ]) {
      expect(message(phoneField, n), n).toBeNull();
    }
  });

  it('refuse other numbers, and say so', () => {
    expect(message(phoneField, '')).toBe('Enter your phone number');
    // GOV.UK's '+44 (0)20 …' style is not taken today: the (0) after +44 fails the UK rule.
    for (const n of ['+1 202 555 0100', '0770', 'phone me', '+44 (0)20 7946 0958']) {
      expect(message(phoneField, n), n).toBe(
        'Enter a UK or Irish phone number, like 07700 900982 or +353 87 123 4567',
      );
    }
  });

  it('want at least 11 characters where SPEC sets the minimum', () => {
    expect(message(phoneField, '087 123 4567')).toBeNull();
    expect(message(phoneFieldWithMinimum, '087 123 4567')).toBe(
      'Phone number must be at least 11 digits, like 07700 900982',
    );
    expect(message(phoneFieldWithMinimum, '07700 900982')).toBeNull();
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
