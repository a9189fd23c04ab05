import { contactDetails } from '@/content/contact';
import { dateInWords, type IsoDate } from '@/lib/london-time';
import type { MessageView } from '../message-view';

/** A day, as a customer reads it and as a machine does. */
function Day({ date, weekday = false }: { date: IsoDate; weekday?: boolean }) {
  return <time dateTime={date}>{dateInWords(date, { weekday })}</time>;
}

/**
 * Where a message stands, in words, with its dates: sent, the latest a reply is promised and,
 * for a complaint, when the Energy Ombudsman can look at it (issue 51).
 */
export function MessageFacts({ reference, view }: { reference: string; view: MessageView }) {
  return (
    <dl className="message-facts">
      <dt>Status</dt>
      <dd className={`message-status message-status--${view.status}`}>{view.statusWords}</dd>
      <dt>Reference</dt>
      <dd>{reference}</dd>
      <dt>Sent</dt>
      <dd>
        <Day date={view.sentOn} />
      </dd>
      {view.replyBy && (
        <>
          <dt>Reply promised by</dt>
          <dd>
            <Day date={view.replyBy} /> at the latest
          </dd>
        </>
      )}
      {view.ombudsmanFrom && (
        <>
          <dt>8 weeks</dt>
          <dd>
            <Day date={view.ombudsmanFrom} />
          </dd>
        </>
      )}
    </dl>
  );
}

/** For an open complaint 8 weeks old: what the customer can do now, and where. */
export function OmbudsmanLine({ view }: { view: MessageView }) {
  if (!view.ombudsmanReached || !view.ombudsmanFrom) return null;
  return (
    <div className="ombudsman-line">
      <p>
        This complaint reached 8 weeks on <Day date={view.ombudsmanFrom} />. If it isn&apos;t
        sorted, you can ask the Energy Ombudsman to look at it now. They are free and independent.
      </p>
      <p>
        <a href={contactDetails.ombudsman.website} rel="noopener noreferrer">
          Contact the Energy Ombudsman
        </a>
      </p>
    </div>
  );
}
