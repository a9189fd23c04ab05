import { ErrorSummary } from '@/components/error-summary';
import { ANSWERED } from '@/lib/answer-address';
import { previousQuestion, stepHref, type Question, type QuestionId } from '../check';
import { AnswersIsland } from './answers';
import { UrgentNumbers } from './urgent-numbers';

interface Props {
  id: QuestionId;
  question: Question;
  /** The page shown when Continue was pressed with no answer chosen. */
  unanswered: boolean;
}

/**
 * One question of the check, GOV.UK's way: a Back link, the question as the legend and the page's
 * heading, radios, Continue. A prerendered page that works as it is, with or without JavaScript:
 * the form is sent (GET, the answer in the address) to the page the chosen answer leads to. Each
 * answer has its own Continue button with that page as its `formaction`, and the style sheet shows
 * only the one for the answer chosen, or with none chosen the one that leads to this question's
 * page with its error (no-supply.css). Where the browser cannot do that, the answers are links.
 * Enter on an answer sends the form with the button the browser picks, not the one shown: that is
 * the form's first, sending to the question's answer address, which the servers and the service
 * worker turn into the page the answer leads to (check.ts, ANSWERED). Alive, Enter presses the
 * Continue shown instead (answers.tsx), which works with no server too.
 */
export function QuestionStep({ id, question, unanswered }: Props) {
  const back = previousQuestion(id);
  const error = unanswered ? question.required : undefined;
  const answerHref = stepHref(`${id}${ANSWERED}`);
  return (
    <div className="page-width question-page no-supply">
      {back && (
        <a className="back-link" href={stepHref(back)}>
          Back
        </a>
      )}
      <form className="no-supply__form" method="get" action={answerHref} noValidate>
        {/* First, so it is the button Enter on an answer presses (Chromium presses the first
            enabled one, shown or not; the HTML standard, the first): to the answer address. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        {error && (
          <ErrorSummary
            errors={[{ fieldId: question.name, message: error }]}
            focusKey={0}
            focusOnLoad
          />
        )}
        <AnswersIsland id={id} unanswered={unanswered} />
        <ul className="no-supply__links">
          {question.answers.map((a) => (
            <li key={a.value}>
              <a href={`${stepHref(a.next)}?${new URLSearchParams({ [question.name]: a.value })}`}>
                {a.label}
              </a>
            </li>
          ))}
        </ul>
      </form>
      <UrgentNumbers />
    </div>
  );
}
