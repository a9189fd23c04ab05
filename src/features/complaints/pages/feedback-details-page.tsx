import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { paths } from '@/config/paths';
import { DetailsForm } from '../components/details-form';
import { draftKeys, readDraft } from '../drafts';
import { initialDetails } from '../hooks/use-cached-details';
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
  const [initial] = useState(() => initialDetails(FLOW, 'Feedback', 'Feedback-Energy'));
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
        mode="feedback"
        draftKey={draftKeys.details(FLOW)}
        initial={initial}
        submitLabel="Send"
        pending={lead.pending}
        pendingText="Sending…"
        alert={
          lead.failed && (
            <Alert onDismiss={lead.dismissError}>
              <p>{LEAD_FAILED_MESSAGE}</p>
            </Alert>
          )
        }
        onValid={(details) =>
          lead.submit(buildFeedbackLead({ creditUse, details, signedIn: false }), details.email)
        }
      />
    </div>
  );
}
