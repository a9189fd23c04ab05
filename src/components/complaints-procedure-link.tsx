import { env } from '@/config/env';
import { SmartLink } from './smart-link';

/**
 * "Our complaints procedure", where the provider publishes it (VITE_COMPLAINTS_PROCEDURE_URL: this
 * area's page by default): on every complaint and enquiry step, as the Consumer Complaints
 * Handling Standards ask it to be easy to find.
 */
export function ComplaintsProcedureLink() {
  return (
    <p className="procedure-link">
      How we handle complaints, and how long we take:{' '}
      <SmartLink href={env.VITE_COMPLAINTS_PROCEDURE_URL}>our complaints procedure</SmartLink>
    </p>
  );
}
