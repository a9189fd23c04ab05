import { Link } from '@/lib/routing';
import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';
import { paths } from '@/config/paths';
import type { UrgentRule } from '../rules';
import './urgent-answer.css';

/**
 * An emergency the customer's words are about, before anything else on the page: the number to
 * call as a link a phone can dial, the first thing to do, and the full advice.
 */
export function UrgentAnswer({
  rule,
  headingLevel = 2,
  idPrefix,
}: {
  rule: UrgentRule;
  headingLevel?: 2 | 3;
  /** Where it is shown, unique on the page (not useId: an island's ids must match its HTML). */
  idPrefix: string;
}) {
  const id = `${idPrefix}-urgent-${rule.id}`;
  const number = rule.number && EMERGENCY_NUMBERS[rule.number];
  const [category = '', label = ''] = rule.article.split('/');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="urgent-answer" aria-labelledby={id}>
      <Heading id={id} className="urgent-answer__title">
        {rule.title}
      </Heading>
      {number && (
        <p className="urgent-answer__call">
          Call{' '}
          <a className="urgent-answer__tel" href={number.tel}>
            {number.display}
          </a>
          {number.hours && <span className="urgent-answer__hours"> {number.hours}</span>}
        </p>
      )}
      <p className="urgent-answer__first">{rule.doFirst}</p>
      <p className="urgent-answer__more">
        <Link to={paths.article(category, label)}>{rule.articleTitle}</Link>
      </p>
    </section>
  );
}

/**
 * A danger the search speaks of as over or asks about in general ("we had a gas leak last week",
 * "how often should I test a CO alarm"): after the answer, one calm line with the number to call
 * if it is happening now, and the full advice.
 */
export function CalmLine({ rule }: { rule: UrgentRule }) {
  const number = rule.number && EMERGENCY_NUMBERS[rule.number];
  const [category = '', label = ''] = rule.article.split('/');
  return (
    <p className="calm-line">
      {rule.title}
      {number ? (
        <>
          , call <a href={number.tel}>{number.display}</a>
          {number.hours && ` ${number.hours}`}.
        </>
      ) : (
        ':'
      )}{' '}
      <Link to={paths.article(category, label)}>{rule.articleTitle}</Link>
    </p>
  );
}
