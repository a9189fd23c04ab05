import { QuestionPage } from '../components/question-page';
import { SELECT_TYPE } from '../questions';

/** Route make-a-complaint-select-type (SPEC §2, §4): energy to the next question, the rest to their teams' forms. */
export default function SelectTypePage() {
  return (
    <QuestionPage
      question={SELECT_TYPE}
      intro={
        <p>
          We&apos;re sorry something has gone wrong. Tell us what it is about so we can get it to
          the right team.
        </p>
      }
    />
  );
}
