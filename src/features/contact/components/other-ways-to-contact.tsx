import { Fragment } from 'react';
import type { PhoneLine } from '@/api/schemas/built-in-content';
import { clockInWords, contactDetails, telHref } from '@/content/contact';

function OpeningHours({ line }: { line: PhoneLine }) {
  return (
    <dl className="opening-hours">
      {line.hours.map((h) => (
        <Fragment key={h.days}>
          <dt>{h.days}</dt>
          <dd>
            {'closed' in h ? 'Closed' : `${clockInWords(h.opens)} to ${clockInWords(h.closes)}`}
          </dd>
        </Fragment>
      ))}
    </dl>
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
      <p className="phone-line__label">Opening hours</p>
      <OpeningHours line={line} />
    </li>
  );
}

/**
 * Every way to reach us besides the forms and emergency lines of the cards above: phone lines with
 * their hours and what a call costs, Relay UK and post, all from content/contact.json.
 */
export function OtherWaysToContact({
  contact = contactDetails,
}: {
  contact?: typeof contactDetails;
}) {
  const { phoneLines, relayUk, post } = contact;
  if (phoneLines.length === 0 && !post) return null;
  const lineById = (id: string) => phoneLines.find((l) => l.id === id)!;
  return (
    <section className="contact-ways" aria-labelledby="other-ways-title">
      <h2 id="other-ways-title">Other ways to contact us</h2>
      {phoneLines.length > 0 && (
        <section aria-labelledby="by-phone-title">
          <h3 id="by-phone-title">By phone</h3>
          <ul className="phone-lines">
            {phoneLines.map((line) => (
              <PhoneLineCard key={line.id} line={line} />
            ))}
          </ul>
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
      {post && (
        <section aria-labelledby="by-post-title">
          <h3 id="by-post-title">By post</h3>
          <p>{post.for}</p>
          <address className="postal-address">
            {post.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      )}
    </section>
  );
}
