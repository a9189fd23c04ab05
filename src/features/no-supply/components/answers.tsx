import { useEffect, useRef } from 'react';
import { Button } from '@/components/button';
import { RadioGroup } from '@/components/fields';
import { island } from '@/lib/island';
import { QUESTIONS, stepHref, UNANSWERED, type QuestionId } from '../check';

interface Props {
  id: QuestionId;
  /** The page shown when Continue was pressed with no answer chosen. */
  unanswered: boolean;
}

/**
 * A question's answers and its Continue buttons: one button an answer, each sending the form to
 * the page that answer leads to, and the style sheet shows only the one for the answer chosen
 * (no-supply.css). Without JavaScript, Enter on an answer sends the form's hidden first button,
 * to the question's answer address, which the servers turn into the answer's page
 * (question-step.tsx). Alive, Enter on an answer presses the Continue that is shown, as on any
 * GOV.UK question page, with no round trip to a server (offline too).
 */
function Answers({ id, unanswered }: Props) {
  const question = QUESTIONS[id];
  const answers = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = answers.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const radio = event.target as HTMLInputElement;
      if (event.key !== 'Enter' || radio.type !== 'radio' || !radio.form) return;
      const shown = [...element.querySelectorAll<HTMLButtonElement>('button[type=submit]')].find(
        (button) => button.offsetParent !== null,
      );
      if (!shown) return;
      event.preventDefault();
      radio.form.requestSubmit(shown);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  const unansweredHref = stepHref(`${id}${UNANSWERED}`);
  return (
    <div ref={answers}>
      <RadioGroup
        name={question.name}
        legend={<h1 className="fieldset__heading">{question.question}</h1>}
        hint={question.hint}
        error={unanswered ? question.required : undefined}
        options={question.answers}
        inputProps={() => ({ name: question.name })}
      />
      <div className="form-actions no-supply__continue">
        <Button type="submit" formAction={unansweredHref}>
          Continue
        </Button>
        {question.answers.map((a) => (
          <Button key={a.value} type="submit" formAction={stepHref(a.next)}>
            Continue
          </Button>
        ))}
      </div>
    </div>
  );
}

/** Alive on its own on each question page of the check (entry-islands.tsx). */
export const AnswersIsland = island('no-supply-answers', Answers);
