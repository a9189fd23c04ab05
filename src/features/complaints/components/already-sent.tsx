import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import type { ConfirmationData } from '../confirmation';

interface Props {
  sent: ConfirmationData;
  /** What the customer sent: a complaint, an enquiry, or a request (feedback). */
  noun: string;
  onSendAnother: () => void;
}

/** In place of an emptied form, after Back from its confirmation (useAlreadySent). */
export function AlreadySent({ sent, noun, onSendAnother }: Props) {
  const heading = `You've already sent this ${noun}`;
  useDocumentTitle(heading);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Reached by Back, Forward or a reload: the notice is where a screen reader or the keyboard
    // starts (the page is at the top: main.tsx).
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      <p>
        Your reference number is <strong>{sent.reference}</strong>. There&apos;s no need to send it
        again.
      </p>
      <p>
        <Link to={paths.confirmation()}>See your confirmation again</Link>
      </p>
      <div className="form-actions">
        <Button type="button" variant="secondary" onClick={onSendAnother}>
          Send another {noun}
        </Button>
      </div>
    </>
  );
}
