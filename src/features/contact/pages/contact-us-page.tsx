import { Link } from 'react-router-dom';
import { CitizensAdviceRating } from '@/components/citizens-advice-rating';
import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';
import { RESPONSE_DAYS } from '@/config/limits';
import { paths } from '@/config/paths';
import { contactDetails, telHref } from '@/content/contact';
import { useDocumentTitle } from '@/lib/document-head';
import { Ombudsman } from '../components/ombudsman';
import { OtherWaysToContact } from '../components/other-ways-to-contact';
import '../contact.css';

const formsOf = (kind: 'message' | 'complaint') =>
  contactDetails.onlineForms.filter((f) => f.kind === kind);

/**
 * Route contact-us: the three ways to reach us of SPEC §2 (message, complaint, emergencies), then
 * every other way content/contact.json lists (phone, Relay UK, post).
 */
export default function ContactUsPage() {
  useDocumentTitle('Contact us');
  const meterFault = contactDetails.meterFaultLine;
  return (
    <div className="page-width">
      <h1>Contact us</h1>
      <p className="lead">
        Choose the best way to reach us. Most questions are answered fastest online.
      </p>
      <ul className="contact-options">
        <li className="contact-option">
          <h2>Send us a message</h2>
          <p>
            Ask about your bill, payments, meter readings, your tariff or your account. We&apos;ll
            reply by email or phone.
          </p>
          <ul>
            {formsOf('message').map((f) => (
              <li key={f.page}>
                <Link to={`/${f.page}`}>{f.name}</Link>
              </li>
            ))}
          </ul>
        </li>
        <li className="contact-option">
          <h2>Make a complaint</h2>
          <p>
            If something has gone wrong, tell us and we&apos;ll put it right. We reply to complaints
            within {RESPONSE_DAYS.max} days at most.
          </p>
          {formsOf('complaint').map((f) => (
            <p key={f.page}>
              <Link to={`/${f.page}`}>{f.name}</Link>
            </p>
          ))}
        </li>
        <li className="contact-option contact-option--urgent">
          <h2>Emergencies</h2>
          <p>For danger or loss of supply, call now.</p>
          <ul>
            {/* Each line's hours from the one place that knows them (as on Emergencies). */}
            {[EMERGENCY_NUMBERS.gas, EMERGENCY_NUMBERS.power, EMERGENCY_NUMBERS.meter].map((n) => (
              <li key={n.tel}>
                {n.label}: <a href={n.tel}>{n.display}</a>
                {n.hours && ` ${n.hours}`}
              </li>
            ))}
            {meterFault?.number && (
              <li>
                {meterFault.name}: <a href={telHref(meterFault.number)}>{meterFault.number}</a>.{' '}
                {meterFault.for} {meterFault.cost}
              </li>
            )}
          </ul>
          <p>
            <Link to={paths.category('emergencies')}>What to do in an emergency</Link>
          </p>
        </li>
      </ul>
      <section aria-labelledby="extra-help-title">
        <h2 id="extra-help-title">If you need extra help</h2>
        <p>
          If your health, a disability, your age or a change in your life makes things harder, we
          can help in other ways: bills in large print or braille, a password so you know a caller
          is really from us, warnings of planned power cuts, and more.{' '}
          <Link to={paths.article('my-account', 'priority-services-register')}>
            Join the Priority Services Register
          </Link>
        </p>
      </section>
      <OtherWaysToContact />
      <Ombudsman />
      <CitizensAdviceRating />
    </div>
  );
}
