import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type * as z from 'zod/mini';
import { createManualAddress } from '@/api/addresses';
import { toDocument } from '@/api/jsonapi';
import { Button } from '@/components/button';
import type { SummaryError } from '@/components/error-summary';
import { TextField } from '@/components/fields';
import { manualAddressSchema, type AddressChoice, type ManualAddressValues } from '../schemas';

type Input = z.input<typeof manualAddressSchema>;

/** The fields' ids, in page order: the error summary links to them. One finder per page. */
const FIELD_IDS = {
  line1: 'address-line1',
  line2: 'address-line2',
  town: 'address-town',
  postcode: 'address-manual-postcode',
} as const;
/** The first field of the address typed in by hand (the details form's summary links to it). */
export const MANUAL_ADDRESS_FIELD_ID = FIELD_IDS.line1;

const summaryOf = (errors: FieldErrors<Input>): SummaryError[] =>
  (Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[]).flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: FIELD_IDS[name], message }] : [];
  });

interface Props {
  onDone: (choice: AddressChoice) => void;
  onCancel: () => void;
  initialPostcode: string;
  /** This part's field errors on each press of "Use this address", for the error summary. */
  onErrors: (errors: SummaryError[]) => void;
}

/** An address typed in by hand, saved with POST /v1/addresses so the lead can point at it. */
export function ManualAddress({ onDone, onCancel, initialPostcode, onErrors }: Props) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<Input, unknown, ManualAddressValues>({
    resolver: zodResolver(manualAddressSchema),
    defaultValues: { line1: '', line2: '', town: '', postcode: initialPostcode },
    // Messages stay until "Use this address" is pressed again, as they always have here.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const save = useMutation({ mutationFn: createManualAddress });

  // Opened by a press of "Enter the address manually", which is gone now: carry on from here.
  useEffect(() => setFocus('line1'), [setFocus]);

  const submit = handleSubmit(
    ({ line1, line2, town, postcode }) => {
      onErrors([]);
      const label = [line1, line2, town, postcode].filter(Boolean).join(', ');
      save.mutate(
        toDocument('addresses', {
          address: label,
          'address-line1': line1,
          'address-line2': line2 || null,
          'postal-town': town,
          postcode,
          country: 'United Kingdom',
        }),
        { onSuccess: (manualAddressId) => onDone({ addressId: null, manualAddressId, label }) },
      );
    },
    (invalid) => onErrors(summaryOf(invalid)),
  );

  return (
    <div className="address-manual">
      <TextField
        id={FIELD_IDS.line1}
        label="Address line 1"
        autoComplete="address-line1"
        error={errors.line1?.message}
        {...register('line1')}
      />
      <TextField
        id={FIELD_IDS.line2}
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        {...register('line2')}
      />
      <TextField
        id={FIELD_IDS.town}
        label="Town or city"
        autoComplete="address-level2"
        error={errors.town?.message}
        {...register('town')}
      />
      <TextField
        id={FIELD_IDS.postcode}
        label="Postcode"
        autoComplete="postal-code"
        className="input--postcode"
        error={errors.postcode?.message}
        spellCheck={false}
        {...register('postcode')}
      />
      {save.isError && (
        <p className="field-error" role="alert">
          We couldn&apos;t save this address just now. Please try again.
        </p>
      )}
      <div className="form-actions">
        <Button
          type="button"
          onClick={() => void submit()}
          loading={save.isPending}
          loadingText="Saving address…"
        >
          Use this address
        </Button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onErrors([]);
            onCancel();
          }}
        >
          Find my address by postcode instead
        </button>
      </div>
    </div>
  );
}
