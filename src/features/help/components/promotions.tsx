import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The Energy Trust promotion (landing page and bills-and-payments). */
export function EnergyTrustPromo() {
  return (
    <aside className="promo promo--trust" aria-labelledby="energy-trust-title">
      <h2 id="energy-trust-title">Help from the British Gas Energy Trust</h2>
      <p>
        The Energy Trust is an independent charity. It can give grants to help clear energy debts
        and funds free advice services, whoever supplies your energy.
      </p>
      <p>
        <a href="https://www.britishgasenergytrust.org.uk/" rel="noopener noreferrer">
          Find out what the Energy Trust offers
        </a>{' '}
        or read about{' '}
        <Link to={paths.article('struggling-to-pay', 'grants-and-trust-funds')}>
          grants and trust funds
        </Link>
        .
      </p>
    </aside>
  );
}

/** The charity-led campaign panel (bills-and-payments, pay-as-you-go): talk, get advice, save. */
export function CampaignPanel() {
  return (
    <aside className="promo promo--campaign" aria-labelledby="campaign-title">
      <h2 id="campaign-title">Worried about energy bills? Three things that help</h2>
      <ol className="campaign-steps">
        <li>
          <strong>Talk to us.</strong> The sooner you tell us, the more we can do, like a payment
          plan you can afford.{' '}
          <Link to={paths.article('struggling-to-pay', 'payment-plans')}>
            Setting up a payment plan
          </Link>
        </li>
        <li>
          <strong>Get free debt advice.</strong> Independent charities can look at all your bills
          with you.{' '}
          <Link to={paths.article('struggling-to-pay', 'debt-advice')}>
            Free, independent debt advice
          </Link>
        </li>
        <li>
          <strong>Save energy where you can.</strong> Small changes add up.{' '}
          <Link to={paths.article('struggling-to-pay', 'using-less-energy')}>
            Simple ways to use less energy
          </Link>
        </li>
      </ol>
    </aside>
  );
}
