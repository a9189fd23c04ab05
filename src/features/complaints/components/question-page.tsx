import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { ComplaintsProcedureLink } from '@/components/complaints-procedure-link';
import { ErrorSummary } from '@/components/error-summary';
import { RadioGroup } from '@/components/fields';
import { useDocumentTitle } from '@/lib/document-head';
import { draftKeys, readDraft, writeDraft } from '@/lib/drafts';
import { SENT_EARLY_ATTRIBUTE } from '@/lib/early-taps';
import { goTo, leavesArea } from '../go-to';
import { answerHref, type ComplaintQuestion } from '../questions';
import { LOADING_NEXT_STEP } from '../variants';
import { WithoutJavaScript } from './without-javascript';
import '../complaints.css';

interface Props {
  question: ComplaintQuestion;
  intro?: ReactNode;
  back?: string;
}

/**
 * One question, answered with radios, then Continue (the complaint selection pages). The form is
 * a real GET form: without JavaScript, or pressed before the page has come to life, Continue
 * lands on the next step, the answer's own Continue straight there, or by the question's answer
 * address, which the servers and the service worker send on (questions.ts); and it says "Loading
 * the next step…" from the moment it is pressed (the page's loader marks the form; forms.css).
 * Alive, the app goes there itself.
 */
export function QuestionPage({ question, intro, back }: Props) {
  const { name, options, required } = question;
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  useDocumentTitle(question.question, Boolean(error));
  const formRef = useRef<HTMLFormElement>(null);

  // The answer kept in the tab, like the forms' drafts: chosen again once the page is alive,
  // unless the customer has chosen since it painted; then that newer choice is the one kept.
  useLayoutEffect(() => {
    const radios = formRef.current?.elements.namedItem(name);
    if (!(radios instanceof RadioNodeList)) return;
    const kept = readDraft<string>(draftKeys.choice(name));
    if (radios.value) {
      if (radios.value !== kept) writeDraft(draftKeys.choice(name), radios.value);
    } else if (kept) radios.value = kept;
  }, [name]);

  // Until the page is alive the browser checks that an answer is chosen (the radios are
  // required); from then on the app does, with the error summary.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const destination = (value: string) => options.find((o) => o.value === value)?.to;

  // An answer that leaves the area says so before Continue is pressed (GOV.UK: tell people
  // when a link takes them to another service), whichever answers the settings send elsewhere.
  const described = options.map(({ leadsTo, to, ...o }) =>
    leavesArea(to)
      ? {
          ...o,
          hint: [o.hint, `This takes you away from Help & Support to ${leadsTo ?? 'another page'}.`]
            .filter(Boolean)
            .join('. '),
        }
      : o,
  );

  // The radios are left to the browser (uncontrolled), so a choice made before the page came to
  // life is still there after; the answer is read from the form itself.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Sent by the browser before the page was alive, and on its way: a newer answer goes the same
    // way, so the browser drops the older request for it (decision 051).
    if (event.currentTarget.hasAttribute(SENT_EARLY_ATTRIBUTE)) return;
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(name);
    const to = typeof value === 'string' ? destination(value) : undefined;
    if (!to) {
      setError(required);
      setAttempts((n) => n + 1);
      return;
    }
    goTo(to, navigate);
  };

  return (
    <div className="page-width question-page">
      {back && (
        <Link className="back-link" to={back}>
          Back
        </Link>
      )}
      <form ref={formRef} method="get" action={answerHref(question)} onSubmit={submit}>
        <ErrorSummary
          errors={error ? [{ fieldId: name, message: error }] : []}
          focusKey={attempts}
        />
        <h1>{question.question}</h1>
        {intro}
        <RadioGroup
          name={name}
          legend={<span className="visually-hidden">{question.question}</span>}
          error={error ?? undefined}
          options={described}
          inputProps={(value) => ({
            name,
            required: true,
            onChange: () => {
              setError(null);
              writeDraft(draftKeys.choice(name), value);
            },
          })}
        />
        <div className="form-actions question-page__continue">
          {/* First, so it is the button Enter on an answer presses (Chromium presses the first
              enabled one, shown or not): to the answer address. Shown while no answer is chosen,
              and where the browser cannot choose by the answer. */}
          <Button type="submit" loadingText={LOADING_NEXT_STEP}>
            Continue
          </Button>
          {/* One an answer, shown by the style sheet for the answer chosen (complaints.css):
              straight to its step of the area, a round trip sooner than by the answer address;
              another team's page by the answer address, which adds nothing to its address. */}
          {options.map((o) => (
            <Button
              key={o.value}
              type="submit"
              formAction={leavesArea(o.to) ? undefined : o.to}
              hidden
              loadingText={LOADING_NEXT_STEP}
            >
              Continue
            </Button>
          ))}
        </div>
      </form>
      <WithoutJavaScript kind="complaint" stepWorks />
      <ComplaintsProcedureLink />
    </div>
  );
}
