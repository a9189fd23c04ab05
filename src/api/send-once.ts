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

/** One id per draft of a flow, kept with the draft; with the content hash it is the key. */
function draftId(flow: string) {
  const existing = readDraft<string>(draftKeys.id(flow));
  if (existing) return existing;
  const id = newDraftId();
  writeDraft(draftKeys.id(flow), id);
  return id;
}

interface SendOnceOptions<Body, Result> {
  /** The form's drafts, cleared once it is sent. */
  drafts: string[];
  /** What was made, and the body it was made from. */
  onSent: (result: Result, body: Body) => void;
  /** Said in the log when a send fails (never the body: it is what the customer wrote). */
  failure: string;
}

/**
 * Sending what a customer wrote, the one way every form does it (SPEC §4): one request at a time
 * (a second click in the same frame is ignored), an Idempotency-Key of the draft's id and a hash
 * of the content (a resend after a lost reply gets what was already made; an edited message is a
 * new one), the drafts cleared only once it is made, and nothing typed lost on failure.
 */
export function useSendOnce<Body, Result>(
  flow: string,
  send: (body: Body, idempotencyKey: string) => Promise<Result>,
  { drafts, onSent, failure }: SendOnceOptions<Body, Result>,
) {
  // Whether the send failed for want of a connection (lib/connection.ts): then the customer is
  // told that, not that our service has a problem (which the SPEC's message says).
  const [offline, setOffline] = useState(false);
  const mutation = useMutation({
    mutationFn: async ({ body, key }: { body: Body; key: string }) => {
      try {
        return await send(body, key);
      } catch (error) {
        // Asked before the send is over, so the alert says the right thing from the start.
        setOffline(await failedForWantOfNetwork(error));
        throw error;
      }
    },
  });
  // A ref, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false);

  const submit = (body: Body) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(
      { body, key: `${draftId(flow)}:${contentHash(body)}` },
      {
        onSuccess: (result) => {
          for (const key of [...drafts, draftKeys.id(flow)]) clearDraft(key);
          onSent(result, body);
        },
        onError: (error) => {
          logger.error(failure, error);
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
    /** The error of the failed send, for a form that answers some refusals itself. */
    error: mutation.error,
    /** The send failed with no connection: nothing reached us, and it can simply be sent again. */
    failedOffline: mutation.isError && offline,
    dismissError: () => mutation.reset(),
  };
}
