import { endpointUrl } from './endpoints';
import { clientIdHeader, http, parseWith } from './http';
import { JSON_API } from './jsonapi';
import { leadCreatedSchema, type LeadCreated, type LeadRequest } from './schemas/leads';
import { useSendOnce } from './send-once';

/**
 * POST /v1/leads. The idempotency key is per draft, so a retry after a lost reply returns the
 * lead already made instead of making a second one. Sent with the customer's access token when
 * they are signed in: the lead is then theirs, in "Your messages" (issue 51, decision 052).
 */
async function postLead(
  body: LeadRequest,
  idempotencyKey: string,
  accessToken: string | null,
): Promise<LeadCreated> {
  const url = endpointUrl('leads');
  const res = await http.post<unknown>(url, body, {
    headers: {
      ...clientIdHeader(),
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      'Content-Type': JSON_API,
      'Idempotency-Key': idempotencyKey,
    },
  });
  return parseWith(leadCreatedSchema, url, res.data);
}

interface CreateLeadOptions {
  /** The form's drafts, cleared once the lead is made. */
  drafts: string[];
  /** The lead made, and the body it was made from. */
  onCreated: (lead: LeadCreated, body: LeadRequest) => void;
  /** The signed-in customer's access token as the lead is sent; none: sent signed out. */
  accessToken?: () => string | null;
}

/** Sending a lead from a form (SPEC §4), once (api/send-once.ts). */
export function useCreateLead(
  flow: string,
  { drafts, onCreated, accessToken = () => null }: CreateLeadOptions,
) {
  return useSendOnce(flow, (body: LeadRequest, key) => postLead(body, key, accessToken()), {
    drafts,
    onSent: onCreated,
    failure: 'Failed to send lead: ',
  });
}
