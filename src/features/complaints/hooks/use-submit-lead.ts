import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { postLead } from '@/api/leads';
import type { LeadRequest } from '@/api/schemas/leads';
import { paths } from '@/config/paths';
import { logger } from '@/lib/logger';
import type { ConfirmationData, Origin } from '../confirmation';
import {
  clearDraft,
  contentHash,
  draftKeys,
  newDraftId,
  readDraft,
  writeDraft,
} from '@/lib/drafts';

/** SPEC §8: the alert for a failed lead post, to the letter. */
export const LEAD_FAILED_MESSAGE =
  "Unfortunately, we're having technical problems at the moment. Either stay on this page and try again in a few moments, or try again later. Thank you for your patience. We're sorry for the inconvenience this might cause.";

const draftIdKey = (flow: string) => `hs-draft:id:${flow}`;

/** One id per draft; with the content hash it makes the Idempotency-Key. */
function draftId(flow: string) {
  const existing = readDraft<string>(draftIdKey(flow));
  if (existing) return existing;
  const id = newDraftId();
  writeDraft(draftIdKey(flow), id);
  return id;
}

/**
 * SPEC §4 lead submission: pending (one request at a time), success (confirmation with the
 * reference), error (the SPEC alert; nothing typed is lost). A resend of the same content carries
 * the same Idempotency-Key, so a retry after a lost reply never makes a second lead.
 */
export function useSubmitLead(origin: Origin, flowDrafts: string[]) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: LeadRequest; key: string }) => postLead(body, key),
  });

  // A ref, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false);

  const submit = (body: LeadRequest, email: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const key = `${draftId(origin)}:${contentHash(body)}`;
    mutation.mutate(
      { body, key },
      {
        onSuccess: (res) => {
          const confirmation: ConfirmationData = { origin, reference: res.data.id, email };
          writeDraft(draftKeys.confirmation(), confirmation);
          for (const k of flowDrafts) clearDraft(k);
          clearDraft(draftIdKey(origin));
          navigate(paths.confirmation(), { state: confirmation, replace: true });
        },
        onError: (error) => logger.error('Failed to send lead: ', error),
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
    dismissError: () => mutation.reset(),
  };
}
