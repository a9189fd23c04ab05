import { env } from '@/config/env';
import { SmartLink } from './smart-link';

/**
 * "Our complaints procedure", where the provider publishes it (VITE_COMPLAINTS_PROCEDURE_URL: this
 * area's page by default): on every complaint and enquiry step, as the Consumer Complaints
 * Handling Standards ask it to be easy to find.
 */
export function ComplaintsProcedureLink({
  about = 'complaint',
}: {
  /** What the step sends: an enquiry is told it can become a complaint, not how one is handled. */
  about?: 'complaint' | 'enquiry';
}) {
  return (
    <p className="procedure-link">
      {about === 'complaint'
        ? 'How we handle complaints, and how long we take: '
        : 'If you are unhappy with our answer, you can make a complaint at any time: '}
      <SmartLink href={env.VITE_COMPLAINTS_PROCEDURE_URL}>our complaints procedure</SmartLink>
    </p>
  );
}
