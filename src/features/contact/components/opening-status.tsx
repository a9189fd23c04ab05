import { useSyncExternalStore } from 'react';
import { bankHolidays } from '@/content/bank-holidays';
import { contactDetails } from '@/content/contact';
import { island } from '@/lib/island';
import { lineStatus, statusInWords, type WeeklyHours } from '@/lib/opening-hours';

const MINUTE = 60_000;

/** The current minute, as the store the status reads: it changes once a minute, on the minute. */
const minuteNow = () => Math.floor(Date.now() / MINUTE) * MINUTE;
function everyMinute(changed: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    changed();
    timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
  };
  timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
  return () => clearTimeout(timer);
}
/** At build time there is no "now": the built page claims nothing, the hours below say it all. */
const noMinute = () => null;

const linesById = new Map<string, WeeklyHours>(
  [
    ...contactDetails.phoneLines,
    ...(contactDetails.welshLine ? [contactDetails.welshLine] : []),
  ].map((l) => [l.id, l]),
);

/**
 * "Open now, until 8pm" or "Closed now, opens at 8am tomorrow": worked out in the browser, on
 * London's clock, and again each minute. Its place is kept while the page is built (an empty
 * line), so nothing moves when it comes alive.
 */
function OpeningStatus({ line }: { line: string }) {
  const minute = useSyncExternalStore(everyMinute, minuteNow, noMinute);
  const hours = linesById.get(line);
  const status =
    minute === null || !hours ? null : lineStatus(hours, new Date(minute), bankHolidays);
  return (
    <p
      className={`opening-status${status ? ` opening-status--${status.open ? 'open' : 'closed'}` : ''}`}
    >
      {status && statusInWords(status)}
    </p>
  );
}

/** The status of one line of content/contact.json, by its id; alive on its own on Contact us. */
export const OpeningStatusIsland = island('opening-status', OpeningStatus);
