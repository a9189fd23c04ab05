import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  clearDraft,
  contentHash,
  draftKeys,
  newDraftId,
  readDraft,
  writeDraft,
} from '@/lib/drafts';
import { failedForWantOfNetwork } from '@/lib/connection';
import { logger } from '@/lib/logger';
import { endpointUrl } from './endpoints';
import { clientIdHeader, http, parseWith } from './http';
import { JSON_API } from './jsonapi';
import { leadCreatedSchema, type LeadCreated, type LeadRequest } from './schemas/leads';

/**
 * POST /v1/leads. The idempotency key is per draft, so a retry after a lost reply returns the
 * lead already made instead of making a second one.
 */
async function postLead(body: LeadRequest, idempotencyKey: string): Promise<LeadCreated> {
  const url = endpointUrl('leads');
  const res = await http.post<unknown>(url, body, {
    headers: { ...clientIdHeader(), 'Content-Type': JSON_API, 'Idempotency-Key': idempotencyKey },
  });
  return parseWith(leadCreatedSchema, url, res.data);
}

/** One id per draft of a flow, kept with the draft; with the content hash it is the key. */
function draftId(flow: string) {
  const existing = readDraft<string>(draftKeys.id(flow));
  if (existing) return existing;
  const id = newDraftId();
  writeDraft(draftKeys.id(flow), id);
  return id;
}

interface CreateLeadOptions {
  /** The form's drafts, cleared once the lead is made. */
  drafts: string[];
  /** The lead made, and the body it was made from. */
  onCreated: (lead: LeadCreated, body: LeadRequest) => void;
}

/**
 * Sending a lead from a form, the one way every form does it (SPEC §4): one request at a time
 * (a second click in the same frame is ignored), an Idempotency-Key of the draft's id and a hash
 * of the content (a resend after a lost reply gets the same lead; an edited message is a new
 * one), the drafts cleared only once the lead is made, and nothing typed lost on failure.
 */
export function useCreateLead(flow: string, { drafts, onCreated }: CreateLeadOptions) {
  // Whether the send failed for want of a connection (lib/connection.ts): then the customer is
  // told that, not that our service has a problem (which the SPEC's message says).
  const [offline, setOffline] = useState(false);
  const mutation = useMutation({
    mutationFn: async ({ body, key }: { body: LeadRequest; key: string }) => {
      try {
        return await postLead(body, key);
      } catch (error) {
        // Asked before the send is over, so the alert says the right thing from the start.
        setOffline(await failedForWantOfNetwork(error));
        throw error;
      }
    },
  });
  // A ref, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false);

  const submit = (body: LeadRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(
      { body, key: `${draftId(flow)}:${contentHash(body)}` },
      {
        onSuccess: (lead) => {
          for (const key of [...drafts, draftKeys.id(flow)]) clearDraft(key);
          onCreated(lead, body);
        },
        onError: (error) => {
          logger.error('Failed to send lead: ', error);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return {
    submit,
    pending: mutation.isPending,
    failed: mutation.isError,
    /** The send failed with no connection: nothing reached us, and it can simply be sent again. */
    failedOffline: mutation.isError && offline,
    dismissError: () => mutation.reset(),
  };
}
