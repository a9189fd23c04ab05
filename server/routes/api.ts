import type { FastifyInstance, FastifyRequest } from 'fastify';
import { manualAddressRequestSchema } from '../../src/api/schemas/addresses';
import { leadRequestSchemaFor } from '../../src/api/schemas/leads';
import { addressesFor, isPostcode } from '../address-book';
import { JSON_API, sendError, sendErrors, validationErrors } from '../jsonapi';
import type { Store } from '../store';

const hasClientId = (req: FastifyRequest) => {
  const id = req.headers['x-client-id'];
  return typeof id === 'string' && id.trim().length > 0;
};

/** Leads and addresses: the JSON:API services of SPEC §7. */
export function registerApiRoutes(app: FastifyInstance, store: Store) {
  app.addHook('preHandler', async (req, reply) => {
    if (!/^\/v1\/(leads|addresses)/.test(req.url)) return;
    if (!hasClientId(req)) {
      return sendError(reply, 401, 'Missing client id', 'Send the X-Client-ID header.');
    }
  });

  app.post('/v1/leads', async (req, reply) => {
    const parsed = leadRequestSchemaFor(req.body).safeParse(req.body);
    if (!parsed.success) return sendErrors(reply, 422, validationErrors(parsed.error));
    const keyHeader = req.headers['idempotency-key'];
    const key = typeof keyHeader === 'string' && keyHeader.length <= 200 ? keyHeader : null;
    const { lead, replayed } = store.createLead(parsed.data.data, key);
    return reply
      .code(replayed ? 200 : 201)
      .type(JSON_API)
      .send({ data: { type: 'leads', id: lead.id } });
  });

  app.get<{ Params: { id: string } }>('/v1/leads/:id', async (req, reply) => {
    const lead = store.getLead(req.params.id);
    if (!lead) return sendError(reply, 404, 'Lead not found');
    const body = lead.body as Record<string, unknown>;
    return reply
      .type(JSON_API)
      .send({ data: { ...body, type: 'leads', id: lead.id, meta: { createdAt: lead.createdAt } } });
  });

  app.get<{ Querystring: { postcode?: string } }>('/v1/addresses', async (req, reply) => {
    const postcode = req.query.postcode ?? '';
    if (!isPostcode(postcode)) {
      return sendError(reply, 400, 'Invalid postcode', 'Send a full UK postcode, like SW1A 1AA.');
    }
    return reply.type(JSON_API).send({ data: addressesFor(postcode) });
  });

  app.post('/v1/addresses', async (req, reply) => {
    const parsed = manualAddressRequestSchema.safeParse(req.body);
    if (!parsed.success) return sendErrors(reply, 422, validationErrors(parsed.error));
    const id = store.createAddress(parsed.data.data.attributes);
    return reply
      .code(201)
      .type(JSON_API)
      .send({ data: { type: 'addresses', id } });
  });
}
