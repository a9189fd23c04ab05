import type { Ref } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { TextAreaField } from '@/components/fields';
import { AnswersWhileWriting, UrgentInWords } from '@/features/search/forms';
import { QUERY_MAX } from '@/config/limits';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { draftKeys } from '@/lib/drafts';
import { summaryErrors, useDraftForm, useDraftRestored, useFieldText } from '@/lib/use-draft-form';
import { AlreadySent } from '../components/already-sent';
import { WithoutJavaScript } from '../components/without-javascript';
import { useAlreadySent } from '../hooks/use-already-sent';
import { creditUseSchema, type CreditUseValues } from '../schemas';
import { LOADING_NEXT_STEP } from '../variants';
import '../complaints.css';

/** Route complaints/feedback: "We owe you", how the customer would like their credit used. */
export default function FeedbackPage() {
  const { sent, sendAnother, headingRef } = useAlreadySent('feedback', [
    draftKeys.creditUse(),
    draftKeys.details('feedback'),
  ]);
  if (sent) {
    return (
      <div className="page-width question-page">
        <span className="caption">We owe you</span>
        <AlreadySent sent={sent} noun="request" onSendAnother={sendAnother} />
      </div>
    );
  }
  return <CreditUseForm headingRef={headingRef} />;
}

const EMPTY: CreditUseValues = { creditUse: '' };

function CreditUseForm({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const navigate = useNavigate();
  const form = useDraftForm(creditUseSchema, draftKeys.creditUse(), EMPTY);
  const { register, handleSubmit, formState } = form;
  useDraftRestored(form, draftKeys.creditUse());
  const written = useFieldText(form, 'creditUse');
  const length = written.length;
  const errors = summaryErrors(formState.errors as never, ['creditUse'], (n) => n);
  useDocumentTitle('We owe you', errors.length > 0);

  const submit = handleSubmit(() => navigate(paths.feedbackDetails()));

  return (
    <div className="page-width question-page">
      <h1 ref={headingRef}>We owe you</h1>
      {/* The area never sees a balance, signed in or not, so it cannot say there is a credit. */}
      <p>
        If your account is in credit, that money is yours. Tell us what you would like us to do with
        it, for example refund it to your bank account or keep it to pay future bills. We&apos;ll
        check your balance before we act on your request.
      </p>
      <p>
        <Link to={paths.article('bills-and-payments', 'refunds-and-credit')}>
          Getting a refund of credit on your account
        </Link>
      </p>
      <WithoutJavaScript kind="request" />
      <form onSubmit={submit} noValidate className="needs-code">
        <ErrorSummary errors={errors} focusKey={formState.submitCount} />
        <UrgentInWords text={written} />
        <AnswersWhileWriting text={written}>
          <TextAreaField
            id="creditUse"
            label="How would you like us to use your credit?"
            hint="Please don't include bank or card details. We'll contact you to arrange a refund safely."
            rows={8}
            maxChars={QUERY_MAX}
            length={length}
            error={formState.errors.creditUse?.message}
            {...register('creditUse')}
          />
          <div className="form-actions">
            <Button type="submit" loading={formState.isSubmitting} loadingText={LOADING_NEXT_STEP}>
              Continue
            </Button>
          </div>
        </AnswersWhileWriting>
      </form>
    </div>
  );
}
