import { toDocument } from '@/api/jsonapi';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addressKeys, createManualAddress, lookupAddresses } from '@/api/addresses';
import { postcodeField } from '@/api/schemas/fields';
import { Button } from '@/components/button';
import { FieldError } from '@/components/error-summary';
import { SelectField, TextField } from '@/components/fields';
import { manualAddressSchema, type AddressChoice, type ManualAddressValues } from '../schemas';

const ADDRESS_FIELD_ID = 'address-postcode';

interface Props {
  value: AddressChoice | null;
  onChange: (choice: AddressChoice | null) => void;
  /** An error from the form (no address chosen). */
  error?: string;
}

function ManualAddress({
  onDone,
  onCancel,
  initialPostcode,
}: {
  onDone: (c: AddressChoice) => void;
  onCancel: () => void;
  initialPostcode: string;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof manualAddressSchema>, unknown, ManualAddressValues>({
    resolver: zodResolver(manualAddressSchema),
    defaultValues: { line1: '', line2: '', town: '', postcode: initialPostcode },
    // Messages stay until "Use this address" is pressed again, as they always have here.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const save = useMutation({ mutationFn: createManualAddress });

  const submit = handleSubmit(({ line1, line2, town, postcode }) => {
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
  });

  return (
    <div className="address-manual">
      <TextField
        id={`${id}-line1`}
        label="Address line 1"
        autoComplete="address-line1"
        error={errors.line1?.message}
        {...register('line1')}
      />
      <TextField
        id={`${id}-line2`}
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        {...register('line2')}
      />
      <TextField
        id={`${id}-town`}
        label="Town or city"
        autoComplete="address-level2"
        error={errors.town?.message}
        {...register('town')}
      />
      <TextField
        id={`${id}-postcode`}
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
        <button type="button" className="link-button" onClick={onCancel}>
          Find my address by postcode instead
        </button>
      </div>
    </div>
  );
}

/**
 * The address part of the details step: postcode, "Find address", a list to pick from, or an
 * address typed in by hand. Once chosen it is shown back with a way to change it.
 */
export function AddressFinder({ value, onChange, error }: Props) {
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const [manual, setManual] = useState(false);
  const [picked, setPicked] = useState('');
  const [pickError, setPickError] = useState<string | undefined>();
  const lookup = useQuery({
    queryKey: addressKeys.byPostcode(searched ?? ''),
    queryFn: () => lookupAddresses(searched ?? ''),
    enabled: searched !== null,
    retry: false,
  });

  if (value) {
    return (
      <div className="field address-chosen">
        <p className="field__label" id={`${id}-chosen`}>
          Your address
        </p>
        <p className="address-chosen__label">{value.label}</p>
        <button
          type="button"
          className="link-button"
          onClick={() => onChange(null)}
          aria-describedby={`${id}-chosen`}
        >
          Change address
        </button>
      </div>
    );
  }

  const find = () => {
    const parsed = postcodeField.safeParse(postcode);
    setPostcodeError(parsed.success ? null : parsed.error.issues[0]!.message);
    if (parsed.success) setSearched(parsed.data);
  };

  const addresses = lookup.data ?? [];
  const shownError = postcodeError ?? error;

  return (
    <fieldset className="fieldset address-finder">
      <legend className="fieldset__legend">Your address</legend>
      {manual ? (
        <ManualAddress
          onDone={onChange}
          onCancel={() => setManual(false)}
          initialPostcode={postcode}
        />
      ) : (
        <>
          <div className={shownError ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor={ADDRESS_FIELD_ID}>
              Postcode
            </label>
            <FieldError id={`${id}-pc-error`} message={shownError ?? undefined} />
            <div className="address-finder__row">
              <input
                id={ADDRESS_FIELD_ID}
                className="input input--postcode"
                autoComplete="postal-code"
                spellCheck={false}
                value={postcode}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={shownError ? `${id}-pc-error` : undefined}
                onChange={(e) => setPostcode(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    find();
                  }
                }}
              />
              <Button
                type="button"
                variant="secondary"
                onClick={find}
                loading={lookup.isFetching}
                loadingText="Finding…"
              >
                Find address
              </Button>
            </div>
          </div>
          {lookup.isError && (
            <p className="field-error" role="alert">
              We couldn&apos;t find addresses for {searched}. Check the postcode, or enter your
              address manually.
            </p>
          )}
          {addresses.length > 0 && (
            <>
              <SelectField
                id={`${id}-select`}
                label="Select your address"
                hint={`${addresses.length} addresses found for ${searched}`}
                value={picked}
                options={[
                  { value: '', label: 'Select an address' },
                  ...addresses.map((a) => ({ value: a.id, label: a.attributes.address })),
                ]}
                error={pickError}
                onChange={(e) => {
                  setPicked(e.target.value);
                  setPickError(undefined);
                }}
              />
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  const chosen = addresses.find((a) => a.id === picked);
                  if (!chosen) setPickError('Select your address from the list');
                  else
                    onChange({
                      addressId: chosen.id,
                      manualAddressId: null,
                      label: chosen.attributes.address,
                    });
                }}
              >
                Use this address
              </Button>
            </>
          )}
          <button type="button" className="link-button" onClick={() => setManual(true)}>
            Enter the address manually
          </button>
        </>
      )}
    </fieldset>
  );
}
