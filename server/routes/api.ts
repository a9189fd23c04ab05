import type { FastifyInstance } from 'fastify';
import { manualAddressRequestSchema } from '../../src/api/schemas/addresses';
import { leadRequestSchemaFor } from '../../src/api/schemas/leads';
import { addressesFor, isPostcode } from '../address-book';
import { clientIdOf, jsonApiRoute, refuseClientId, requireClientId } from '../api-guards';
import { DEMO_ADDRESS_IDS } from '../demo-customer';
import { JSON_API, sendError, sendErrors, validationErrors } from '../jsonapi';
import type { Store } from '../store';
import { API_PATHS } from '../../src/config/api-paths';

/** The IETF Idempotency-Key draft: at most this long; empty is not a key. */
const IDEMPOTENCY_KEY_MAX = 255;

/**
 * Leads and addresses: the JSON:API services of SPEC §7. A lead is written, never read back over
 * HTTP: the app never reads one, a reference is something a customer reads out on the phone (about
 * 40 bits, guessable at tens of thousands a second), and a lead holds a customer's name, address,
 * email, phone and complaint. The provider's systems read the store (decision 027).
 */
export function registerApiRoutes(
  app: FastifyInstance,
  store: Store,
  { meterReadEnabled }: { meterReadEnabled: boolean },
) {
  /** An address a lead may point at: typed in here, from the address book, or the customer's. */
  const knownAddress = (id: string) => {
    if (store.getAddress(id) || DEMO_ADDRESS_IDS.includes(id)) return true;
    // Address-book ids are the postcode without its space, then a number ("LS14AB-3").
    const [postcode = ''] = id.split('-');
    return isPostcode(postcode) && addressesFor(postcode).some((a) => a.id === id);
  };

  app.post(API_PATHS.leads, jsonApiRoute, async (req, reply) => {
    const ownId = refuseClientId(req.body, reply);
    if (ownId) return ownId;
    const parsed = leadRequestSchemaFor(req.body).safeParse(req.body);
    if (
      parsed.success &&
      parsed.data.data.attributes.topic === 'PriceCapMeterRead' &&
      !meterReadEnabled
    ) {
      // SPEC §2: the meter-read form is switched off, so nothing may arrive as if from it.
      return sendError(
        reply,
        403,
        'Meter readings are not taken online',
        'The meter-read form is switched off (VITE_METER_READ_ENABLED).',
      );
    }
    if (!parsed.success) return sendErrors(reply, 422, validationErrors(parsed.error));
    // Without the spaces around it, which HTTP does not count (RFC 9110 OWS) and Node's parser
    // drops: a key of spaces only is empty, however the request arrived.
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : header;
    if (
      key !== undefined &&
      (typeof key !== 'string' || key === '' || key.length > IDEMPOTENCY_KEY_MAX)
    ) {
      return sendError(
        reply,
        400,
        'Invalid Idempotency-Key',
        `Send one key of 1 to ${IDEMPOTENCY_KEY_MAX} characters, or none.`,
      );
    }
    const addressId = parsed.data.data.relationships?.address?.data.id;
    if (addressId !== undefined && !knownAddress(addressId)) {
      return sendErrors(reply, 422, [
        {
          status: '422',
          title: 'Unknown address',
          detail: 'Choose an address from the list, or enter it by hand.',
          source: { pointer: '/data/relationships/address/data/id' },
        },
      ]);
    }
    const result = store.createLead(parsed.data.data, clientIdOf(req)!, key ?? null);
    if (result.outcome === 'conflict') {
      return sendError(
        reply,
        422,
        'Idempotency-Key already used',
        'This key was sent with a different lead. Send a new key for a new message.',
      );
    }
    return reply
      .code(result.outcome === 'replayed' ? 200 : 201)
      .type(JSON_API)
      .send({ data: { type: 'leads', id: result.lead.id } });
  });

  app.get<{ Querystring: { postcode?: unknown } }>(
    API_PATHS.addresses,
    { onRequest: requireClientId },
    async (req, reply) => {
      // One postcode, as text: `?postcode=A&postcode=B` is an array and was a 500.
      const postcode = typeof req.query.postcode === 'string' ? req.query.postcode : '';
      if (!isPostcode(postcode)) {
        return sendError(reply, 400, 'Invalid postcode', 'Send a full UK postcode, like SW1A 1AA.');
      }
      return reply.type(JSON_API).send({ data: addressesFor(postcode) });
    },
  );

  app.post(API_PATHS.addresses, jsonApiRoute, async (req, reply) => {
    const ownId = refuseClientId(req.body, reply);
    if (ownId) return ownId;
    const parsed = manualAddressRequestSchema.safeParse(req.body);
    if (!parsed.success) return sendErrors(reply, 422, validationErrors(parsed.error));
    const id = store.createAddress(parsed.data.data.attributes);
    return reply
      .code(201)
      .type(JSON_API)
      .send({ data: { type: 'addresses', id } });
  });
}
