import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SendFailedAlert } from '@/components/send-failed-alert';
import { paths } from '@/config/paths';
import { useCustomer, useSession } from '@/features/auth';
import { DetailsForm } from '../components/details-form';
import { draftKeys, readDraft } from '@/lib/drafts';
import { initialDetails, prefillDetails } from '../hooks/use-cached-details';
import { LEAD_FAILED_MESSAGE, useSubmitLead } from '../hooks/use-submit-lead';
import { buildFeedbackLead } from '../lead-builder';
import type { CreditUseValues } from '../schemas';
import '../complaints.css';

const FLOW = 'feedback';

/** Route complaints/feedback/personal-details: details, then the feedback lead (SPEC §4). */
export default function FeedbackDetailsPage() {
  const navigate = useNavigate();
  const [creditUse] = useState(
    () => readDraft<CreditUseValues>(draftKeys.creditUse())?.creditUse?.trim() ?? '',
  );
  const { customer } = useCustomer();
  const { state } = useSession();
  const initial = useMemo(
    () => initialDetails(FLOW, 'Feedback', 'Feedback-Energy', prefillDetails(customer)),
    [customer],
  );
  const lead = useSubmitLead(FLOW, [draftKeys.details(FLOW), draftKeys.creditUse()]);

  useEffect(() => {
    if (!creditUse) navigate(paths.feedback(), { replace: true });
  }, [creditUse, navigate]);
  if (!creditUse) return null;

  return (
    <div className="page-width question-page">
      <Link className="back-link" to={paths.feedback()}>
        Back
      </Link>
      <span className="caption">We owe you</span>
      <h1>A bit about you</h1>
      <DetailsForm
        key={customer ? 'prefilled' : 'empty'}
        mode="feedback"
        draftKey={draftKeys.details(FLOW)}
        initial={initial}
        submitLabel="Send"
        pending={lead.pending}
        pendingText="Sending…"
        alert={
          lead.failed && (
            <SendFailedAlert offline={lead.failedOffline} onDismiss={lead.dismissError}>
              <p>{LEAD_FAILED_MESSAGE}</p>
            </SendFailedAlert>
          )
        }
        onValid={(details) =>
          lead.submit(buildFeedbackLead({ creditUse, details, signedIn: state === 'signed-in' }))
        }
      />
    </div>
  );
}
