import { useEffect, useLayoutEffect, useState } from 'react';
import { ComplaintsProcedureLink } from '@/components/complaints-procedure-link';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SendFailedAlert } from '@/components/send-failed-alert';
import { AnswersWhileWriting, UrgentInWords } from '@/features/search/forms';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { SelectField, TextAreaField } from '@/components/fields';
import { QUERY_MAX } from '@/config/limits';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-head';
import { logger } from '@/lib/logger';
import { goToPageNotFound } from '@/lib/navigate-away';
import { draftKeys } from '@/lib/drafts';
import { cachedDetails } from '../hooks/use-cached-details';
import { summaryErrors, useDraftForm, useDraftRestored, useFieldText } from '@/lib/use-draft-form';
import { WithoutJavaScript } from '../components/without-javascript';
import { LEAD_FAILED_MESSAGE, useSubmitLead } from '../hooks/use-submit-lead';
import { buildSupportLead } from '../lead-builder';
import { querySchema, type QueryValues } from '../schemas';
import { isVariantId, queryHeading, SUBJECTS, VARIANTS, type Variant } from '../variants';
import '../complaints.css';

const EMPTY: QueryValues = { subject: '', query: '' };

function QueryForm({ variant }: { variant: Variant }) {
  const draftKey = draftKeys.query(variant.id);
  const form = useDraftForm(querySchema(variant.kind, variant.hasSubject), draftKey, EMPTY);
  const { register, handleSubmit, formState } = form;
  const lead = useSubmitLead(variant.id, [draftKeys.details(variant.id), draftKey]);
  const { state } = useSession();
  const errors = summaryErrors(formState.errors as never, ['subject', 'query'], (n) => n);
  useDocumentTitle(queryHeading(variant), errors.length > 0);
  useDraftRestored(form, draftKey);
  const written = useFieldText(form, 'query');
  const length = written.length;

  const submit = handleSubmit((values) => {
    // The details given on the step before, as the tab keeps them when Send is pressed (or, for
    // a Send pressed before the page was live, once it is). None: the page is on its way back to
    // them (below).
    const details = cachedDetails(variant.id);
    if (!details) return;
    lead.submit(
      buildSupportLead({
        variant,
        subject: values.subject,
        query: values.query,
        details,
        signedIn: state === 'signed-in',
      }),
    );
  });

  const noun = variant.kind;
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} focusKey={formState.submitCount} />
      {lead.failed && (
        <SendFailedAlert offline={lead.failedOffline} onDismiss={lead.dismissError}>
          <p>{LEAD_FAILED_MESSAGE}</p>
        </SendFailedAlert>
      )}
      {variant.hasSubject && (
        <SelectField
          id="subject"
          label="Subject"
          hint={`What is your ${noun} about?`}
          options={[
            { value: '', label: 'Please Select' },
            ...SUBJECTS.map((s) => ({ value: s, label: s })),
          ]}
          error={formState.errors.subject?.message}
          {...register('subject')}
        />
      )}
      <UrgentInWords text={written} />
      <AnswersWhileWriting text={written}>
        <TextAreaField
          id="query"
          label={
            noun === 'complaint' ? 'Tell us about your complaint' : 'Tell us about your enquiry'
          }
          hint="Include what happened, when, and what you would like us to do. Please don't include bank or card details."
          rows={10}
          maxChars={QUERY_MAX}
          length={length}
          spellCheck
          error={formState.errors.query?.message}
          {...register('query')}
        />
        <div className="form-actions">
          {/* Sending from the moment Send is pressed, also while the form is checked (a Send
              pressed before the page was alive is played again: lib/early-taps.ts). */}
          <Button
            type="submit"
            loading={lead.pending || formState.isSubmitting}
            loadingText={`Sending your ${noun}…`}
          >
            Send {noun}
          </Button>
        </div>
      </AnswersWhileWriting>
    </form>
  );
}

/** Route complaints/{complaint}/query: the free-text step (SPEC §2, §4). */
export default function QueryPage() {
  const { complaint = '' } = useParams();
  const navigate = useNavigate();
  const variant = isVariantId(complaint) ? VARIANTS[complaint] : null;
  // Without the details given on the step before (kept in the tab, read once the page is alive:
  // it was built without them, decision 039), back to that step (SPEC §4), once the router
  // listens (after the first paint).
  const [missing, setMissing] = useState(false);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- before the first paint
    if (variant && !cachedDetails(variant.id)) setMissing(true);
  }, [variant]);
  useEffect(() => {
    if (!variant) goToPageNotFound();
    else if (missing) {
      logger.error('No cached data found');
      navigate(paths.complaintDetails(variant.id), { replace: true });
    }
  }, [variant, missing, navigate]);

  if (!variant) return null;
  return (
    <div className="page-width question-page">
      <Link className="back-link" to={paths.complaintDetails(variant.id)}>
        Back
      </Link>
      <span className="caption">{variant.heading}</span>
      <h1>{queryHeading(variant)}</h1>
      <WithoutJavaScript kind={variant.kind} />
      <div className="needs-code">
        <QueryForm variant={variant} />
      </div>
      <ComplaintsProcedureLink about={variant.kind} />
    </div>
  );
}
