import { RESPONSE_DAYS } from '@/config/limits';
import type { VariantId } from './variants';

export type Origin = VariantId | 'feedback';

/** What the confirmation page needs; kept in sessionStorage so a reload still shows it. */
export interface ConfirmationData {
  origin: Origin;
  reference: string;
  email: string;
}

export interface ConfirmationContent {
  heading: string;
  responseText: string;
  complaint: boolean;
}

/** SPEC §4: confirmation content by origin. */
export function confirmationContent(origin: Origin): ConfirmationContent {
  switch (origin) {
    case 'gas-and-electricity':
    case 'pay-as-you-go':
      return {
        heading: 'Your complaint has been sent',
        responseText: `We'll reply on average within ${RESPONSE_DAYS.average} days, and always within ${RESPONSE_DAYS.max} days.`,
        complaint: true,
      };
    case 'enquiry-gas-and-electricity':
      return {
        heading: 'Your enquiry has been sent',
        responseText: `We'll reply within ${RESPONSE_DAYS.enquiry} days.`,
        complaint: false,
      };
    case 'enquiry-pay-as-you-go':
      return {
        heading: 'Your enquiry has been sent',
        responseText: `We'll reply within ${RESPONSE_DAYS.average} days.`,
        complaint: false,
      };
    case 'feedback':
      return {
        heading: "Thanks, we've got your request",
        responseText:
          "We've sent you a confirmation email. It can take a few minutes to arrive, so check your junk folder too.",
        complaint: false,
      };
  }
}
