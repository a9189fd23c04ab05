/**
 * content/contact.json, built in and checked at build time (scripts/built-in-content.ts): every
 * way to reach us. Read by the Contact us page alone, which is loaded lazily and prerendered, so
 * the details are there without JavaScript and offline.
 */
import type { Contact } from '@/api/schemas/built-in-content';

export type ContactDetails = Omit<Contact, 'about'>;

declare const __CONTACT__: ContactDetails;

export const contactDetails: ContactDetails = __CONTACT__;

/** "0808 157 0192" -> "tel:08081570192". */
export const telHref = (number: string) => `tel:${number.replace(/\D/g, '')}`;

/**
 * How a page without its form says the customer can reach us: by post only when the provider's
 * postal address is set (content/contact.json), never a route we cannot give.
 */
export const phoneOrPost = (details: Pick<ContactDetails, 'post'> = contactDetails) =>
  details.post?.address ? 'by phone or by post' : 'by phone';
