import { Fragment } from 'react';
import type { PhoneLine } from '@/api/schemas/built-in-content';
import { bankHolidayList } from '@/content/bank-holidays';
import { contactDetails, telHref } from '@/content/contact';
import { dateInWords } from '@/lib/london-time';
import { clockInWords } from '@/lib/opening-hours';
import { OpeningStatusIsland } from './opening-status';

const hoursInWords = (h: { opens: string; closes: string }) =>
  `${clockInWords(h.opens)} to ${clockInWords(h.closes)}`;

/** The week's hours and what the line does on bank holidays: the same at any time of reading. */
function OpeningHours({ line }: { line: PhoneLine }) {
  const { bankHolidays } = line;
  return (
    <dl className="opening-hours">
      {line.hours.map((h) => (
        <Fragment key={h.days}>
          <dt>{h.days}</dt>
          <dd>{'closed' in h ? 'Closed' : hoursInWords(h)}</dd>
        </Fragment>
      ))}
      <dt>Bank holidays</dt>
      <dd>
        {bankHolidays === 'closed'
          ? 'Closed'
          : bankHolidays === 'usual'
            ? 'Usual hours'
            : hoursInWords(bankHolidays)}
      </dd>
    </dl>
  );
}

/** The bank holidays the hours speak of, by date: the same whenever the page is read. */
function BankHolidayDates() {
  if (bankHolidayList.length === 0) return null;
  return (
    <details className="bank-holidays">
      <summary>Bank holidays in England and Wales</summary>
      <ul>
        {bankHolidayList.map(({ date, name }) => (
          <li key={date}>
            {dateInWords(date, { weekday: true })}: {name}
          </li>
        ))}
      </ul>
    </details>
  );
}

function PhoneLineCard({ line }: { line: PhoneLine }) {
  const titleId = `line-${line.id}`;
  return (
    <li className="phone-line" aria-labelledby={titleId}>
      <h4 id={titleId}>{line.name}</h4>
      <p>{line.for}</p>
      <p className="phone-line__number">
        <a href={telHref(line.number)}>{line.number}</a>
      </p>
      <p className="phone-line__cost">{line.cost}</p>
      <OpeningStatusIsland line={line.id} />
      <p className="phone-line__label">Opening hours (UK time)</p>
      <OpeningHours line={line} />
    </li>
  );
}

/**
 * Every way to reach us besides the forms and emergency lines of the cards above: phone lines with
 * their hours and what a call costs (a Welsh-language line when there is one), Relay UK and post,
 * all from content/contact.json. A way whose details are unset is left out.
 */
export function OtherWaysToContact({
  contact = contactDetails,
  title = 'Other ways to contact us',
}: {
  contact?: typeof contactDetails;
  /** The section's heading: our complaints procedure calls it "Other ways to complain". */
  title?: string;
}) {
  const { relayUk, welshLine } = contact;
  const phoneLines = [...contact.phoneLines, ...(welshLine ? [welshLine] : [])];
  const address = contact.post?.address;
  if (phoneLines.length === 0 && !address) return null;
  const lineById = (id: string) => phoneLines.find((l) => l.id === id)!;
  return (
    <section className="contact-ways" aria-labelledby="other-ways-title">
      <h2 id="other-ways-title">{title}</h2>
      {phoneLines.length > 0 && (
        <section aria-labelledby="by-phone-title">
          <h3 id="by-phone-title">By phone</h3>
          <ul className="phone-lines">
            {phoneLines.map((line) => (
              <PhoneLineCard key={line.id} line={line} />
            ))}
          </ul>
          <BankHolidayDates />
        </section>
      )}
      {relayUk && (
        <section aria-labelledby="relay-uk-title">
          <h3 id="relay-uk-title">Relay UK</h3>
          <p>{relayUk.how}</p>
          <ul className="relay-numbers">
            {relayUk.lines.map(lineById).map((line) => (
              <li key={line.id}>
                {line.name}:{' '}
                <span className="relay-number">
                  {relayUk.prefix} {line.number}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {contact.post && address && (
        <section aria-labelledby="by-post-title">
          <h3 id="by-post-title">By post</h3>
          <p>{contact.post.for}</p>
          <address className="postal-address">
            {address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      )}
    </section>
  );
}
