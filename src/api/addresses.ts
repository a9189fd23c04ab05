import { endpointUrl } from './endpoints';
import { clientIdHeader, http, parseWith } from './http';
import { JSON_API } from './jsonapi';
import {
  addressCreatedSchema,
  addressListSchema,
  type ManualAddressRequest,
} from './schemas/addresses';
import { normalisePostcode } from './schemas/fields';

export const addressKeys = {
  byPostcode: (postcode: string) => ['addresses', normalisePostcode(postcode)] as const,
};

/** GET /v1/addresses?postcode= with spaces sent as + (SPEC §7). */
export async function lookupAddresses(postcode: string) {
  const query = encodeURIComponent(normalisePostcode(postcode)).replace(/%20/g, '+');
  const url = `${endpointUrl('addresses')}?postcode=${query}`;
  const res = await http.get<unknown>(url, { headers: clientIdHeader() });
  return parseWith(addressListSchema, url, res.data).data;
}

/** POST /v1/addresses for an address typed in by hand; the id goes on the lead (SPEC §3). */
export async function createManualAddress(body: ManualAddressRequest) {
  const url = endpointUrl('addresses');
  const res = await http.post<unknown>(url, body, {
    headers: { ...clientIdHeader(), 'Content-Type': JSON_API },
  });
  return parseWith(addressCreatedSchema, url, res.data).data.id;
}
