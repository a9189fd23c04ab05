import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/button';
import { ComplaintsProcedureLink } from '@/components/complaints-procedure-link';
import { ErrorSummary } from '@/components/error-summary';
import { RadioGroup } from '@/components/fields';
import { absolute } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { draftKeys, readDraft, writeDraft } from '@/lib/drafts';
import { goTo, leavesArea } from '../go-to';
import { WithoutJavaScript } from './without-javascript';
import '../complaints.css';

interface QuestionOption {
  value: string;
  label: string;
  hint?: string;
  /** Where this answer leads, said when that is outside the area ("the … complaints page"). */
  leadsTo?: string;
}

interface Props {
  /** The radio group's name, and the query parameter a submission before the page is live uses. */
  name: string;
  question: string;
  intro?: ReactNode;
  options: QuestionOption[];
  /** Said beside the options and in the summary when Continue is pressed with none chosen. */
  required: string;
  /** Where an answer leads: a path in the area (from paths) or a full address from settings. */
  destination: (choice: string) => string;
  back?: string;
}

/**
 * One question, answered with radios, then Continue (the complaint selection pages). The form is
 * a real GET form, so a press before the prerendered page has come to life is not lost: the page
 * reloads with the answer in the address, and acts on it as soon as it is live.
 */
export function QuestionPage({
  name,
  question,
  intro,
  options,
  required,
  destination,
  back,
}: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  useDocumentTitle(question, Boolean(error));
  const formRef = useRef<HTMLFormElement>(null);

  // The answer chosen before a reload, kept in the tab like the forms' drafts: chosen again once
  // the page is alive, unless the customer has chosen since it painted.
  useLayoutEffect(() => {
    const radios = formRef.current?.elements.namedItem(name);
    const kept = readDraft<string>(draftKeys.choice(name));
    if (radios instanceof RadioNodeList && !radios.value && kept) radios.value = kept;
  }, [name]);

  const answer = (value: string | null, replace: boolean) => {
    if (!value || !options.some((o) => o.value === value)) {
      setError(required);
      setAttempts((n) => n + 1);
      return;
    }
    goTo(destination(value), navigate, { replace });
  };

  // An answer sent before the page was live (see above), acted on once, after hydration.
  const submitted = params.get(name);
  useEffect(() => {
    // After hydration, not during render: the prerendered HTML has no answer and no error in it,
    // and reading the address while hydrating would not match it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (submitted !== null) answer(submitted, true);
    // Only the answer in the address on arrival counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An answer that leaves the area says so before Continue is pressed (GOV.UK: tell people
  // when a link takes them to another service), whichever answers the settings send elsewhere.
  const described = options.map(({ leadsTo, ...o }) =>
    leavesArea(destination(o.value))
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
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(name);
    answer(typeof value === 'string' ? value : null, false);
  };

  return (
    <div className="page-width question-page">
      {back && (
        <Link className="back-link" to={back}>
          Back
        </Link>
      )}
      <form ref={formRef} method="get" action={absolute(pathname)} onSubmit={submit} noValidate>
        <ErrorSummary
          errors={error ? [{ fieldId: name, message: error }] : []}
          focusKey={attempts}
        />
        <h1>{question}</h1>
        {intro}
        <RadioGroup
          name={name}
          legend={<span className="visually-hidden">{question}</span>}
          error={error ?? undefined}
          options={described}
          inputProps={(value) => ({
            name,
            onChange: () => {
              setError(null);
              writeDraft(draftKeys.choice(name), value);
            },
          })}
        />
        <div className="form-actions">
          <Button type="submit">Continue</Button>
        </div>
        {/* Without JavaScript the answers are links to where each leads (the radios and Continue
            are hidden then: complaints.css), so choosing still takes the customer there. */}
        <noscript>
          <ul className="question-page__links">
            {described.map((o) => (
              <li key={o.value}>
                <a href={destination(o.value)}>{o.label}</a>
                {o.hint && <p className="field__hint">{o.hint}</p>}
              </li>
            ))}
          </ul>
        </noscript>
      </form>
      <WithoutJavaScript kind="complaint" stepWorks />
      <ComplaintsProcedureLink />
    </div>
  );
}
