import { useNavigate } from 'react-router-dom';
import { useCreateLead } from '@/api/leads';
import { paths } from '@/config/paths';
import { readTokens, useSession } from '@/features/auth';
import { draftKeys, writeDraft } from '@/lib/drafts';
import { sentAtTime, sentOnAt, type ConfirmationData, type Origin } from '../confirmation';
import { isVariantId, VARIANTS } from '../variants';

/** SPEC §8: the alert for a failed lead post, to the letter. */
export const LEAD_FAILED_MESSAGE =
  "Unfortunately, we're having technical problems at the moment. Either stay on this page and try again in a few moments, or try again later. Thank you for your patience. We're sorry for the inconvenience this might cause.";

/**
 * SPEC §4 lead submission from a complaint, enquiry or feedback: on success, the confirmation
 * with the reference and a copy of what was sent (kept in the tab for a reload, decision 039); on
 * failure, the SPEC alert with everything kept.
 */
export function useSubmitLead(origin: Origin, flowDrafts: string[]) {
  const navigate = useNavigate();
  const hasSubject = isVariantId(origin) && VARIANTS[origin].hasSubject;
  const { state } = useSession();
  return useCreateLead(origin, {
    drafts: flowDrafts,
    // Signed in: the message is theirs, to follow in "Your messages" (issue 51).
    accessToken: () => (state === 'signed-in' ? readTokens().accessToken : null),
    onCreated: (res, body) => {
      const now = new Date();
      const { email, query, 'query-subtype': subject } = body.data.attributes;
      const confirmation: ConfirmationData = {
        origin,
        reference: res.data.id,
        sentOn: sentOnAt(now),
        // A complaint, enquiry or feedback lead always has both (lead-builder.ts).
        copy: {
          email: email ?? '',
          ...(hasSubject && subject && { subject }),
          message: query ?? '',
          at: sentAtTime(now),
        },
      };
      // Kept where sign-out clears it (lib/drafts.ts), never in the history entry's state: the
      // browser keeps that after sign-out, and Back would show the message again (issue 48).
      writeDraft(draftKeys.confirmation(), confirmation);
      navigate(paths.confirmation(), { replace: true });
    },
  });
}
