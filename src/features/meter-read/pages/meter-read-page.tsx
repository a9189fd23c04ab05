import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useCreateLead } from '@/api/leads';
import { SendFailedAlert } from '@/components/send-failed-alert';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { RadioGroup, SelectField, TextField } from '@/components/fields';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { draftKeys, readDraft } from '@/lib/drafts';
import { summaryErrors, useDraftForm } from '@/lib/use-draft-form';
import { signInUrl, useSession } from '@/features/auth';
import { buildPriceCapLead } from '../price-cap-lead';
import {
  earliestReadingDate,
  emptyMeterRead,
  FUELS,
  hasElectricity,
  hasGas,
  isoDate,
  meterReadSchema,
  METER_FIELDS,
  prefillFromQuery,
  TITLES,
  type MeterReadValues,
} from '../rules';

const DRAFT = draftKeys.meterRead();
/** The provider's own meter-reading page, in the customer's account (SPEC §2). */
const METER_READS_URL = '/meterreads';

/**
 * SPEC §2: the page as it is today, with the form switched off. The header's "Meter readings"
 * leads here, so a customer who is not signed in is offered sign-in on the way to their readings.
 */
function SwitchedOff() {
  useDocumentTitle('Submit a meter reading');
  const { state } = useSession();
  return (
    <div className="page-width question-page">
      <h1>Submit a meter reading</h1>
      <p className="lead">
        We&apos;re sorry the online form to submit meter readings is no longer available
      </p>
      <p>You can still give us your readings online, in your account or in the app.</p>
      <p>
        <a className="button" href={METER_READS_URL}>
          Give us your meter readings
        </a>
      </p>
      {state !== 'signed-in' && (
        <p>
          You&apos;ll need to be signed in to your account.{' '}
          <a href={signInUrl(env.VITE_SIGN_IN_URL, METER_READS_URL)}>
            Sign in to give us your readings
          </a>
        </p>
      )}
      <p>
        Not sure which numbers to give?{' '}
        <Link to={paths.article('meters', 'submit-a-meter-reading')}>
          How to take and give us a meter reading
        </Link>
      </p>
    </div>
  );
}

function MeterReadForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const today = useMemo(() => new Date(), []);
  const [initial] = useState<MeterReadValues>(() => ({
    ...emptyMeterRead(),
    ...readDraft<Partial<MeterReadValues>>(DRAFT),
    ...prefillFromQuery(search),
  }));
  const { register, handleSubmit, control, formState } = useDraftForm(
    meterReadSchema(today),
    DRAFT,
    initial as never,
  );
  const fuel = useWatch({ control, name: 'fuel' });
  const e7 = useWatch({ control, name: 'is_economy_7_radio' });
  const errors = summaryErrors(formState.errors as never, [...METER_FIELDS], (n) => n);
  useDocumentTitle('Submit a meter reading', errors.length > 0);

  // Details arrive in the link's query string; keep them out of the address bar (and history).
  useEffect(() => {
    if (search) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [search]);

  const send = useCreateLead('meter-read', {
    drafts: [DRAFT],
    onCreated: () => navigate(paths.meterReadConfirm(), { replace: true }),
  });

  const err = (name: keyof MeterReadValues) => formState.errors[name]?.message;
  const submit = handleSubmit((values) => send.submit(buildPriceCapLead(values)));

  return (
    <div className="page-width question-page">
      <h1>Submit a meter reading</h1>
      <form onSubmit={submit} noValidate>
        <ErrorSummary errors={errors} focusKey={formState.submitCount} />
        {send.failed && (
          <SendFailedAlert offline={send.failedOffline} onDismiss={send.dismissError}>
            <p>
              <strong>Sorry, we&apos;re having technical issues right now</strong>
            </p>
            <p>
              We can&apos;t take your readings at the moment. Please keep a note of them and try
              again over the next few days.
            </p>
          </SendFailedAlert>
        )}
        <input type="hidden" name="company" value="Price-cap" />
        <input type="hidden" name="reading_date" value={initial.date} />
        <h2>Your details</h2>
        <SelectField
          id="title"
          label="Title (optional)"
          options={[
            { value: '', label: 'Please Select' },
            ...TITLES.map((t) => ({ value: t, label: t })),
          ]}
          {...register('title')}
        />
        <TextField
          id="first_name"
          label="First name"
          autoComplete="given-name"
          spellCheck={false}
          error={err('first_name')}
          {...register('first_name')}
        />
        <TextField
          id="last_name"
          label="Last name"
          autoComplete="family-name"
          spellCheck={false}
          error={err('last_name')}
          {...register('last_name')}
        />
        <TextField
          id="telephone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={err('telephone')}
          {...register('telephone')}
        />
        <TextField
          id="email"
          label="Email address (optional)"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={err('email')}
          {...register('email')}
        />
        <h2>Your readings</h2>
        <RadioGroup
          name="fuel"
          legend="Which readings are you giving us?"
          error={err('fuel')}
          options={FUELS.map((f) => ({
            value: f,
            label: f === 'Dual' ? 'Gas and electricity' : f,
          }))}
          inputProps={() => register('fuel')}
        />
        {hasGas(fuel) && (
          <>
            <TextField
              id="gas_account_number"
              label="Gas customer number"
              hint="On your bill. It starts 85, A or BGX."
              spellCheck={false}
              error={err('gas_account_number')}
              {...register('gas_account_number')}
            />
            <TextField
              id="gas_reading"
              label="Gas reading"
              hint="The numbers in black or white, left to right. Up to 6 digits."
              inputMode="numeric"
              error={err('gas_reading')}
              {...register('gas_reading')}
            />
          </>
        )}
        {hasElectricity(fuel) && (
          <>
            <TextField
              id="elec_account_number"
              label="Electricity customer number"
              hint="On your bill. It starts 85, A or BGX."
              spellCheck={false}
              error={err('elec_account_number')}
              {...register('elec_account_number')}
            />
            <RadioGroup
              name="is_economy_7_radio"
              legend="Do you have an Economy 7 meter?"
              hint="Economy 7 meters show two readings, normal (day) and low (night)."
              options={[
                { value: 'no', label: 'No' },
                { value: 'yes', label: 'Yes' },
              ]}
              inputProps={() => register('is_economy_7_radio')}
            />
            {e7 === 'yes' ? (
              <>
                <TextField
                  id="elec7_reading_normal"
                  label="Normal (day) reading"
                  inputMode="numeric"
                  error={err('elec7_reading_normal')}
                  {...register('elec7_reading_normal')}
                />
                <TextField
                  id="elec7_reading_low"
                  label="Low (night) reading"
                  inputMode="numeric"
                  error={err('elec7_reading_low')}
                  {...register('elec7_reading_low')}
                />
              </>
            ) : (
              <TextField
                id="elec_reading"
                label="Electricity reading"
                hint="Up to 6 digits."
                inputMode="numeric"
                error={err('elec_reading')}
                {...register('elec_reading')}
              />
            )}
          </>
        )}
        <TextField
          id="date"
          label="Date you took the readings"
          hint="Within the last month."
          type="date"
          min={earliestReadingDate(today)}
          max={isoDate(today)}
          error={err('date')}
          {...register('date')}
        />
        <div className="form-actions">
          <Button type="submit" loading={send.pending} loadingText="Sending your readings…">
            Send readings
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Route submit-meter-read (SPEC §2): switched off unless VITE_METER_READ_ENABLED. */
export default function MeterReadPage() {
  return env.VITE_METER_READ_ENABLED ? <MeterReadForm /> : <SwitchedOff />;
}
