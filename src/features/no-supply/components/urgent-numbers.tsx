import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';

const { gas, power } = EMERGENCY_NUMBERS;

/** Below every question: the two numbers no one should wait to call. */
export function UrgentNumbers() {
  return (
    <aside className="no-supply__urgent" aria-label="Call now if">
      <p>
        <strong>Smell gas?</strong> Leave the building and call <a href={gas.tel}>{gas.display}</a>{' '}
        from outside, free, 24 hours a day.
      </p>
      <p>
        <strong>See damaged power lines or a damaged substation?</strong> Stay well away and call{' '}
        <a href={power.tel}>{power.display}</a>, free, 24 hours a day.
      </p>
    </aside>
  );
}
