import type { FastifyInstance } from 'fastify';
import { manualAddressRequestSchema } from '../../src/api/schemas/addresses';
import { leadRequestSchemaFor } from '../../src/api/schemas/leads';
import { addressesFor, isPostcode } from '../address-book';
import {
  clientIdOf,
  idempotencyKeyOf,
  jsonApiRoute,
  refuseClientId,
  refuseIdempotencyKey,
  requireClientId,
} from '../api-guards';
import type { Clock } from '../clock';
import { scriptedEvents } from '../messages';
import type { SignedInCustomers } from './customer';
import { DEMO_ADDRESS_IDS } from '../demo-customer';
import { JSON_API, sendError, sendErrors, sendOnceAnswer, validationErrors } from '../jsonapi';
import type { Store } from '../store';
import { API_PATHS } from '../../src/config/api-paths';

/**
 * Leads and addresses: the JSON:API services of SPEC §7. A lead sent with the customer's access
 * token is theirs: they alone read it back and add to it (routes/messages.ts, decision 052). One
 * sent signed out is read back by no one over HTTP: a reference is something a customer reads out
 * on the phone (about 40 bits), and a lead holds a customer's name, address, email, phone and
 * complaint; only where it stands is told, to its reference with its email (decision 027).
 */
export function registerApiRoutes(
  app: FastifyInstance,
  store: Store,
  {
    meterReadEnabled,
    customers,
    clock,
  }: { meterReadEnabled: boolean; customers: SignedInCustomers; clock: Clock },
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
    const key = idempotencyKeyOf(req);
    if (key === 'invalid') return refuseIdempotencyKey(reply);
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
    // Sent signed in (the customer's access token with it): theirs, to read back and add to, with
    // the stand-in's script of what happens next. A token that no longer works is not a reason
    // to refuse a complaint: it is kept, as one sent signed out (found by reference and email).
    const at = clock.now();
    const attributes = parsed.data.data.attributes;
    const result = store.createLead(parsed.data.data, clientIdOf(req)!, key ?? null, {
      customerId: customers.customerOf(req),
      at,
      events: 'query-type' in attributes ? scriptedEvents(attributes['query-type'], at) : [],
    });
    return sendOnceAnswer(
      reply,
      result.outcome === 'conflict'
        ? result
        : { outcome: result.outcome, made: { type: 'leads', id: result.lead.id } },
      'This key was sent with a different lead. Send a new key for a new message.',
    );
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
