import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';
import { paths } from '@/config/paths';
import { PageFeedbackIsland } from '@/features/page-feedback';
import { Breadcrumbs } from '../components/breadcrumbs';

/**
 * Each card leads to what answers it: the section of its article (by the heading's words, whose id
 * the article's page carries: decision 031), or the article's top where that is the answer.
 */
const CARDS = [
  {
    title: 'No power or no gas?',
    text: 'Answer a few questions to find out if it is a power cut, your credit, a tripped switch or your meter, and who to call.',
    to: paths.noSupply(),
  },
  {
    title: 'Boiler breakdown',
    text: 'Boiler stopped? Check the power, the pressure and the thermostat before you book a repair.',
    to: paths.articleSection('breakdowns', 'boiler-not-working', 'Checks to try'),
  },
  {
    title: 'No supply on Pay As You Go',
    text: 'Top up, use emergency credit, and what to do if your meter still shows no supply.',
    to: paths.article('pay-as-you-go', 'no-supply-pay-as-you-go'),
  },
  {
    title: 'Turning off your gas',
    text: 'Where your gas meter is, and how to turn the lever so the gas is off.',
    to: paths.articleSection('emergencies', 'gas-leak', 'How to turn off your gas'),
  },
  {
    title: 'No heating or hot water',
    text: 'Simple checks for a boiler that is on but not heating your radiators or water.',
    to: paths.articleSection('breakdowns', 'no-hot-water', 'First checks for everyone'),
  },
  {
    title: 'Leaking pipes',
    text: 'Turn off the water at the stopcock, keep water away from electrics, then get help.',
    // The stopcock comes first, in the article's opening lines: the whole article answers it.
    to: paths.article('emergencies', 'water-leak'),
  },
  {
    title: 'Power cut',
    text: 'Check if it is just you, call 105 to report it, and keep safe until it is back.',
    to: paths.articleSection('emergencies', 'power-cut', "Check if it's just your home"),
  },
];

const SAFETY = [
  'Never touch switches, plugs or sockets with wet hands, or if they are wet, hot or scorched.',
  'If water is near electrics, only turn off the power at the fuse box if you can reach it safely and are standing somewhere dry.',
  'Do not overload sockets or plug adaptors into each other; use a fused extension lead instead.',
  'Keep heaters and lamps away from curtains, bedding and furniture.',
  'Turn off and unplug appliances that smell of burning, spark or make cracking noises.',
  'Test your smoke alarms each month, and fit a carbon monoxide alarm near any gas appliance.',
];

/** The emergencies page: numbers first, so a person on a phone sees them before anything else. */
export function EmergenciesContent() {
  const numbers = [EMERGENCY_NUMBERS.gas, EMERGENCY_NUMBERS.power, EMERGENCY_NUMBERS.meter];
  return (
    <>
      <section className="emergency-hero" aria-labelledby="emergency-title">
        <div className="page-width">
          <h1 id="emergency-title">Emergencies</h1>
          <ul className="emergency-numbers">
            {numbers.map((n) => (
              <li key={n.tel}>
                <span className="emergency-numbers__label">
                  {n.label}
                  {n.hours && ` ${n.hours}`}
                </span>
                <a className="emergency-numbers__tel" href={n.tel}>
                  <Icon name="phone" size={24} />
                  {n.display}
                </a>
              </li>
            ))}
          </ul>
          <p className="emergency-hero__note">
            If you smell gas or think there is carbon monoxide, leave the building and call{' '}
            <span className="phone-number">{EMERGENCY_NUMBERS.gas.display}</span> from outside.
          </p>
        </div>
      </section>
      <div className="page-width">
        <Breadcrumbs
          items={[{ label: 'Help & Support', to: paths.home() }, { label: 'Emergencies' }]}
        />
        <h2>What to do</h2>
        <ul className="emergency-cards">
          {CARDS.map((c) => (
            <li key={c.title} className="emergency-card">
              <h3 className="emergency-card__title">
                <Link to={c.to} className="card-link">
                  {c.title}
                </Link>
              </h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="extra-help">
          <h2 id="extra-help">Extra help in an emergency</h2>
          <p>
            If you or someone you live with relies on medical equipment that needs electricity, is
            older, disabled or unwell, or has young children, join the Priority Services Register.
            Your network operator can then warn you before a planned power cut and give you extra
            help during one.{' '}
            <Link to={paths.article('my-account', 'priority-services-register')}>
              About the Priority Services Register
            </Link>
          </p>
        </section>
        <section aria-labelledby="electrical-safety">
          <h2 id="electrical-safety">Electrical safety advice</h2>
          <ul className="safety-list">
            {SAFETY.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <p>
            Think there is carbon monoxide? Read{' '}
            <Link to={paths.article('emergencies', 'carbon-monoxide')}>
              Carbon monoxide: the signs and what to do
            </Link>
            .
          </p>
        </section>
        <PageFeedbackIsland page-type="category" page-id="emergencies" page-title="Emergencies" />
      </div>
    </>
  );
}
