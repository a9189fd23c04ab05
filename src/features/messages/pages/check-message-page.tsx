import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { HttpError } from '@/api/http-error';
import { checkMessage } from '@/api/messages';
import {
  messageCheckFields,
  type MessageCheck,
  type MessageCheckValues,
} from '@/api/schemas/messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { TextField } from '@/components/fields';
import { SendFailedAlert } from '@/components/send-failed-alert';
import { env } from '@/config/env';
import { absolute, paths } from '@/config/paths';
import { bankHolidays } from '@/content/bank-holidays';
import { signInUrl } from '@/features/auth';
import { WithoutJavaScript } from '@/features/complaints';
import { failedForWantOfNetwork } from '@/lib/connection';
import { useDocumentTitle } from '@/lib/document-head';
import { draftKeys } from '@/lib/drafts';
import { summaryErrors, useDraftForm, useDraftRestored } from '@/lib/use-draft-form';
import { MessageFacts, OmbudsmanLine } from '../components/message-facts';
import { messageView } from '../message-view';
import '../messages.css';

const TITLE = 'Check a message';
const EMPTY: MessageCheckValues = { reference: '', email: '' };
const FIELDS = ['reference', 'email'];

/** Where the message stands: status and dates only, never what it said or who sent it. */
function CheckResult({ found }: { found: MessageCheck }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [found]);
  const view = messageView(found.data.attributes, found.meta.now, bankHolidays);
  return (
    <section className="message-check" aria-labelledby="message-check-title">
      <h2 id="message-check-title" ref={heading} tabIndex={-1}>
        Your {view.name.toLowerCase()}
      </h2>
      <MessageFacts reference={found.data.id} view={view} />
      <OmbudsmanLine view={view} />
      <p>
        To see what you sent and our replies, and to add to it,{' '}
        <a href={signInUrl(env.VITE_SIGN_IN_URL, absolute(paths.messages()))}>sign in</a> if you
        sent it while signed in, or call us with your reference number.
      </p>
    </section>
  );
}

/** What a check that found nothing, or was refused, says. */
function refusal(error: unknown) {
  if (error instanceof HttpError && error.status === 404) {
    return "We can't find a message with that reference number and email address. Check both are as you gave them when you sent it: the reference is in the confirmation and in our email to you.";
  }
  if (error instanceof HttpError && error.status === 429) {
    return "You've checked too many times. Please wait a few minutes and try again, or call us with your reference number.";
  }
  return null;
}

/** Route check-a-message: where a message stands, by its reference and email (issue 51). */
export default function CheckMessagePage() {
  const draftKey = draftKeys.messageCheck();
  const form = useDraftForm(messageCheckFields, draftKey, EMPTY);
  const { register, handleSubmit, formState } = form;
  useDraftRestored(form, draftKey);
  const check = useMutation({
    mutationFn: async (values: MessageCheckValues) => {
      try {
        return { check: await checkMessage(values), offline: false };
      } catch (error) {
        if (await failedForWantOfNetwork(error)) return { check: null, offline: true };
        throw error;
      }
    },
  });
  const errors = summaryErrors(formState.errors as never, FIELDS, (n) => `check-${n}`);
  useDocumentTitle(TITLE, errors.length > 0);
  const said = refusal(check.error);

  const submit = handleSubmit((values) => check.mutate(values));

  return (
    <div className="page-width question-page">
      <h1>{TITLE}</h1>
      <p>
        See where a complaint, enquiry or feedback you sent us stands, with the reference number we
        gave you and the email address you sent it from. We&apos;ll show its status and dates, not
        what it said.
      </p>
      <p>
        Signed in when you sent it? <Link to={paths.messages()}>See all your messages</Link>.
      </p>
      <WithoutJavaScript kind="check" />
      <div className="needs-code">
        <form onSubmit={submit} noValidate>
          <ErrorSummary errors={errors} focusKey={formState.submitCount} />
          {check.data?.offline && (
            <SendFailedAlert offline onDismiss={() => check.reset()}>
              {null}
            </SendFailedAlert>
          )}
          {check.isError &&
            (said ? (
              <Alert onDismiss={() => check.reset()}>
                <p>{said}</p>
              </Alert>
            ) : (
              <SendFailedAlert offline={false} onDismiss={() => check.reset()}>
                <p>Sorry, we couldn&apos;t check just now. Please try again in a few moments.</p>
              </SendFailedAlert>
            ))}
          <TextField
            id="check-reference"
            label="Reference number"
            hint="For example, HS-7KQ2MX9P"
            autoComplete="off"
            spellCheck={false}
            error={formState.errors.reference?.message}
            {...register('reference')}
          />
          <TextField
            id="check-email"
            label="Email address"
            hint="The one you sent it from"
            type="email"
            autoComplete="email"
            spellCheck={false}
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <div className="form-actions">
            <Button type="submit" loading={check.isPending} loadingText="Checking…">
              Check
            </Button>
          </div>
        </form>
      </div>
      {check.data?.check && <CheckResult found={check.data.check} />}
    </div>
  );
}
