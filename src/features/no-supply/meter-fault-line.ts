import type { MeterFaultLine } from '@/api/schemas/built-in-content';
import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';
import { contactDetails, telHref } from '@/content/contact';

export interface LineToCall {
  name: string;
  display: string;
  tel: string;
  /** Said of the line: its hours and cost, as far as they are known. */
  about?: string;
}

/**
 * The line a customer whose meter may be at fault should call: the provider's 24-hour
 * meter-fault line (content/contact.json) once it is set; until then the meter emergency line,
 * never a placeholder (a customer without supply would ring no one).
 */
export function meterFaultLine(
  line: MeterFaultLine | undefined = contactDetails.meterFaultLine,
): LineToCall {
  if (line?.number) {
    return {
      name: line.name,
      display: line.number,
      tel: telHref(line.number),
      about: `Open 24 hours, every day. ${line.cost ?? ''}`.trim(),
    };
  }
  const { label, display, tel } = EMERGENCY_NUMBERS.meter;
  return { name: label, display, tel };
}
