import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { SelectField, TextField } from '@/components/fields';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { writeDraft } from '@/lib/drafts';
import { fillUntouched, summaryErrors, useDraftForm, useDraftRestored } from '@/lib/use-draft-form';
import { emptyDetails, type CachedDetails } from '../cached-details';
import { DETAILS_HEADING } from '../variants';
import {
  detailsSchema,
  feedbackDetailsSchema,
  VULNERABILITY_OPTIONS,
  type AddressChoice,
} from '../schemas';
import { AddressFinder, ADDRESS_FIELD_ID } from './address-finder';
import { MANUAL_ADDRESS_FIELD_ID } from './manual-address';

const FIELDS = [
  'firstName',
  'surname',
  'email',
  'telephoneNumber',
  'textphoneNumber',
  'vulnerabilityConsent',
] as const;

interface DetailsFormProps {
  mode: 'complaint' | 'feedback';
  draftKey: string;
  queryType: string;
  querySubtype: string;
  /** A signed-in customer's details (SPEC §4), put into the fields still empty once known. */
  prefill?: Partial<CachedDetails> | null;
  submitLabel: string;
  pending?: boolean;
  pendingText?: string;
  alert?: ReactNode;
  onValid: (details: CachedDetails) => void;
}

/** What the summary says when the details are sent before an address is chosen. */
const ADDRESS_MISSING = 'Find and select your address, or enter it manually';

const toChoice = (d: Partial<Record<keyof CachedDetails, unknown>>): AddressChoice | null =>
  typeof d.addressId === 'string' || typeof d.manualAddressId === 'string'
    ? {
        addressId: typeof d.addressId === 'string' ? d.addressId : null,
        manualAddressId: typeof d.manualAddressId === 'string' ? d.manualAddressId : null,
        label: typeof d.addressLabel === 'string' ? d.addressLabel : '',
      }
    : null;

/**
 * The "A bit about you" form (SPEC §5 details form), shared by complaints, enquiries and feedback.
 * It starts empty, as the build drew it (decision 039): the draft kept in the tab and a signed-in
 * customer's details go into the fields the customer has not typed in, once the code is alive.
 */
export function DetailsForm({
  mode,
  draftKey,
  queryType,
  querySubtype,
  prefill,
  submitLabel,
  pending,
  pendingText,
  alert,
  onValid,
}: DetailsFormProps) {
  const [address, setAddress] = useState<AddressChoice | null>(null);
  const addressFields = useCallback(
    () => ({
      queryType,
      querySubtype,
      addressId: address?.addressId ?? null,
      manualAddressId: address?.manualAddressId ?? null,
      addressLabel: address?.label ?? '',
    }),
    [address, queryType, querySubtype],
  );
  // Feedback validates a subset of the same fields (no textphone, no phone minimum).
  const schema = (
    mode === 'feedback' ? feedbackDetailsSchema : detailsSchema
  ) as typeof detailsSchema;
  const [empty] = useState(() => emptyDetails(queryType, querySubtype));
  const form = useDraftForm(schema, draftKey, empty as never, addressFields);
  // An address chosen before is taken back only while none is being looked for (SPEC §4's
  // button shows once there is one).
  const takeAddress = useCallback((from: Partial<Record<keyof CachedDetails, unknown>>) => {
    const choice = toChoice(from);
    const postcode = document.getElementById(ADDRESS_FIELD_ID) as HTMLInputElement | null;
    if (choice && !postcode?.value) setAddress((current) => current ?? choice);
  }, []);
  useDraftRestored(form, draftKey, takeAddress);
  useEffect(() => {
    if (!prefill) return;
    fillUntouched(form, prefill);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the customer's details arrived
    takeAddress(prefill);
  }, [form, prefill, takeAddress]);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, submitCount },
  } = form;

  // The address part checks itself when its buttons are pressed; its errors join the summary,
  // but the keyboard stays at the postcode beside its message (the part takes it there): a
  // "Find address" that fails is not a send of the form, and the summary is a screen away.
  const [addressErrors, setAddressErrors] = useState<SummaryError[]>([]);
  const reportAddressErrors = useCallback((list: SummaryError[]) => setAddressErrors(list), []);
  // Enter in a field before an address is chosen (there is no button yet, SPEC §5): the form is
  // checked as if sent, and the summary says the address is missing too.
  const [addressMissing, setAddressMissing] = useState<string | null>(null);
  const errorList = [
    ...summaryErrors(errors as never, [...FIELDS], (n) => n),
    ...addressErrors,
    ...(addressMissing && !address && addressErrors.length === 0
      ? [{ fieldId: addressMissing, message: ADDRESS_MISSING }]
      : []),
  ];
  useDocumentTitle(DETAILS_HEADING, errorList.length > 0);

  const changeAddress = (choice: AddressChoice | null) => {
    setAddress(choice);
    writeDraft(draftKey, {
      ...getValues(),
      queryType,
      querySubtype,
      addressId: choice?.addressId ?? null,
      manualAddressId: choice?.manualAddressId ?? null,
      addressLabel: choice?.label ?? '',
    });
  };

  const submit = handleSubmit((values) => {
    if (!address || pending) return;
    onValid({
      textphoneNumber: '',
      ...(values as Omit<CachedDetails, 'textphoneNumber'> & { textphoneNumber?: string }),
      queryType,
      querySubtype,
      addressId: address.addressId,
      manualAddressId: address.manualAddressId,
      addressLabel: address.label,
    } as CachedDetails);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const field = event.target;
    if (address || event.key !== 'Enter' || event.defaultPrevented) return;
    if (!(field instanceof HTMLInputElement) || ['checkbox', 'radio'].includes(field.type)) return;
    event.preventDefault();
    // The summary links to the address part as it is now: the postcode, or the address by hand.
    setAddressMissing(
      document.getElementById(ADDRESS_FIELD_ID) ? ADDRESS_FIELD_ID : MANUAL_ADDRESS_FIELD_ID,
    );
    void submit();
  };

  const err = (name: (typeof FIELDS)[number]) => {
    const e = (errors as Record<string, { message?: string } | undefined>)[name];
    return e?.message;
  };

  return (
    // Enter in one of its fields, caught as it bubbles up: the form is what Enter sends.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate className="details-form">
      <ErrorSummary errors={errorList} focusKey={submitCount} />
      {alert}
      <TextField
        id="firstName"
        label="First name"
        autoComplete="given-name"
        spellCheck={false}
        error={err('firstName')}
        {...register('firstName')}
      />
      <TextField
        id="surname"
        label="Surname"
        autoComplete="family-name"
        spellCheck={false}
        error={err('surname')}
        {...register('surname')}
      />
      <TextField
        id="email"
        label="Email address"
        hint="We'll only use this to reply to you and confirm we've got your message."
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={err('email')}
        {...register('email')}
      />
      <TextField
        id="telephoneNumber"
        label="Phone number"
        hint={
          <>
            A UK or Irish number, like <span className="phone-number">07700 900982</span> or{' '}
            <span className="phone-number">+353 87 123 4567</span>
          </>
        }
        type="tel"
        autoComplete="tel"
        error={err('telephoneNumber')}
        {...register('telephoneNumber')}
      />
      {mode === 'complaint' && (
        <TextField
          id="textphoneNumber"
          label="Textphone or international number (optional)"
          type="tel"
          inputMode="tel"
          error={err('textphoneNumber')}
          {...register('textphoneNumber')}
        />
      )}
      <SelectField
        id="vulnerabilityConsent"
        label="Would you like us to record that you may need extra support from us?"
        hint={
          <>
            For example because of your health, a disability, your age, or a change in your life
            such as a bereavement. We use this only to support you in the right way.{' '}
            <Link to={paths.article('my-account', 'priority-services-register')}>
              About extra support and the Priority Services Register
            </Link>
          </>
        }
        options={VULNERABILITY_OPTIONS}
        error={err('vulnerabilityConsent')}
        {...register('vulnerabilityConsent')}
      />
      <AddressFinder value={address} onChange={changeAddress} onErrors={reportAddressErrors} />
      {address ? (
        <div className="form-actions">
          <Button type="submit" loading={pending} loadingText={pendingText}>
            {submitLabel}
          </Button>
        </div>
      ) : (
        <p className="field__hint">
          Find and select your address, or enter it manually, to continue.
        </p>
      )}
    </form>
  );
}
