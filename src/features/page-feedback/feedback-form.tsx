import { failedForWantOfNetwork } from '@/lib/connection';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_REASONS,
  type FeedbackReason,
} from '@/api/schemas/article-feedback';
import { overLimitMessage } from '@/api/schemas/fields';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { RadioGroup, TextAreaField } from '@/components/fields';
import { clearDraft, draftKeys, readDraft, writeDraft } from '@/lib/drafts';
import { SendFailedAlert } from '@/components/send-failed-alert';
import { FEEDBACK_FAILED_MESSAGE, type FeedbackPage } from './feedback-target';
import { sendFeedback } from './send-feedback';

const REASON_OPTIONS = Object.entries(FEEDBACK_REASONS).map(([value, label]) => ({ value, label }));
const isReason = (value: string): value is FeedbackReason => Object.hasOwn(FEEDBACK_REASONS, value);
const REASON_ID = 'feedback-reason';
const COMMENT_ID = 'feedback-comment';

/**
 * After "No": what went wrong, and an optional comment of at most 500 characters, which must not
 * hold personal details (anything that looks like one is taken out before sending). A failed send
 * says so and keeps everything chosen and typed.
 */
/** What was chosen and typed, kept in the tab as the forms' drafts are (lib/drafts.ts). */
interface FeedbackDraft {
  reason: FeedbackReason | null;
  comment: string;
}

/** The draft of this page's "No", if one was started in this tab and not sent or cancelled. */
const feedbackDraft = (path: string) => {
  const kept = readDraft<Partial<FeedbackDraft>>(draftKeys.pageFeedback(path));
  if (!kept) return null;
  return {
    reason: typeof kept.reason === 'string' && isReason(kept.reason) ? kept.reason : null,
    comment: typeof kept.comment === 'string' ? kept.comment : '',
  };
};

export default function FeedbackForm({
  page,
  onSent,
  onCancel,
  restored = false,
}: {
  page: FeedbackPage;
  onSent: () => void;
  onCancel: () => void;
  /** Opened again after a reload: the keyboard's place is left where the customer is. */
  restored?: boolean;
}) {
  const draftKey = draftKeys.pageFeedback(page.path);
  const [reason, setReason] = useState<FeedbackReason | null>(
    () => feedbackDraft(page.path)?.reason ?? null,
  );
  const [comment, setComment] = useState(() => feedbackDraft(page.path)?.comment ?? '');
  // Kept as it is chosen and typed, in the event itself: a reload or Back straight after a key
  // loses none of it (an effect runs later, and a busy phone may leave the page first).
  const keep = (r: FeedbackReason | null, c: string) =>
    writeDraft(draftKey, { reason: r, comment: c } satisfies FeedbackDraft);
  // An open "No" is kept too, before anything is chosen: a reload opens it again.
  useEffect(() => {
    if (!readDraft(draftKey)) writeDraft(draftKey, { reason: null, comment: '' });
  }, [draftKey]);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempts, setAttempts] = useState(0);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<'online' | 'offline' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opened by "No", which is gone now: the keyboard's place moves to the form that replaced it.
  useEffect(() => {
    if (!restored) headingRef.current?.focus();
  }, [restored]);

  const check = (r: FeedbackReason | null, c: string): SummaryError[] => [
    ...(r ? [] : [{ fieldId: REASON_ID, message: 'Select what went wrong' }]),
    ...(c.length > FEEDBACK_COMMENT_MAX
      ? [{ fieldId: COMMENT_ID, message: overLimitMessage(c.length - FEEDBACK_COMMENT_MAX) }]
      : []),
  ];
  // Once a send has been refused, each correction is checked as it is made.
  const recheck = (r: FeedbackReason | null, c: string) => {
    if (attempts > 0) setErrors(check(r, c));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = check(reason, comment);
    setErrors(found);
    setAttempts((n) => n + 1);
    if (found.length > 0 || !reason) return;
    setSending(true);
    setFailed(null);
    try {
      const { path, ...about } = page;
      await sendFeedback({
        ...about,
        'page-path': path,
        useful: false,
        reason,
        comment: comment.trim() || null,
      });
      clearDraft(draftKey);
      onSent();
    } catch (error) {
      setFailed((await failedForWantOfNetwork(error)) ? 'offline' : 'online');
      setSending(false);
    }
  };

  const errorFor = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  return (
    <form className="page-feedback__form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="page-feedback__form-title" tabIndex={-1} ref={headingRef}>
        Help us improve this page
      </h2>
      <ErrorSummary errors={errors} focusKey={attempts} />
      {failed && (
        <SendFailedAlert offline={failed === 'offline'} onDismiss={() => setFailed(null)}>
          <p>{FEEDBACK_FAILED_MESSAGE}</p>
        </SendFailedAlert>
      )}
      <RadioGroup
        name={REASON_ID}
        legend="What went wrong?"
        error={errorFor(REASON_ID)}
        options={REASON_OPTIONS}
        inputProps={(value) => ({
          name: REASON_ID,
          checked: reason === value,
          onChange: () => {
            if (!isReason(value)) return;
            setReason(value);
            keep(value, comment);
            recheck(value, comment);
          },
        })}
      />
      <TextAreaField
        id={COMMENT_ID}
        label="Tell us more (optional)"
        hint="Don't include personal details such as your name, email address, phone number, postcode or account number. We take out anything that looks like one before it reaches us. We can't reply to this: to get help with your account, contact us."
        rows={4}
        maxChars={FEEDBACK_COMMENT_MAX}
        length={comment.length}
        value={comment}
        error={errorFor(COMMENT_ID)}
        onChange={(e) => {
          setComment(e.target.value);
          keep(reason, e.target.value);
          recheck(reason, e.target.value);
        }}
      />
      <div className="form-actions">
        <Button type="submit" loading={sending} loadingText="Sending…">
          Send
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            clearDraft(draftKey);
            onCancel();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
