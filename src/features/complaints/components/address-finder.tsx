import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { addressKeys, createManualAddress, lookupAddresses } from '@/api/addresses';
import { normalisePostcode, POSTCODE_PATTERN } from '@/api/schemas/fields';
import { Button } from '@/components/button';
import { FieldError } from '@/components/error-summary';
import { SelectField, TextField } from '@/components/fields';
import type { AddressChoice } from '../schemas';

export const ADDRESS_FIELD_ID = 'address-postcode';

interface Props {
  value: AddressChoice | null;
  onChange: (choice: AddressChoice | null) => void;
  /** An error from the form (no address chosen). */
  error?: string;
}

const POSTCODE_MESSAGE = 'Enter a full UK postcode, like SW1A 1AA';

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
  const [line1, setLine1] = useState('');
  const [line2, setLine2] = useState('');
  const [town, setTown] = useState('');
  const [postcode, setPostcode] = useState(initialPostcode);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({ mutationFn: createManualAddress });

  const submit = () => {
    const next: Record<string, string> = {};
    if (!line1.trim()) next.line1 = 'Enter the first line of your address';
    if (!town.trim()) next.town = 'Enter your town or city';
    if (!POSTCODE_PATTERN.test(postcode.trim())) next.postcode = POSTCODE_MESSAGE;
    setErrors(next);
    if (Object.keys(next).length) return;
    const pc = normalisePostcode(postcode);
    save.mutate(
      {
        data: {
          type: 'addresses',
          attributes: {
            address: [line1.trim(), line2.trim(), town.trim(), pc].filter(Boolean).join(', '),
            'address-line1': line1.trim(),
            'address-line2': line2.trim() || null,
            'postal-town': town.trim(),
            postcode: pc,
            country: 'United Kingdom',
          },
        },
      },
      {
        onSuccess: (manualAddressId) =>
          onDone({
            addressId: null,
            manualAddressId,
            label: [line1.trim(), line2.trim(), town.trim(), pc].filter(Boolean).join(', '),
          }),
      },
    );
  };

  return (
    <div className="address-manual">
      <TextField
        id={`${id}-line1`}
        label="Address line 1"
        autoComplete="address-line1"
        value={line1}
        onChange={(e) => setLine1(e.target.value)}
        error={errors.line1}
      />
      <TextField
        id={`${id}-line2`}
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        value={line2}
        onChange={(e) => setLine2(e.target.value)}
      />
      <TextField
        id={`${id}-town`}
        label="Town or city"
        autoComplete="address-level2"
        value={town}
        onChange={(e) => setTown(e.target.value)}
        error={errors.town}
      />
      <TextField
        id={`${id}-postcode`}
        label="Postcode"
        autoComplete="postal-code"
        className="input--postcode"
        value={postcode}
        onChange={(e) => setPostcode(e.target.value)}
        error={errors.postcode}
        spellCheck={false}
      />
      {save.isError && (
        <p className="field-error" role="alert">
          We couldn&apos;t save this address just now. Please try again.
        </p>
      )}
      <div className="form-actions">
        <Button
          type="button"
          onClick={submit}
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
    if (!POSTCODE_PATTERN.test(postcode.trim())) {
      setPostcodeError(POSTCODE_MESSAGE);
      return;
    }
    setPostcodeError(null);
    setSearched(normalisePostcode(postcode));
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
