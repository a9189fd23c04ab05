// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { addressResourceSchema } from '@/api/schemas/addresses';
import { buildPlatform } from '../../../server/app';

const { app, store } = await buildPlatform();
afterAll(() => app.close());
const headers = { 'x-client-id': 'test-client' };

describe('GET /v1/addresses', () => {
  it('lists 3 to 12 complete addresses for a well-formed postcode', async () => {
    const res = await app.inject({ url: '/v1/addresses?postcode=SW1A+1AA', headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: unknown[] }>();
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.length).toBeLessThanOrEqual(12);
    for (const a of data)
      expect(addressResourceSchema.parse(a).attributes.postcode).toBe('SW1A 1AA');
  });

  it('gives the same list every time, whatever the case and spacing typed', async () => {
    const a = await app.inject({ url: '/v1/addresses?postcode=ls14ab', headers });
    const b = await app.inject({ url: '/v1/addresses?postcode=LS1+4AB', headers });
    expect(a.json()).toEqual(b.json());
  });

  it('refuses a malformed postcode with 400', async () => {
    const res = await app.inject({ url: '/v1/addresses?postcode=NOTAPOSTCODE', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].title).toBe('Invalid postcode');
  });

  it('requires the client id header', async () => {
    const res = await app.inject({ url: '/v1/addresses?postcode=SW1A+1AA' });
    expect(res.statusCode).toBe(401);
  });
});

/** POST /v1/addresses with a manual address's attributes, as the address finder sends them. */
const postAddress = (attributes: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/v1/addresses',
    headers: { ...headers, 'content-type': 'application/vnd.api+json' },
    payload: { data: { type: 'addresses', attributes } },
  });

describe('POST /v1/addresses', () => {
  it('stores a manual address and returns its id', async () => {
    const res = await postAddress({
      'address-line1': '1 New Build Way',
      'postal-town': 'Leeds',
      postcode: 'LS1 4AB',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(store.getAddress(id)?.attributes).toMatchObject({ 'address-line1': '1 New Build Way' });
  });

  it('refuses a manual address without a town', async () => {
    const res = await postAddress({ 'address-line1': '1 Way', postcode: 'LS1 4AB' });
    expect(res.statusCode).toBe(422);
  });

  it('refuses a manual address whose postcode the form would refuse', async () => {
    const res = await postAddress({
      'address-line1': '1 Way',
      'postal-town': 'Leeds',
      postcode: 'LS1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      detail: 'Enter a full UK postcode, like SW1A 1AA',
      source: { pointer: '/data/attributes/postcode' },
    });
  });
});
