import { endpointUrl } from './endpoints';
import { clientIdHeader, http, JSON_API, parseWith } from './http';
import { leadCreatedSchema, type LeadCreated, type LeadRequest } from './schemas/leads';

/**
 * POST /v1/leads. The idempotency key is per draft, so a retry after a lost reply returns the
 * lead already made instead of making a second one.
 */
export async function postLead(body: LeadRequest, idempotencyKey: string): Promise<LeadCreated> {
  const url = endpointUrl('leads');
  const res = await http.post<unknown>(url, body, {
    headers: { ...clientIdHeader(), 'Content-Type': JSON_API, 'Idempotency-Key': idempotencyKey },
  });
  return parseWith(leadCreatedSchema, url, res.data);
}
