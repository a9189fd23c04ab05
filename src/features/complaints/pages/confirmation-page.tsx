import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ConfirmationEmail } from '@/components/confirmation-email';
import { SmartLink } from '@/components/smart-link';
import { env } from '@/config/env';
import { OMBUDSMAN_AFTER_WEEKS } from '@/config/limits';
import { paths } from '@/config/paths';
import { bankHolidays } from '@/content/bank-holidays';
import { contactDetails } from '@/content/contact';
import { useDocumentTitle } from '@/lib/document-head';
import { confirmationContent, type ConfirmationData } from '../confirmation';
import { draftKeys, readDraft } from '@/lib/drafts';
import '../complaints.css';

/**
 * Opened where nothing was sent: in a new tab (the confirmation lives in the tab that sent the
 * message), from a bookmark or from history after the tab was closed. Say what the page is and
 * what to do, rather than quietly showing another page.
 */
function NothingToConfirm() {
  const heading = "We can't show this confirmation";
  useDocumentTitle(heading);
  return (
    <div className="page-width question-page">
      <h1>{heading}</h1>
      <p>
        This page shows your reference number once you&apos;ve sent us a complaint, an enquiry or a
        request. We can only show it in the browser tab you sent your message from.
      </p>
      <p>
        If you&apos;ve already sent your message, there&apos;s no need to send it again. If you
        haven&apos;t sent it yet, you can:
      </p>
      <ul>
        <li>
          <Link to={paths.selectType()}>make a complaint</Link>
        </li>
        <li>
          <Link to={paths.contactUs()}>contact us</Link> with a question or an enquiry
        </li>
        <li>
          go back to <Link to={paths.home()}>Help &amp; Support</Link>
        </li>
      </ul>
    </div>
  );
}

/** Route confirmation: the result, by origin (SPEC §4), with the reference and what happens next. */
export default function ConfirmationPage() {
  const location = useLocation();
  const [data] = useState<ConfirmationData | null>(
    () =>
      (location.state as ConfirmationData | null) ??
      readDraft<ConfirmationData>(draftKeys.confirmation()),
  );
  return data ? <Confirmation data={data} /> : <NothingToConfirm />;
}

function Confirmation({ data }: { data: ConfirmationData }) {
  const content = confirmationContent(data.origin, data.sentOn, bankHolidays);
  useDocumentTitle(content.heading);

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
      {content.reply && (
        <p>
          <strong>{content.reply}</strong>
          {content.replyDurations && ` ${content.replyDurations}`}
        </p>
      )}
      <ConfirmationEmail />
      {data.origin !== 'feedback' && (
        <p>We&apos;ll reply by email or phone using the details you gave us.</p>
      )}
      {content.complaint && (
        <>
          <h2>If you are not happy with our reply</h2>
          <p className="prominent-link">
            <SmartLink href={env.VITE_COMPLAINTS_PROCEDURE_URL}>Our complaints procedure</SmartLink>
          </p>
          <p>
            Our complaints procedure explains how we handle your complaint and how to take it
            further.
          </p>
          <p>
            {content.ombudsman ??
              `If we haven't sorted things out within ${OMBUDSMAN_AFTER_WEEKS} weeks, you can ask the Energy Ombudsman to look at it.`}{' '}
            If we send you our final response (sometimes called a deadlock letter) before then and
            you are still unhappy, you can ask them straight away. The Energy Ombudsman is free and
            independent.
          </p>
          <p>
            <a href={contactDetails.ombudsman.website} rel="noopener noreferrer">
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
