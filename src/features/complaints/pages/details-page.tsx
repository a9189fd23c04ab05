import { useEffect, useMemo } from 'react';
import { ComplaintsProcedureLink } from '@/components/complaints-procedure-link';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCustomer } from '@/features/auth';
import { goToPageNotFound } from '@/lib/navigate-away';
import { AlreadySent } from '../components/already-sent';
import { DetailsForm } from '../components/details-form';
import { WithoutJavaScript } from '../components/without-javascript';
import { draftKeys, writeDraft } from '@/lib/drafts';
import { useAlreadySent } from '../hooks/use-already-sent';
import { prefillDetails } from '../hooks/use-cached-details';
import { DETAILS_HEADING, isVariantId, VARIANTS } from '../variants';
import '../complaints.css';

/** Route complaints/{complaint}: "A bit about you" for the four variants (SPEC §2). */
export default function DetailsPage() {
  const { complaint = '' } = useParams();
  const navigate = useNavigate();
  const known = isVariantId(complaint);

  useEffect(() => {
    if (!known) goToPageNotFound();
  }, [known]);

  const variant = known ? VARIANTS[complaint] : null;
  const { customer } = useCustomer();
  const prefill = useMemo(() => prefillDetails(customer), [customer]);
  const { sent, sendAnother, headingRef } = useAlreadySent(complaint, [
    draftKeys.details(complaint),
    draftKeys.query(complaint),
  ]);
  if (!variant) return null;

  return (
    <div className="page-width question-page">
      <Link
        className="back-link"
        to={variant.kind === 'complaint' ? paths.selectEnergy() : paths.contactUs()}
      >
        Back
      </Link>
      <span className="caption">{variant.heading}</span>
      {sent ? (
        <AlreadySent sent={sent} noun={variant.kind} onSendAnother={sendAnother} />
      ) : (
        <>
          <h1 ref={headingRef}>{DETAILS_HEADING}</h1>
          <WithoutJavaScript kind={variant.kind} />
          <div className="needs-code">
            <p>We need a few details so we can find your account and reply to you.</p>
            <DetailsForm
              mode="complaint"
              draftKey={draftKeys.details(variant.id)}
              queryType={variant.queryType}
              querySubtype={variant.fixedSubtype ?? ''}
              prefill={prefill}
              submitLabel="Continue"
              onValid={(details) => {
                writeDraft(draftKeys.details(variant.id), details);
                navigate(paths.complaintQuery(variant.id));
              }}
            />
          </div>
        </>
      )}
      <ComplaintsProcedureLink />
    </div>
  );
}
