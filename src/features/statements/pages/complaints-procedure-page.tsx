import { Link } from 'react-router-dom';
import { CitizensAdviceRating } from '@/components/citizens-advice-rating';
import { RESPONSE_DAYS } from '@/config/limits';
import { paths } from '@/config/paths';
import { contactDetails, telHref } from '@/content/contact';
import { useDocumentTitle } from '@/lib/document-head';
import { Ombudsman, OtherWaysToContact } from '@/features/contact';
import { ComplaintDatesIsland } from '../components/complaint-dates';
import '../statements.css';

const PSR = paths.article('my-account', 'priority-services-register');

/**
 * Route complaints-procedure: how we handle complaints, as the Gas and Electricity (Consumer
 * Complaints Handling Standards) Regulations 2008 ask a supplier to publish it. Every way to
 * complain is content/contact.json's; the dates are the confirmation's; the Citizens Advice rating
 * and the annual complaints report are the provider's to set (README "Contact details and
 * videos"). Written by us. `VITE_COMPLAINTS_PROCEDURE_URL` points here by default.
 */
export default function ComplaintsProcedurePage() {
  useDocumentTitle('Our complaints procedure');
  const { citizensAdvice, complaintsReport } = contactDetails;
  return (
    <div className="page-width statement">
      <h1>Our complaints procedure</h1>
      <p className="lead">
        If something has gone wrong, tell us. We&apos;ll look into it, put it right where we can,
        and tell you what we&apos;ve done. Complaining is free.
      </p>

      <h2>How to complain</h2>
      <p>
        The quickest way is online. Tell us what happened and what you&apos;d like us to do, and
        you&apos;ll get a reference number straight away.
      </p>
      <p className="prominent-link">
        <Link to={paths.selectType()}>Make a complaint online</Link>
      </p>
      <p>
        Complaints about home services, boiler and heating installations or electric vehicle
        chargers are handled by those teams: choose them on the same page and we&apos;ll take you
        there.
      </p>
      <p>
        If you need help to complain, for example someone to complain for you, or letters in large
        print or braille, tell us. You can also ask to join the{' '}
        <Link to={PSR}>Priority Services Register</Link> for extra support.
      </p>
      <OtherWaysToContact title="Other ways to complain" />

      <h2>What happens next</h2>
      <ol className="statement__steps">
        <li>We record your complaint and give you a reference number.</li>
        <li>
          We look into it and reply by email or phone, using the details you gave us. We aim to
          reply within {RESPONSE_DAYS.average} days, and we always reply within {RESPONSE_DAYS.max}{' '}
          days.
        </li>
        <li>
          Our reply says what we found, what we&apos;ll do to put things right, and what you can do
          if you&apos;re still not happy.
        </li>
      </ol>
      <p>We count from the day we get your complaint. For a complaint made today:</p>
      <ComplaintDatesIsland />

      <h2>If you&apos;re not happy with our reply</h2>
      <p>
        Tell us, quoting your reference number, and we&apos;ll look at it again. If we still
        can&apos;t agree, we&apos;ll send you our final response, which explains our decision and
        tells you how to go to the Energy Ombudsman. It is sometimes called a deadlock letter.
      </p>
      <Ombudsman />

      <section aria-labelledby="advice-title">
        <h2 id="advice-title">Free, independent advice</h2>
        <p>
          The Citizens Advice consumer helpline gives free, independent advice about energy problems
          and complaints: call{' '}
          <a href={telHref(citizensAdvice.consumerHelpline)}>{citizensAdvice.consumerHelpline}</a>{' '}
          or visit the{' '}
          <a href={citizensAdvice.website} rel="noopener noreferrer">
            Citizens Advice website
          </a>
          .
        </p>
      </section>

      <CitizensAdviceRating />

      <section aria-labelledby="report-title">
        <h2 id="report-title">Our annual complaints report</h2>
        <p>
          Each year we publish how many complaints we received, what they were about and how we
          dealt with them.
        </p>
        <p>
          {complaintsReport.url ? (
            <a href={complaintsReport.url}>Read our latest annual complaints report</a>
          ) : (
            <>
              To get a copy of our latest report, <Link to={paths.contactUs()}>contact us</Link>.
            </>
          )}
        </p>
      </section>
    </div>
  );
}
