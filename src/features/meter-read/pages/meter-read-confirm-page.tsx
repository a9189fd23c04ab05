import { Link } from 'react-router-dom';
import { ConfirmationEmail } from '@/components/confirmation-email';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';

/** Route submit-meter-read-confirm: thanks for the readings (SPEC §2). */
export default function MeterReadConfirmPage() {
  useDocumentTitle('Thanks for your meter readings');
  return (
    <div className="page-width question-page">
      <div className="panel">
        <h1 className="panel__title">Thanks for your meter readings</h1>
      </div>
      <h2>What happens next</h2>
      <ConfirmationEmail emailOptional />
      <p>
        We&apos;ll use your readings for your next bill, so it is based on what you have really used
        rather than an estimate. You don&apos;t need to do anything else.
      </p>
      <p>
        If your readings look very different from what we expect, we may get in touch to check them.
        Read{' '}
        <Link to={paths.article('meters', 'submit-a-meter-reading')}>
          how to take and give us a meter reading
        </Link>
        .
      </p>
      <p>
        <Link to={paths.home()}>Back to Help &amp; Support</Link>
      </p>
    </div>
  );
}
