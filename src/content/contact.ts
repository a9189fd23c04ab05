/**
 * content/contact.json, built in and checked at build time (scripts/built-in-content.ts): every
 * way to reach us. Read by the Contact us page alone, which is loaded lazily and prerendered, so
 * the details are there without JavaScript and offline.
 */
import type { Contact } from '@/api/schemas/built-in-content';

export type ContactDetails = Omit<Contact, 'about'>;

declare const __CONTACT__: ContactDetails;

export const contactDetails: ContactDetails = __CONTACT__;

/** "08:00" -> "8am", "17:30" -> "5:30pm", "12:00" -> "midday", "24:00" -> "midnight" (GOV.UK style). */
export function clockInWords(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (m === 0 && h === 12) return 'midday';
  if (m === 0 && (h === 0 || h === 24)) return 'midnight';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}${h < 12 || h === 24 ? 'am' : 'pm'}`;
}

/** "0808 157 0192" -> "tel:08081570192". */
export const telHref = (number: string) => `tel:${number.replace(/\D/g, '')}`;
