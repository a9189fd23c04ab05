import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';

/**
 * The two numbers someone in trouble needs, first on the landing page: on a 390x844 phone they
 * are in the first screen, with the search box still above the fold (issue 40). Links to call.
 */
export function LandingEmergencies() {
  const { gas, power } = EMERGENCY_NUMBERS;
  return (
    <section className="landing-emergencies" aria-label="Emergency numbers">
      <ul>
        <li>
          Smell gas? Call <a href={gas.tel}>{gas.display}</a>
        </li>
        <li>
          Power cut? Call <a href={power.tel}>{power.display}</a>
        </li>
      </ul>
    </section>
  );
}
