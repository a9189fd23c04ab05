import { lazy, Suspense } from 'react';
import type { MessageEvent, MessageEventKind } from '@/api/schemas/messages';
import { sentAtTime, sentOnAt } from '@/features/complaints';
import { dateInWords } from '@/lib/london-time';
import { clockInWords } from '@/lib/opening-hours';

/** What each event was, for a message called `noun` ("complaint", "enquiry", "feedback"). */
const EVENT_WORDS: Record<MessageEventKind, (noun: string) => string> = {
  sent: (noun) => `You sent your ${noun}`,
  acknowledged: () => 'We got it, and an adviser is looking at it',
  reply: () => 'We replied',
  addition: () => 'You added',
  closed: (noun) => `We closed your ${noun}`,
};

/** When, on London's clock: "Friday 27 November 2026 at 3:04pm (UK time)". */
function When({ at }: { at: string }) {
  const instant = new Date(at);
  return (
    <time dateTime={at}>
      {dateInWords(sentOnAt(instant), { weekday: true })} at {clockInWords(sentAtTime(instant))} (UK
      time)
    </time>
  );
}

const Reply = lazy(() => import('./reply'));

/** A message's timeline, oldest first: a list, each event with its time (issue 51). */
export function Timeline({ events, noun }: { events: MessageEvent[]; noun: string }) {
  return (
    <ol className="timeline">
      {events.map(({ id, attributes: { kind, at, text } }) => (
        <li key={id} className={`timeline__event timeline__event--${kind}`}>
          <p className="timeline__what">
            <strong>{EVENT_WORDS[kind](noun)}</strong>
            <br />
            <When at={at} />
          </p>
          {kind === 'reply' && text && (
            <Suspense fallback={<p className="timeline__reply">Loading our reply…</p>}>
              <Reply html={text} />
            </Suspense>
          )}
          {kind === 'addition' && text && (
            <p className="message-text" data-dd-privacy="mask">
              {text}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
