import type { ReactNode } from 'react';
import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';
import { absolute, paths } from '@/config/paths';
import { previousQuestion, stepHref, type OutcomeId } from '../check';
import { meterFaultLine, type LineToCall } from '../meter-fault-line';

const { gas, power } = EMERGENCY_NUMBERS;
const article = (category: string, label: string) => absolute(paths.article(category, label));

const GAS_LINE: LineToCall = {
  name: 'National Gas Emergency Service',
  display: gas.display,
  tel: gas.tel,
  about: 'Free, 24 hours a day.',
};

/** The number to call, large, first: what the customer came for. */
function Call({ line }: { line: LineToCall }) {
  return (
    <div className="no-supply__call">
      <p className="no-supply__call-name">{line.name}</p>
      <p>
        <a className="no-supply__call-number" href={line.tel}>
          {line.display}
        </a>
      </p>
      {line.about && <p>{line.about}</p>}
    </div>
  );
}

interface Outcome {
  call?: LineToCall;
  why: ReactNode;
  steps?: { title: string; items: ReactNode[] };
  more?: ReactNode;
}

const topUp = (fuel: 'electricity' | 'gas'): Outcome => ({
  why: (
    <p>
      A prepayment meter turns the {fuel} off when the credit runs out, once any emergency credit
      has been used too. Adding credit turns it back on.
    </p>
  ),
  steps: {
    title: 'What to do',
    items: [
      <>
        If you have not used it yet, take the emergency credit your meter offers: often by pressing
        a button on the meter or on your in-home display.{' '}
        <a href={article('pay-as-you-go', 'emergency-credit')}>Using emergency credit</a>.
      </>,
      <>
        Top up in the app, online, by phone or at a shop.{' '}
        <a href={article('pay-as-you-go', 'topping-up')}>Ways to top up</a>.
      </>,
      fuel === 'gas'
        ? 'Some gas meters need a button pressed, or the card put back in, before the gas comes back on. Follow what the display says, then relight your boiler if it needs it.'
        : 'A key meter needs the key pushed in fully. Some meters need a button pressed before the electricity comes back on: follow what the display says.',
    ],
  },
  more: (
    <>
      <p>
        Topped up and still nothing? Read{' '}
        <a href={article('pay-as-you-go', 'no-supply-pay-as-you-go')}>
          No gas or electricity on pay as you go
        </a>
        .
      </p>
      <p>
        Can&apos;t afford to top up? Tell us: we can help.{' '}
        <a href={article('struggling-to-pay', 'help-if-you-cant-pay')}>
          If you&apos;re struggling to pay
        </a>
        .
      </p>
    </>
  ),
});

const meterFault = (fuel: 'electricity' | 'gas'): Outcome => ({
  call: meterFaultLine(),
  why: (
    <p>
      {fuel === 'electricity'
        ? "It isn't a power cut in your street, your meter has credit or you get a bill, and no switch in your fuse box has tripped."
        : "No one else's gas is off, and your meter has credit or you get a bill."}{' '}
      What is left is usually a fault with your meter or the supply to it, which we need to look at.
      Suppliers must answer a fault that leaves you without supply at any hour.
    </p>
  ),
  more:
    fuel === 'electricity' ? (
      <>
        <p>
          Not sure whether it&apos;s only your home? Call <a href={power.tel}>{power.display}</a>,
          the free power cut line: they can tell you whether there is a power cut where you live.
        </p>
        <p>
          If your meter is sparking, damaged or smells of burning, keep away from it. If there is
          smoke or fire, get out and call <a href="tel:999">999</a>.
        </p>
      </>
    ) : (
      <p>
        If your hob lights but your boiler does not, your gas is on: the boiler needs looking at.{' '}
        <a href={article('breakdowns', 'boiler-not-working')}>
          Boiler not working? Checks to try first
        </a>
        .
      </p>
    ),
});

const OUTCOMES: Record<OutcomeId, Outcome> = {
  'power-cut': {
    call: {
      name: 'Power cut line',
      display: power.display,
      tel: power.tel,
      about: 'Free from any phone, 24 hours a day.',
    },
    why: (
      <p>
        When your neighbours or the street lights are off too, the fault is in the local power
        network, not in your home or your meter. 105 puts you through to your local network
        operator, who looks after the cables and can tell you what is happening and when the power
        should be back.
      </p>
    ),
    steps: {
      title: 'While you wait',
      items: [
        'Switch off cookers, irons and heaters, so nothing is left on when the power comes back. Leave one light switched on so you know.',
        'Keep the fridge and freezer doors closed.',
        'Use a torch rather than candles.',
        'If you rely on medical equipment that needs power, tell 105 when you call.',
      ],
    },
    more: (
      <p>
        <a href={article('emergencies', 'power-cut')}>What to do in a power cut</a>
      </p>
    ),
  },
  'gas-emergency': {
    call: GAS_LINE,
    why: (
      <p>
        A smell of gas can mean a leak, which can cause a fire, an explosion or carbon monoxide. The
        National Gas Emergency Service sends an engineer to make it safe, at any hour and for free.
        Call from outside, or from a neighbour&apos;s phone.
      </p>
    ),
    steps: {
      title: 'Do this now',
      items: [
        'Open doors and windows.',
        "Don't use light switches, plugs, doorbells or anything that could make a spark. Don't smoke or light a flame.",
        'Turn off the gas at the meter, if you can reach the lever safely.',
        'Leave the building and call from outside.',
      ],
    },
    more: (
      <p>
        <a href={article('emergencies', 'gas-leak')}>What to do if you smell gas</a>
      </p>
    ),
  },
  'gas-network': {
    call: GAS_LINE,
    why: (
      <p>
        When the gas is off in other homes too, the problem is in the gas network, not in your home
        or your meter. The National Gas Emergency Service looks after it: they can tell you what is
        happening and when the gas should be back.
      </p>
    ),
    steps: {
      title: 'What to do',
      items: [
        "Don't try to turn the gas back on yourself: the network's engineers turn it back on safely, home by home, and can relight your appliances.",
        'If you smell gas at any time, call 0800 111 999 straight away.',
      ],
    },
  },
  'top-up-electricity': topUp('electricity'),
  'top-up-gas': topUp('gas'),
  'reset-switch': {
    why: (
      <p>
        A switch in your fuse box turns the power off by itself to protect you when an appliance is
        faulty, a circuit is overloaded or water has got into something electrical.
      </p>
    ),
    steps: {
      title: 'How to reset it safely',
      items: [
        "Don't touch the fuse box with wet hands, or if it is wet, hot, scorched or smells of burning: call a registered electrician.",
        'Unplug your appliances, or switch them off at the wall.',
        'Push the tripped switch back to ON.',
        'Plug your appliances back in one at a time. If the switch trips again when one goes in, that appliance is faulty: leave it unplugged.',
        "If the switch won't stay on with everything unplugged, call a registered electrician.",
      ],
    },
    more: (
      <p>
        All the switches are on and still no power? It may be a fault with your meter: call our{' '}
        {meterFaultLine().name.toLowerCase()} line on{' '}
        <a href={meterFaultLine().tel}>{meterFaultLine().display}</a>.
      </p>
    ),
  },
  'meter-fault-electricity': meterFault('electricity'),
  'meter-fault-gas': meterFault('gas'),
};

/** An outcome of the check: the number to call, why, and what to do. */
export function OutcomeStep({ id, title }: { id: OutcomeId; title: string }) {
  const { call, why, steps, more } = OUTCOMES[id];
  const back = previousQuestion(id);
  return (
    <div className="page-width no-supply no-supply--outcome">
      {back && (
        <a className="back-link" href={stepHref(back)}>
          Back
        </a>
      )}
      <h1>{title}</h1>
      {call && <Call line={call} />}
      <h2>Why</h2>
      {why}
      {steps && (
        <>
          <h2>{steps.title}</h2>
          <ol className="no-supply__steps">
            {steps.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ol>
        </>
      )}
      {more}
      <p className="no-supply__again">
        <a href={stepHref('supply')}>Start the check again</a>
      </p>
    </div>
  );
}
