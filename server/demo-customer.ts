import type { Address } from '../src/api/schemas/addresses';

/** The customer the local /sign-in signs you in as. Invented; any likeness is coincidence. */
export const DEMO_CUSTOMER_ID = 'demo-customer-1';

export const demoAddress: Address = {
  type: 'addresses',
  id: 'demo-address-1',
  attributes: {
    'house-name': null,
    address: '12 Beacon Street, Leeds, LS1 4AB',
    'flat-number': null,
    'house-number': '12',
    county: 'West Yorkshire',
    postcode: 'LS1 4AB',
    'address-line1': '12 Beacon Street',
    'address-line2': null,
    'postal-town': 'Leeds',
    'pes-region': '_M',
    country: 'United Kingdom',
  },
};

export const demoCustomer = {
  type: 'customers' as const,
  id: DEMO_CUSTOMER_ID,
  attributes: {
    'first-name': 'Priya',
    surname: 'Sharma',
    email: 'priya.sharma@example.com',
    'phone-number': '07700 900123',
  },
  relationships: {
    'correspondence-address': { data: { type: 'addresses', id: demoAddress.id } },
  },
};

/** A second address on the same premises list, so matching the correspondence address matters. */
export const demoSupplyAddress: Address = {
  ...demoAddress,
  id: 'demo-address-2',
  attributes: {
    ...demoAddress.attributes,
    address: 'Flat 3, 40 Harbour Road, Leeds, LS2 7QT',
    'flat-number': 'Flat 3',
    'house-number': '40',
    postcode: 'LS2 7QT',
    'address-line1': '40 Harbour Road',
    'address-line2': 'Flat 3',
  },
};

/**
 * A second local customer (`/sign-in?as=demo-customer-2`), so the browser tests can show that one
 * customer's messages are never another's (issue 51). Invented too.
 */
export const otherDemoCustomer = {
  type: 'customers' as const,
  id: 'demo-customer-2',
  attributes: {
    'first-name': 'Tom',
    surname: 'Okafor',
    email: 'tom.okafor@example.com',
    'phone-number': '07700 900456',
  },
  relationships: {
    'correspondence-address': { data: { type: 'addresses', id: demoSupplyAddress.id } },
  },
};

/** The local customers, by id; the first is who `/sign-in` signs in unless told. */
export const DEMO_CUSTOMERS = [demoCustomer, otherDemoCustomer];
export type DemoCustomer = (typeof DEMO_CUSTOMERS)[number];

export const demoAccountStatus = { liveCount: 0, lostCount: 0, preLiveCount: 0 };

/** The demo customer's own addresses, which a prefilled lead points at. */
export const DEMO_ADDRESS_IDS = [demoAddress.id, demoSupplyAddress.id];
