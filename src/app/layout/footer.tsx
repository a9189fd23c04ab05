import { Link } from 'react-router-dom';
import { SmartLink } from '@/components/smart-link';
import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { FOOTER_ID } from '@/lib/landmarks';
import { COOKIE_SETTINGS_ATTRIBUTE } from '@/features/consent';
import './footer.css';

/** The shared footer: routes out of trouble on every page. */
export function Footer() {
  return (
    <footer className="site-footer" id={FOOTER_ID}>
      <div className="page-width">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to={paths.home()}>Help &amp; Support home</Link>
            </li>
            <li>
              <Link to={paths.contactUs()}>Contact us</Link>
            </li>
            <li>
              <Link to={paths.category('emergencies')}>Emergencies</Link>
            </li>
            <li>
              <Link to={paths.selectType()}>Make a complaint</Link>
            </li>
            <li>
              <Link to={paths.category('struggling-to-pay')}>Struggling to pay</Link>
            </li>
            <li>
              <SmartLink href={env.VITE_COMPLAINTS_PROCEDURE_URL}>
                Our complaints procedure
              </SmartLink>
            </li>
            <li>
              <Link to={paths.accessibility()}>Accessibility statement</Link>
            </li>
            <li>
              {/* The cookies page; once the page is alive, the choices open where the visitor is. */}
              <Link to={paths.cookies()} {...{ [COOKIE_SETTINGS_ATTRIBUTE]: '' }}>
                Cookie settings
              </Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__emergency">
          Smell gas? Call the National Gas Emergency Service free on{' '}
          <a href={EMERGENCY_NUMBERS.gas.tel}>{EMERGENCY_NUMBERS.gas.display}</a>, any time. Power
          cut? Call <a href={EMERGENCY_NUMBERS.power.tel}>{EMERGENCY_NUMBERS.power.display}</a>.
        </p>
        <p className="site-footer__small">
          Help &amp; Support from British Gas. Content is for customers in Great Britain.
        </p>
      </div>
    </footer>
  );
}
