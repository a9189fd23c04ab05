import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { confirmationContent, type ConfirmationData } from '../confirmation';
import { draftKeys, readDraft } from '@/lib/drafts';
import '../complaints.css';

/** Route confirmation: the result, by origin (SPEC §4), with the reference and what happens next. */
export default function ConfirmationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [data] = useState<ConfirmationData | null>(
    () =>
      (location.state as ConfirmationData | null) ??
      readDraft<ConfirmationData>(draftKeys.confirmation()),
  );
  const content = data ? confirmationContent(data.origin) : null;
  useDocumentTitle(content?.heading);

  useEffect(() => {
    if (!data) navigate(paths.home(), { replace: true });
  }, [data, navigate]);
  if (!data || !content) return null;

  return (
    <div className="page-width question-page">
      <div className="panel">
        <h1 className="panel__title">{content.heading}</h1>
        <div className="panel__body">
          Your reference number
          <br />
          <strong className="panel__reference">{data.reference}</strong>
        </div>
      </div>
      <p>
        Keep this reference number. It helps us find your message quickly if you contact us about
        it.
      </p>
      <h2>What happens next</h2>
      <p>{content.responseText}</p>
      {data.origin !== 'feedback' && (
        <p>We&apos;ll reply by email or phone using the details you gave us.</p>
      )}
      {content.complaint && (
        <>
          <h2>If you are not happy with our reply</h2>
          <p>
            Our complaints procedure explains how we handle your complaint and how to take it
            further. If we haven&apos;t sorted things out within 8 weeks, or we send you a final
            response (sometimes called a deadlock letter) and you are still unhappy, you can ask the
            Energy Ombudsman to look at it. The Energy Ombudsman is free and independent.
          </p>
          <p>
            <a href="https://www.energyombudsman.org/" rel="noopener noreferrer">
              Contact the Energy Ombudsman
            </a>
          </p>
        </>
      )}
      <p>
        <Link to={paths.home()}>Back to Help &amp; Support</Link>
      </p>
    </div>
  );
}
