import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { ConfirmationEmail } from '@/components/confirmation-email';
import { SmartLink } from '@/components/smart-link';
import { env } from '@/config/env';
import { OMBUDSMAN_AFTER_WEEKS } from '@/config/limits';
import { paths } from '@/config/paths';
import { bankHolidays } from '@/content/bank-holidays';
import { contactDetails } from '@/content/contact';
import { useDocumentTitle } from '@/lib/document-head';
import { dateInWords } from '@/lib/london-time';
import { clockInWords } from '@/lib/opening-hours';
import { confirmationContent, type ConfirmationData, type SentCopy } from '../confirmation';
import { draftKeys, readDraft } from '@/lib/drafts';
import { useSession } from '@/features/auth';
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
  const [data, setData] = useState<ConfirmationData | null>(() =>
    readDraft<ConfirmationData>(draftKeys.confirmation()),
  );
  // Shown again from the browser's back-forward cache (Back after signing out elsewhere in the
  // tab's history): only while the copy is still kept; sign-out has removed it (issue 48).
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setData(readDraft<ConfirmationData>(draftKeys.confirmation()));
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  return data ? <Confirmation data={data} /> : <NothingToConfirm />;
}

/**
 * Where to follow the message from here (issue 51): signed in, "Your messages", where it is with
 * everything else they sent; otherwise, "Check a message" with the reference and email.
 */
function FollowIt() {
  const { state } = useSession();
  return state === 'signed-in' ? (
    <p className="prominent-link no-print">
      <Link to={paths.messages()}>See where it stands in Your messages</Link>
    </p>
  ) : (
    <p className="no-print">
      To see where it stands later, <Link to={paths.checkMessage()}>check a message</Link> with your
      reference number and email address.
    </p>
  );
}

/** A link's full address, on paper only: a printed link cannot be followed. */
function PrintedAddress({ href }: { href: string }) {
  return <span className="print-only">: {new URL(href, window.location.href).href}</span>;
}

/** What the customer's message is called on the page. */
const MESSAGE_NAME: Record<ConfirmationData['origin'], string> = {
  'gas-and-electricity': 'Your complaint',
  'pay-as-you-go': 'Your complaint',
  'enquiry-gas-and-electricity': 'Your enquiry',
  'enquiry-pay-as-you-go': 'Your enquiry',
  feedback: 'How you would like us to use your credit',
};

/**
 * A copy of what was sent, as typed, with when: proof for the customer to keep, printed on its
 * own with the reference (complaints.css). Masked in session replays like anything typed.
 */
function WhatYouSent({
  data,
  copy,
  reply,
}: {
  data: ConfirmationData;
  copy: SentCopy;
  reply?: string;
}) {
  return (
    <section className="sent-copy" aria-labelledby="sent-copy-title" data-dd-privacy="mask">
      <h2 id="sent-copy-title">What you sent us</h2>
      <dl className="sent-copy__list">
        <dt>Sent</dt>
        <dd>
          {data.sentOn && `${dateInWords(data.sentOn, { weekday: true })} at `}
          {clockInWords(copy.at)} (UK time)
        </dd>
        <dt>Reference</dt>
        <dd>{data.reference}</dd>
        <dt>We&apos;ll reply to</dt>
        <dd>{copy.email}</dd>
        {reply && (
          <>
            <dt>When</dt>
            <dd>{reply}</dd>
          </>
        )}
        {copy.subject && (
          <>
            <dt>Subject</dt>
            <dd>{copy.subject}</dd>
          </>
        )}
        <dt>{MESSAGE_NAME[data.origin]}</dt>
        <dd className="sent-copy__message">{copy.message}</dd>
      </dl>
      <p className="no-print">
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          Print or save a copy
        </Button>
      </p>
    </section>
  );
}

function Confirmation({ data }: { data: ConfirmationData }) {
  const content = confirmationContent(data.origin, data.sentOn, bankHolidays);
  useDocumentTitle(content.heading);

  return (
    <div className="page-width question-page confirmation">
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
      <FollowIt />
      <h2>What happens next</h2>
      {content.reply && (
        <p>
          <strong>{content.reply}</strong>
          {content.replyDurations && ` ${content.replyDurations}`}
        </p>
      )}
      <ConfirmationEmail />
      {data.origin !== 'feedback' &&
        (data.copy ? (
          <p>
            We&apos;ll reply by email to <strong>{data.copy.email}</strong>, or by phone, using the
            details you gave us.
          </p>
        ) : (
          <p>We&apos;ll reply by email or phone using the details you gave us.</p>
        ))}
      {content.complaint && (
        // Printed with the reference and the copy: the date the Ombudsman can be asked from, and
        // where the procedure and the Ombudsman are, are what a customer needs weeks later.
        <section className="confirmation__if-unhappy" aria-labelledby="if-unhappy-title">
          <h2 id="if-unhappy-title">If you are not happy with our reply</h2>
          <p className="prominent-link">
            <SmartLink href={env.VITE_COMPLAINTS_PROCEDURE_URL}>Our complaints procedure</SmartLink>
            <PrintedAddress href={env.VITE_COMPLAINTS_PROCEDURE_URL} />
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
            <PrintedAddress href={contactDetails.ombudsman.website} />
          </p>
        </section>
      )}
      {data.copy && <WhatYouSent data={data} copy={data.copy} reply={content.reply} />}
      <p className="no-print">
        <Link to={paths.home()}>Back to Help &amp; Support</Link>
      </p>
    </div>
  );
}
