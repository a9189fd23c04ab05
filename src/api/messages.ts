import { endpointUrl } from './endpoints';
import { clientIdHeader, getJson, http, parseWith } from './http';
import { JSON_API, toDocument } from './jsonapi';
import {
  additionCreatedSchema,
  messageCheckSchema,
  messageDocumentSchema,
  messageListSchema,
  type AdditionRequest,
  type MessageCheckRequest,
} from './schemas/messages';

/**
 * A customer's messages (issue 51): the leads service's calls of docs/messages.md. The reads and
 * the additions go with the customer's access token (their own messages only); a check by
 * reference and email goes without.
 */

const signedIn = (accessToken: string) => ({
  ...clientIdHeader(),
  Authorization: `Bearer ${accessToken}`,
});
const messageUrl = (reference: string) =>
  `${endpointUrl('leads')}/${encodeURIComponent(reference)}`;

/** Query keys: everything of a customer's messages under one, removed at sign-out. */
export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  detail: (reference: string) => [...messageKeys.all, 'detail', reference] as const,
};

/** GET /v1/leads: the customer's messages, newest first. */
export const fetchMessages = (accessToken: string) =>
  getJson(endpointUrl('leads'), messageListSchema, { headers: signedIn(accessToken) });

/** GET /v1/leads/{reference}: one of the customer's messages, with its events. */
export const fetchMessage = (accessToken: string, reference: string) =>
  getJson(messageUrl(reference), messageDocumentSchema, { headers: signedIn(accessToken) });

/** POST /v1/leads/{reference}/additions: what the customer adds, once per key. */
export async function postAddition(
  accessToken: string,
  reference: string,
  text: string,
  idempotencyKey: string,
) {
  const url = `${messageUrl(reference)}/additions`;
  const body: AdditionRequest = toDocument('lead-additions', { text });
  const res = await http.post<unknown>(url, body, {
    headers: {
      ...signedIn(accessToken),
      'Content-Type': JSON_API,
      'Idempotency-Key': idempotencyKey,
    },
  });
  return parseWith(additionCreatedSchema, url, res.data);
}

/** POST /v1/lead-checks: where a message stands, by its reference and the email it came from. */
export async function checkMessage(attributes: MessageCheckRequest['data']['attributes']) {
  const url = endpointUrl('leadChecks');
  const res = await http.post<unknown>(url, toDocument('lead-checks', attributes), {
    headers: { ...clientIdHeader(), 'Content-Type': JSON_API },
  });
  return parseWith(messageCheckSchema, url, res.data);
}
