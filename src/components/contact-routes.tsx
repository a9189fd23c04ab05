import { Link } from 'react-router-dom';
import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';
import { paths } from '@/config/paths';

/** Other ways to get help, for when a page cannot give the answer itself. */
export function ContactRoutes({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="contact-routes" aria-label="Other ways to get help">
      <Heading>Other ways to get help</Heading>
      <ul>
        <li>
          <Link to={paths.contactUs()}>Contact us</Link> by phone, chat or online message
        </li>
        <li>
          <Link to={paths.selectType()}>Make a complaint</Link>
        </li>
        <li>
          Smell gas? Call <a href={EMERGENCY_NUMBERS.gas.tel}>{EMERGENCY_NUMBERS.gas.display}</a>{' '}
          (free, 24 hours)
        </li>
        <li>
          Power cut? Call{' '}
          <a href={EMERGENCY_NUMBERS.power.tel}>{EMERGENCY_NUMBERS.power.display}</a>
        </li>
        <li>
          Meter emergency? Call{' '}
          <a href={EMERGENCY_NUMBERS.meter.tel}>{EMERGENCY_NUMBERS.meter.display}</a>
        </li>
      </ul>
    </section>
  );
}
