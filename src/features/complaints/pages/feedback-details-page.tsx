import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SendFailedAlert } from '@/components/send-failed-alert';
import { paths } from '@/config/paths';
import { useCustomer, useSession } from '@/features/auth';
import { DetailsForm } from '../components/details-form';
import { WithoutJavaScript } from '../components/without-javascript';
import { draftKeys, readDraft } from '@/lib/drafts';
import { prefillDetails } from '../hooks/use-cached-details';
import { LEAD_FAILED_MESSAGE, useSubmitLead } from '../hooks/use-submit-lead';
import { buildFeedbackLead } from '../lead-builder';
import type { CreditUseValues } from '../schemas';
import { DETAILS_HEADING } from '../variants';
import '../complaints.css';

const FLOW = 'feedback';

/** Route complaints/feedback/personal-details: details, then the feedback lead (SPEC §4). */
export default function FeedbackDetailsPage() {
  const navigate = useNavigate();
  // What the customer wrote on the step before, kept in the tab: read once the page is alive (it
  // was built without it, decision 039), before it paints; without it, back to that step (SPEC
  // §4), once the router listens (after the first paint).
  const [creditUse, setCreditUse] = useState<string | null>(null);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- before the first paint
    setCreditUse(readDraft<CreditUseValues>(draftKeys.creditUse())?.creditUse?.trim() ?? '');
  }, []);
  useEffect(() => {
    if (creditUse === '') navigate(paths.feedback(), { replace: true });
  }, [creditUse, navigate]);
  const { customer } = useCustomer();
  const prefill = useMemo(() => prefillDetails(customer), [customer]);
  const { state } = useSession();
  const lead = useSubmitLead(FLOW, [draftKeys.details(FLOW), draftKeys.creditUse()]);

  return (
    <div className="page-width question-page">
      <Link className="back-link" to={paths.feedback()}>
        Back
      </Link>
      <span className="caption">We owe you</span>
      <h1>{DETAILS_HEADING}</h1>
      <WithoutJavaScript kind="request" />
      <div className="needs-code">
        <DetailsForm
          mode="feedback"
          draftKey={draftKeys.details(FLOW)}
          queryType="Feedback"
          querySubtype="Feedback-Energy"
          prefill={prefill}
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
            creditUse &&
            lead.submit(buildFeedbackLead({ creditUse, details, signedIn: state === 'signed-in' }))
          }
        />
      </div>
    </div>
  );
}
