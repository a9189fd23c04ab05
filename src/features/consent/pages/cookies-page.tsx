import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { CLOSED_COOKIE } from '../consent-pending';
import { DATADOG_SESSION_KEYS } from '../monitoring';
import { CookieChoicesIsland } from '../cookie-choices';
import '../consent.css';

interface CookieRow {
  name: string;
  purpose: string;
  kept: string;
}

/** Cookies this area sets itself, by kind (OneTrust's, with the same names, in production). */
const ESSENTIAL: CookieRow[] = [
  {
    name: 'OptanonConsent',
    purpose: 'Remembers which cookies you agreed to',
    kept: '1 year',
  },
  {
    name: CLOSED_COOKIE,
    purpose: 'Remembers that you have made your choice, so we do not ask again',
    kept: '1 year',
  },
  {
    name: env.VITE_ACCESS_TOKEN_COOKIE,
    purpose: 'Keeps you signed in, only if you sign in',
    kept: 'until you sign out, or 1 hour',
  },
  {
    name: env.VITE_ID_TOKEN_COOKIE,
    purpose: 'Keeps you signed in, only if you sign in',
    kept: 'until you sign out, or 1 hour',
  },
];

const PERFORMANCE: CookieRow[] = [
  {
    name: DATADOG_SESSION_KEYS[0],
    purpose:
      'Set by Datadog, the service we use to see how fast pages load and where they go wrong. A random number ties the pages of one visit together',
    kept: 'up to 1 year (a visit ends after 15 minutes without use)',
  },
];

/** One cookie a card: its name, what it does and how long it is kept (no table to scroll). */
function CookieList({ label, rows }: { label: string; rows: CookieRow[] }) {
  return (
    <ul className="cookie-list" aria-label={label}>
      {rows.map((row) => (
        <li key={row.name}>
          <p className="cookie-list__name">
            <code>{row.name}</code>
          </p>
          <p>{row.purpose}.</p>
          <p>Kept: {row.kept}.</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Route cookies: what the area keeps in the browser and why, and the visitor's choices, which
 * they can change at any time (the footer's "Cookie settings" opens them on any page once it is
 * alive, and leads here without JavaScript). Written by us.
 */
export default function CookiesPage() {
  useDocumentTitle('Cookies');
  return (
    <div className="page-width">
      <h1>Cookies</h1>
      <p className="lead">
        Cookies are small files saved on your phone, tablet or computer when you visit a website. We
        use some to make Help &amp; Support work, and others only if you agree.
      </p>

      <h2 id="your-choices">Change your cookie settings</h2>
      <p>
        You can change your mind at any time. A change takes effect straight away: if you stop
        performance or targeting cookies, we stop that monitoring or those offers at once, remove
        the cookies they set where we can, and do not load them again.
      </p>
      <CookieChoicesIsland />
      <noscript>
        <p>
          Your browser is not running JavaScript, so you cannot change your settings on this page.
          Without JavaScript we set no performance or targeting cookies. You can also delete cookies
          in your browser&apos;s settings at any time.
        </p>
      </noscript>

      <h2>Essential cookies</h2>
      <p>
        These make the site work and remember your choices. They are always on, and we do not use
        them to track you.
      </p>
      <CookieList label="Essential cookies" rows={ESSENTIAL} />
      <p>
        We also keep a few things in your browser only while the tab is open (not cookies): what you
        have typed into a form, so it is not lost if the page reloads, and whether you chose Larger
        text. They go when you close the tab, or when you sign out.
      </p>

      <h2>Performance cookies</h2>
      <p>
        With your permission we measure how Help &amp; Support is used and how fast it is, so we can
        find what is slow or broken and put it right. We remove anything that looks like an email
        address, phone number or postcode before it is sent. We also count which pages are visited
        and which searches find nothing, without anything about who you are. For some visits Datadog
        also records how the page changed as you used it, with everything you type hidden.
      </p>
      <CookieList label="Performance cookies" rows={PERFORMANCE} />

      <h2>Targeting cookies</h2>
      <p>
        With your permission we load a script from our personalisation service, which shows you
        offers that may be relevant to you. It may set cookies of its own.
      </p>

      <h2>More about your information</h2>
      <p>
        If you have a question about cookies or your information,{' '}
        <Link to={paths.contactUs()}>contact us</Link>.
      </p>
    </div>
  );
}
