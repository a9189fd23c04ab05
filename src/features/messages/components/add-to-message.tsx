import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { HttpError } from '@/api/http-error';
import { messageKeys, postAddition } from '@/api/messages';
import { additionTextField } from '@/api/schemas/fields';
import { useSendOnce } from '@/api/send-once';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { TextAreaField } from '@/components/fields';
import { SendFailedAlert } from '@/components/send-failed-alert';
import { ADDITION_MAX } from '@/config/limits';
import { readTokens } from '@/features/auth';
import { clearDraft, draftKeys } from '@/lib/drafts';
import { summaryErrors, useDraftForm, useDraftRestored, useFieldText } from '@/lib/use-draft-form';

const additionSchema = z.object({ text: additionTextField });
const EMPTY = { text: '' };
const FIELD_ID = 'addition';

/** A send that failed for a reason of ours: what was typed is kept, to send again. */
export const ADD_FAILED_MESSAGE =
  "Sorry, we couldn't add this just now. What you typed is still here: try again in a few moments, or later.";

/**
 * "Add to this" (issue 51): a short note sent to the same reference, once (the forms' send:
 * an Idempotency-Key of the draft and its text, the draft kept in the tab until it is added, and
 * on failure or offline, nothing typed lost). Not a new message: the dates stay as they were.
 */
export function AddToMessage({ reference, noun }: { reference: string; noun: string }) {
  const draftKey = draftKeys.addition(reference);
  const form = useDraftForm(additionSchema, draftKey, EMPTY);
  const { register, handleSubmit, formState } = form;
  useDraftRestored(form, draftKey);
  const written = useFieldText(form, 'text');
  const client = useQueryClient();
  const [added, setAdded] = useState(false);
  const send = useSendOnce(
    `addition:${reference}`,
    (text: string, key) => postAddition(readTokens().accessToken ?? '', reference, text, key),
    {
      drafts: [draftKey],
      failure: 'Failed to add to a message: ',
      onSent: () => {
        form.reset(EMPTY);
        clearDraft(draftKey);
        setAdded(true);
        void client.invalidateQueries({ queryKey: messageKeys.all });
      },
    },
  );
  const errors = summaryErrors(formState.errors as never, ['text'], () => FIELD_ID);
  const closed = send.error instanceof HttpError && send.error.status === 409;

  const submit = handleSubmit(({ text }) => {
    setAdded(false);
    send.submit(text);
  });

  return (
    <section className="add-to-message" aria-labelledby="add-to-message-title">
      <h2 id="add-to-message-title">Add to this {noun}</h2>
      <p>
        Something new to tell us, or something that has happened since? Add it here. It goes with
        reference {reference}: it is not a new {noun}, and the dates above stay as they are.
      </p>
      {added && (
        <p role="status" className="add-to-message__added">
          Added to your {noun}. You can see it below under &ldquo;What has happened&rdquo;.
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <ErrorSummary errors={errors} focusKey={formState.submitCount} />
        {send.failed && (
          <SendFailedAlert offline={send.failedOffline} onDismiss={send.dismissError}>
            <p>
              {closed
                ? `This ${noun} has been closed, so we can't add to it. To tell us something new, send a new message.`
                : ADD_FAILED_MESSAGE}
            </p>
          </SendFailedAlert>
        )}
        <TextAreaField
          id={FIELD_ID}
          label="What do you want to add?"
          hint="Please don't include bank or card details."
          rows={5}
          maxChars={ADDITION_MAX}
          length={written.length}
          spellCheck
          error={formState.errors.text?.message}
          {...register('text')}
        />
        <div className="form-actions">
          <Button type="submit" loading={send.pending} loadingText="Adding…">
            Add to this {noun}
          </Button>
        </div>
      </form>
    </section>
  );
}
