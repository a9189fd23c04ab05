import { OMBUDSMAN_AFTER_WEEKS } from '@/config/limits';
import { contactDetails, telHref } from '@/content/contact';

/** When a complaint can go to the Energy Ombudsman, and how to reach it (content/contact.json). */
export function Ombudsman({ ombudsman = contactDetails.ombudsman }) {
  return (
    <section className="contact-ways" aria-labelledby="ombudsman-title">
      <h2 id="ombudsman-title">If a complaint isn&apos;t sorted: the Energy Ombudsman</h2>
      <p>
        If we haven&apos;t sorted out your complaint within {OMBUDSMAN_AFTER_WEEKS} weeks of you
        making it, or we send you our final response (sometimes called a deadlock letter) sooner and
        you are still unhappy, you can ask the Energy Ombudsman to look at it. It is free and
        independent, and we must do what it decides if you accept its decision.
      </p>
      <ul className="relay-numbers">
        <li>
          <a href={ombudsman.website} rel="noopener noreferrer">
            The Energy Ombudsman&apos;s website
          </a>
        </li>
        <li>
          By phone: <a href={telHref(ombudsman.number)}>{ombudsman.number}</a>. {ombudsman.cost}
        </li>
      </ul>
    </section>
  );
}
