import { Link } from '@/lib/routing';
import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';
import { paths } from '@/config/paths';
import { contactChannelsInWords } from '@/content/contact-channels';

/** Other ways to get help, for when a page cannot give the answer itself. */
export function ContactRoutes({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const channels = contactChannelsInWords();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="contact-routes" aria-label="Other ways to get help">
      <Heading>Other ways to get help</Heading>
      <ul>
        <li>
          {/* Only the ways content/contact.json offers: never a channel we do not have. */}
          <Link to={paths.contactUs()}>Contact us</Link>
          {channels && ` by ${channels}`}
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
