import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  additionRequestSchema,
  messageCheckRequestSchema,
  type MessageCheck,
} from '../../src/api/schemas/messages';
import { API_PATHS } from '../../src/config/api-paths';
import {
  idempotencyKeyOf,
  jsonApiRoute,
  refuseClientId,
  refuseIdempotencyKey,
  requireClientId,
} from '../api-guards';
import { MAX_FORWARD_MINUTES, STAND_IN_CLOCK_PATH, type StandInClock, type Clock } from '../clock';
import { JSON_API, sendError, sendErrors, sendOnceAnswer, validationErrors } from '../jsonapi';
import type { DoorLimits } from '../limits';
import {
  eventResource,
  isMessage,
  messageResource,
  MESSAGES_LISTED_MAX,
  statusOf,
} from '../messages';
import type { Store } from '../store';
import type { SignedInCustomers } from './customer';

interface MessageRouteOptions {
  customers: SignedInCustomers;
  clock: Clock;
  limits: Pick<DoorLimits, 'countReferenceCheck'>;
  /** The clock tests move (STAND_IN_CLOCK_PATH); none: it cannot be moved over HTTP. */
  movableClock?: StandInClock;
}

/** The same answer for a message that is not there and one that is another customer's. */
const notFound = (reply: FastifyReply) =>
  sendError(reply, 404, 'Message not found', 'No message of yours has this reference.');

/**
 * "Your messages" (issue 51, docs/messages.md): a signed-in customer's own leads, one with its
 * events, what they add to one, and where a message stands by its reference and email. Every
 * answer is `no-store` (it holds what a customer wrote) and carries the service's clock
 * (`meta.now`), from which the app counts what has passed (the 8 weeks of a complaint).
 */
export function registerMessageRoutes(
  app: FastifyInstance,
  store: Store,
  { customers, clock, limits, movableClock }: MessageRouteOptions,
) {
  const meta = () => ({ now: clock.now().toISOString() });

  /** The signed-in customer (their access token), else a 401 sent and null. */
  const customerOf = (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const id = customers.customerOf(req);
    if (id === null) void sendError(reply, 401, 'Not signed in', 'Send your access token.');
    return id;
  };

  /** The customer's own message (a complaint, enquiry or feedback), else null. */
  const ownMessage = (reference: string, customer: string) => {
    const lead = store.leadOfCustomer(reference, customer);
    return lead && isMessage(lead) ? lead : null;
  };

  app.get(API_PATHS.leads, { onRequest: requireClientId }, async (req, reply) => {
    const customer = customerOf(req, reply);
    if (customer === null) return reply;
    const now = meta();
    const data = store
      .leadsOfCustomer(customer, MESSAGES_LISTED_MAX)
      .filter(isMessage)
      .map((lead) => messageResource(lead, store.eventsUntil(lead.id, now.now)));
    return reply.type(JSON_API).send({ data, meta: now });
  });

  app.get<{ Params: { reference: string } }>(
    `${API_PATHS.leads}/:reference`,
    { onRequest: requireClientId },
    async (req, reply) => {
      const customer = customerOf(req, reply);
      if (customer === null) return reply;
      const lead = ownMessage(req.params.reference, customer);
      if (!lead) return notFound(reply);
      const now = meta();
      const events = store.eventsUntil(lead.id, now.now);
      return reply.type(JSON_API).send({
        data: messageResource(lead, events),
        included: events.map(eventResource),
        meta: now,
      });
    },
  );

  app.post<{ Params: { reference: string } }>(
    `${API_PATHS.leads}/:reference/additions`,
    jsonApiRoute,
    async (req, reply) => {
      const customer = customerOf(req, reply);
      if (customer === null) return reply;
      const ownId = refuseClientId(req.body, reply);
      if (ownId) return ownId;
      const parsed = additionRequestSchema.safeParse(req.body);
      if (!parsed.success) return sendErrors(reply, 422, validationErrors(parsed.error));
      const key = idempotencyKeyOf(req);
      if (key === 'invalid') return refuseIdempotencyKey(reply);
      const lead = ownMessage(req.params.reference, customer);
      if (!lead) return notFound(reply);
      const at = clock.now().toISOString();
      if (statusOf(store.eventsUntil(lead.id, at)) === 'closed') {
        return sendError(
          reply,
          409,
          'Message closed',
          'This message is closed. To tell us something new, send a new message.',
        );
      }
      const result = store.addEvent(
        lead.id,
        { kind: 'addition', at, text: parsed.data.data.attributes.text },
        key ?? null,
      );
      return sendOnceAnswer(
        reply,
        result.outcome === 'conflict'
          ? result
          : { outcome: result.outcome, made: eventResource(result.event) },
        'This key was sent with a different addition. Send a new key for a new one.',
      );
    },
  );

  app.post(API_PATHS.leadChecks, jsonApiRoute, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const ownId = refuseClientId(req.body, reply);
    if (ownId) return ownId;
    const parsed = messageCheckRequestSchema.safeParse(req.body);
    if (!parsed.success) return sendErrors(reply, 422, validationErrors(parsed.error));
    const { reference, email } = parsed.data.data.attributes;
    await limits.countReferenceCheck(req, reference);
    const lead = store.leadByReference(reference);
    const sentFrom = (lead?.body as { attributes?: { email?: unknown } } | undefined)?.attributes
      ?.email;
    // A wrong reference and a wrong email get the same answer: neither says the other was right.
    if (
      !lead ||
      !isMessage(lead) ||
      typeof sentFrom !== 'string' ||
      sentFrom.trim().toLowerCase() !== email.toLowerCase()
    ) {
      return sendError(
        reply,
        404,
        'No message found',
        'No message has this reference and email address together.',
      );
    }
    const now = meta();
    const { attributes } = messageResource(lead, store.eventsUntil(lead.id, now.now));
    const answer: MessageCheck = {
      data: {
        type: 'lead-statuses',
        id: lead.id,
        attributes: {
          'query-type': attributes['query-type'],
          'case-type': attributes['case-type'],
          'sent-at': attributes['sent-at'],
          status: attributes.status,
        },
      },
      meta: now,
    };
    return reply.type(JSON_API).send(answer);
  });

  if (movableClock) {
    app.post<{ Querystring: { forwardMinutes?: unknown } }>(
      STAND_IN_CLOCK_PATH,
      async (req, reply) => {
        const minutes = Number(req.query.forwardMinutes);
        if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_FORWARD_MINUTES) {
          return sendError(
            reply,
            400,
            'Invalid forwardMinutes',
            `Move the clock on by 1 to ${MAX_FORWARD_MINUTES} whole minutes.`,
          );
        }
        movableClock.forward(minutes);
        return reply.type(JSON_API).send({ meta: meta() });
      },
    );
  }
}
