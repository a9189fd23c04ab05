import { Link } from 'react-router-dom';
import { RESPONSE_DAYS } from '@/config/limits';
import { paths } from '@/config/paths';
import { CHECKED_WIDTHS } from '@/config/widths';
import { dateInWords } from '@/lib/london-time';
import { useDocumentTitle } from '@/lib/document-head';
import { phoneOrPost } from '@/content/contact';
import { OtherWaysToContact } from '@/features/contact';
import '../statements.css';

/** When the statement was written and last reviewed: review it at each release that changes it. */
const PREPARED = '2026-11-27';
const REVIEWED = '2026-11-27';

/**
 * Route accessibility-statement: how accessible Help & Support is, what does not work yet, how to
 * ask for another format or report a problem, and where to go if we do not put it right. Modelled
 * on the UK public sector's statement (a supplier is held to the Equality Act 2010, not to those
 * regulations), written by us. What "does not work yet" is what the project's own tests and
 * decisions know of (README, docs/decisions/); keep it true.
 */
export default function AccessibilityStatementPage() {
  useDocumentTitle('Accessibility statement');
  const [narrowest, widest] = [CHECKED_WIDTHS[0], CHECKED_WIDTHS.at(-1)!];
  return (
    <div className="page-width statement">
      <h1>Accessibility statement</h1>
      <p className="lead">
        This statement is about the Help &amp; Support pages of British Gas: help articles, search,
        emergencies, contact us and our online complaint, enquiry and feedback forms.
      </p>
      <p>We want as many people as possible to be able to use them. You should be able to:</p>
      <ul>
        <li>zoom in up to 400% without text going off the screen or over other text</li>
        <li>
          set your browser or phone to show text at up to 200%, on a small phone too, without
          scrolling sideways
        </li>
        <li>make the text larger with the Larger text button at the top of each page</li>
        <li>get around every page and send every form using only a keyboard</li>
        <li>use a screen reader: every button, link and form field says what it is</li>
        <li>
          read our help and find our emergency numbers without JavaScript, or offline once you have
          visited
        </li>
        <li>tap a phone number to call it</li>
      </ul>
      <p>
        If you have a disability,{' '}
        <a href="https://mcmw.abilitynet.org.uk/" rel="noopener noreferrer">
          AbilityNet
        </a>{' '}
        has advice on making your device easier to use.
      </p>

      <h2>How accessible these pages are</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. We
        know some parts do not work as well as they should yet. They are listed below, with what you
        can do instead.
      </p>

      <h2>What does not work well yet</h2>
      <ul className="statement__list">
        <li>
          Our help videos play in YouTube&apos;s player. We have not yet checked their captions, and
          they have no written transcript. Each video has a link to a written guide with the same
          help.
        </li>
        <li>
          Sending a complaint, an enquiry or feedback online needs JavaScript. Without it, those
          pages tell you how to reach us {phoneOrPost()} instead.
        </li>
        <li>
          Changing your cookie settings needs JavaScript. Without it we set no performance or
          targeting cookies.
        </li>
        <li>
          Until you answer our cookie question, it sits at the bottom of the screen on most pages.
          On a small screen, a phone on its side or with Larger text on, it can cover the bottom of
          the page until you answer it or scroll. It never covers the Emergencies pages.
        </li>
        <li>
          Our help articles are written in our content system and checked each time we release these
          pages. An article published between releases has not been checked yet.
        </li>
        <li>
          We have not yet tested these pages with disabled people, or with each of the main screen
          readers and other assistive technology. We plan to, and will update this statement.
        </li>
        <li>
          Pages outside Help &amp; Support, such as signing in to your account and the complaint
          pages for home services, installations and electric vehicle chargers, are not covered by
          this statement.
        </li>
      </ul>

      <h2>How we test these pages</h2>
      <p>Each time we change these pages, before they go live, our automated tests:</p>
      <ul>
        <li>
          check every kind of page against WCAG 2.2 level AA with axe, an accessibility testing tool
        </li>
        <li>
          go through every journey, such as sending a complaint, in a real browser using only a
          keyboard
        </li>
        <li>
          find every button, link and field by the role and name a screen reader announces, and
          check that focus moves to what has changed
        </li>
        <li>
          look at every page at screen widths from {narrowest} to {widest} pixels, with and without
          Larger text, for text that overlaps, goes off the screen or needs scrolling sideways, and
          for buttons too small to tap
        </li>
        <li>open our pages with JavaScript turned off, and with no connection</li>
      </ul>

      <h2 id="other-formats">Ask for another format or report a problem</h2>
      <p>
        If you need information on these pages in another format, such as large print, easy read,
        audio or braille, or you find a problem that is not listed above, tell us. Say which page
        and what went wrong, and we&apos;ll reply within {RESPONSE_DAYS.enquiry} working days.
      </p>
      <p>
        You can <Link to={paths.contactUs()}>send us a message online</Link>, or use the ways below.
        If you need bills and letters in another format, or other extra support, ask to join our{' '}
        <Link to={paths.article('my-account', 'priority-services-register')}>
          Priority Services Register
        </Link>
        .
      </p>
      <OtherWaysToContact title="Other ways to contact us" />

      <h2>If you&apos;re not happy with our reply</h2>
      <p>
        You can make a complaint: see{' '}
        <Link to={paths.complaintsProcedure()}>our complaints procedure</Link>.
      </p>
      <p>
        The Equality Act 2010 protects you from discrimination, including by the websites of
        companies like ours. The{' '}
        <a href="https://www.equalityhumanrights.com/" rel="noopener noreferrer">
          Equality and Human Rights Commission (EHRC)
        </a>{' '}
        enforces it in England, Scotland and Wales. For free advice on what to do, contact the{' '}
        <a href="https://www.equalityadvisoryservice.com/" rel="noopener noreferrer">
          Equality Advisory and Support Service (EASS)
        </a>
        .
      </p>

      <h2>About this statement</h2>
      <p>
        We wrote this statement on {dateInWords(PREPARED)} and last reviewed it on{' '}
        {dateInWords(REVIEWED)}. We review it whenever these pages change in a way that affects it.
      </p>
    </div>
  );
}
