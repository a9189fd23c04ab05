import { useEffect, useState } from 'react';
import { ComplaintsProcedureLink } from '@/components/complaints-procedure-link';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SendFailedAlert } from '@/components/send-failed-alert';
import { AnswersWhileWriting, UrgentInWords } from '@/features/search/forms';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { SelectField, TextAreaField } from '@/components/fields';
import { QUERY_MAX } from '@/config/limits';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-head';
import { logger } from '@/lib/logger';
import { goToPageNotFound } from '@/lib/navigate-away';
import { draftKeys, readDraft } from '@/lib/drafts';
import { cachedDetails } from '../hooks/use-cached-details';
import { summaryErrors, useDraftForm } from '@/lib/use-draft-form';
import { LEAD_FAILED_MESSAGE, useSubmitLead } from '../hooks/use-submit-lead';
import type { CachedDetails } from '../cached-details';
import { buildSupportLead } from '../lead-builder';
import { querySchema, type QueryValues } from '../schemas';
import { isVariantId, SUBJECTS, VARIANTS, type Variant } from '../variants';
import '../complaints.css';

function QueryForm({ variant, details }: { variant: Variant; details: CachedDetails }) {
  const draftKey = draftKeys.query(variant.id);
  const [initial] = useState<QueryValues>(() => ({
    subject: '',
    query: '',
    ...readDraft<QueryValues>(draftKey),
  }));
  const form = useDraftForm(querySchema(variant.kind, variant.hasSubject), draftKey, initial);
  const { register, handleSubmit, control, formState } = form;
  const lead = useSubmitLead(variant.id, [draftKeys.details(variant.id), draftKey]);
  const { state } = useSession();
  const errors = summaryErrors(formState.errors as never, ['subject', 'query'], (n) => n);
  useDocumentTitle(
    variant.kind === 'complaint' ? 'Your complaint' : 'Your enquiry',
    errors.length > 0,
  );
  const written = useWatch({ control, name: 'query' }) ?? '';
  const length = written.length;

  const submit = handleSubmit((values) =>
    lead.submit(
      buildSupportLead({
        variant,
        subject: values.subject,
        query: values.query,
        details,
        signedIn: state === 'signed-in',
      }),
    ),
  );

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
          <Button type="submit" loading={lead.pending} loadingText={`Sending your ${noun}…`}>
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
  const [details] = useState(() => (variant ? cachedDetails(variant.id) : null));

  useEffect(() => {
    if (!variant) goToPageNotFound();
    else if (!details) {
      logger.error('No cached data found');
      navigate(paths.complaintDetails(variant.id), { replace: true });
    }
  }, [variant, details, navigate]);

  if (!variant || !details) return null;
  return (
    <div className="page-width question-page">
      <Link className="back-link" to={paths.complaintDetails(variant.id)}>
        Back
      </Link>
      <span className="caption">{variant.heading}</span>
      <h1>{variant.kind === 'complaint' ? 'Your complaint' : 'Your enquiry'}</h1>
      <QueryForm variant={variant} details={details} />
      <ComplaintsProcedureLink />
    </div>
  );
}
