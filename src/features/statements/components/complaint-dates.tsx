import { useSyncExternalStore } from 'react';
import { OMBUDSMAN_AFTER_WEEKS, RESPONSE_DAYS } from '@/config/limits';
import { bankHolidays } from '@/content/bank-holidays';
import { island } from '@/lib/island';
import { dateInWords, inLondon, yearOf, type IsoDate } from '@/lib/london-time';
import { complaintDates } from '@/features/complaints';

/** Today on London's calendar, once the page is alive; the built page has no "today". */
const noUpdates = () => () => {};
const today = (): IsoDate => inLondon(new Date()).date;
const notKnown = () => null;

/**
 * When a complaint made today gets its reply, and when the Energy Ombudsman can look at it: the
 * dates a complaint's confirmation gives (features/complaints, complaintDates), worked out in the
 * browser. The built page (and one without JavaScript) says the same in days and weeks, a line
 * for each, so nothing moves when the dates arrive.
 */
function ComplaintDates() {
  const sentOn = useSyncExternalStore(noUpdates, today, notKnown);
  const dates = sentOn === null ? null : complaintDates(sentOn, bankHolidays);
  const day = (date: IsoDate) => dateInWords(date, { weekday: true, thisYear: yearOf(sentOn!) });
  return (
    <dl className="complaint-dates">
      <div>
        <dt>We aim to reply</dt>
        <dd>{dates ? `by ${day(dates.average)}` : `within ${RESPONSE_DAYS.average} days`}</dd>
      </div>
      <div>
        <dt>We always reply</dt>
        <dd>{dates ? `by ${day(dates.max)}` : `within ${RESPONSE_DAYS.max} days`}</dd>
      </div>
      <div>
        <dt>If it isn&apos;t sorted, you can go to the Energy Ombudsman</dt>
        <dd>{dates ? `from ${day(dates.ombudsman)}` : `after ${OMBUDSMAN_AFTER_WEEKS} weeks`}</dd>
      </div>
    </dl>
  );
}

/** The dates, alive on their own on our complaints procedure (lib/island.tsx). */
export const ComplaintDatesIsland = island('complaint-dates', ComplaintDates);
