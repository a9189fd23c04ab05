import { useNavigate } from 'react-router-dom';
import { useCreateLead } from '@/api/leads';
import { paths } from '@/config/paths';
import { draftKeys, writeDraft } from '@/lib/drafts';
import { sentOnAt, type ConfirmationData, type Origin } from '../confirmation';

/** SPEC §8: the alert for a failed lead post, to the letter. */
export const LEAD_FAILED_MESSAGE =
  "Unfortunately, we're having technical problems at the moment. Either stay on this page and try again in a few moments, or try again later. Thank you for your patience. We're sorry for the inconvenience this might cause.";

/**
 * SPEC §4 lead submission from a complaint, enquiry or feedback: on success, the confirmation
 * with the reference (kept for a reload); on failure, the SPEC alert with everything kept.
 */
export function useSubmitLead(origin: Origin, flowDrafts: string[]) {
  const navigate = useNavigate();
  return useCreateLead(origin, {
    drafts: flowDrafts,
    onCreated: (res) => {
      // The day it was sent, for the reply dates; nothing personal is kept with it.
      const confirmation: ConfirmationData = {
        origin,
        reference: res.data.id,
        sentOn: sentOnAt(new Date()),
      };
      writeDraft(draftKeys.confirmation(), confirmation);
      navigate(paths.confirmation(), { state: confirmation, replace: true });
    },
  });
}
