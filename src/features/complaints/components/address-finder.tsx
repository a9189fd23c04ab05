import { failedForWantOfNetwork } from '@/lib/connection';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { addressKeys, lookupAddresses } from '@/api/addresses';
import { isClientError } from '@/api/http-error';
import type { Address } from '@/api/schemas/addresses';
import { postcodeField } from '@/api/schemas/fields';
import { Button } from '@/components/button';
import { FieldError, type SummaryError } from '@/components/error-summary';
import { SelectField } from '@/components/fields';
import type { AddressChoice } from '../schemas';
import { ManualAddress } from './manual-address';

/** The postcode box's id: the error summary links to it. One finder per page. */
const POSTCODE_FIELD_ID = 'address-postcode';
/** Where the address part starts, for the summary's "address not chosen" (the postcode box). */
export const ADDRESS_FIELD_ID = POSTCODE_FIELD_ID;

const notFound = (postcode: string) =>
  `We couldn't find addresses for ${postcode}. Check the postcode, or enter your address manually.`;
const LOOKUP_OFFLINE =
  "You're offline, so we can't look up addresses. Check your signal or Wi-Fi and try again, or enter your address manually.";
const LOOKUP_FAILED =
  "We couldn't look up addresses just now. Try again in a moment, or enter your address manually.";

interface Props {
  value: AddressChoice | null;
  onChange: (choice: AddressChoice | null) => void;
  /**
   * The finder's errors (postcode, or the address typed in by hand) each time a press of its
   * buttons succeeds or fails, so the form lists them in its error summary too.
   */
  onErrors: (errors: SummaryError[]) => void;
}

const choiceOf = (address: Address): AddressChoice => ({
  addressId: address.id,
  manualAddressId: null,
  label: address.attributes.address,
});

/**
 * The address part of the details step: a postcode, "Find address", and a list in which choosing
 * an address is the choice (SPEC §4: the submit button then appears); or an address typed in by
 * hand. An address that did not come from the list on screen (typed in, prefilled, restored) is
 * shown back with a way to change it.
 */
export function AddressFinder({ value, onChange, onErrors }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [postcode, setPostcode] = useState('');
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const [found, setFound] = useState<{ postcode: string; addresses: Address[] } | null>(null);
  const [finding, setFinding] = useState(false);
  const [manual, setManual] = useState(false);
  const lookups = useRef(0);
  // Where focus goes once the part the customer pressed in has been replaced by another.
  const focusNext = useRef<'chosen' | 'postcode' | null>(null);
  const chosenRef = useRef<HTMLParagraphElement>(null);

  // A postcode typed before the page's code was alive (decision 039) is the box's value: React
  // leaves what is on screen as it is while it takes over, and would empty it on the next change.
  useLayoutEffect(() => {
    const box = document.getElementById(POSTCODE_FIELD_ID) as HTMLInputElement | null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- before the first paint
    if (box?.value) setPostcode(box.value);
  }, []);

  useEffect(() => {
    const target = focusNext.current;
    const element =
      target === 'chosen'
        ? chosenRef.current
        : target && document.getElementById(POSTCODE_FIELD_ID);
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  const fromList = Boolean(
    value?.addressId && found?.addresses.some((a) => a.id === value.addressId),
  );

  if (value && !fromList) {
    return (
      <div className="field address-chosen">
        <p className="field__label" id={`${id}-chosen`}>
          Your address
        </p>
        <p className="address-chosen__label" ref={chosenRef} tabIndex={-1}>
          {value.label}
        </p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            focusNext.current = 'postcode';
            setManual(false);
            onChange(null);
          }}
          aria-describedby={`${id}-chosen`}
        >
          Change address
        </button>
      </div>
    );
  }

  /** A failed search: the old list (and any address chosen from it) goes with it. */
  const fail = (message: string) => {
    setFound(null);
    setPostcodeError(message);
    // To the postcode, its message beside it: not the summary a screen above (issue 50).
    focusNext.current = 'postcode';
    onErrors([{ fieldId: POSTCODE_FIELD_ID, message }]);
    if (value) onChange(null);
  };

  const find = async () => {
    const lookup = ++lookups.current;
    const parsed = postcodeField.safeParse(postcode);
    if (!parsed.success) {
      fail(parsed.error.issues[0]!.message);
      return;
    }
    setFinding(true);
    try {
      const addresses = await queryClient.fetchQuery({
        queryKey: addressKeys.byPostcode(parsed.data),
        queryFn: () => lookupAddresses(parsed.data),
        // The customer is waiting on the button: no silent retries, and no waiting for a
        // connection to come back; the message says to try again or type the address in.
        retry: false,
        networkMode: 'always',
      });
      if (lookup !== lookups.current) return;
      if (addresses.length === 0) {
        fail(notFound(parsed.data));
        return;
      }
      setFound({ postcode: parsed.data, addresses });
      setPostcodeError(null);
      onErrors([]);
      // A new list: an address chosen from the last one is no longer the answer.
      if (value) onChange(null);
    } catch (error) {
      const offline = await failedForWantOfNetwork(error);
      if (lookup === lookups.current)
        fail(
          offline ? LOOKUP_OFFLINE : isClientError(error) ? notFound(parsed.data) : LOOKUP_FAILED,
        );
    } finally {
      if (lookup === lookups.current) setFinding(false);
    }
  };

  if (manual) {
    return (
      <fieldset className="fieldset address-finder">
        <legend className="fieldset__legend">Your address</legend>
        <ManualAddress
          onDone={(choice) => {
            focusNext.current = 'chosen';
            onChange(choice);
          }}
          onCancel={() => {
            focusNext.current = 'postcode';
            setManual(false);
          }}
          initialPostcode={postcode}
          onErrors={onErrors}
        />
      </fieldset>
    );
  }

  const errorId = `${id}-pc-error`;
  return (
    <fieldset className="fieldset address-finder">
      <legend className="fieldset__legend">Your address</legend>
      <div className={postcodeError ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor={POSTCODE_FIELD_ID}>
          Postcode
        </label>
        <FieldError id={errorId} message={postcodeError ?? undefined} />
        <div className="address-finder__row">
          <input
            id={POSTCODE_FIELD_ID}
            className="input input--postcode"
            autoComplete="postal-code"
            spellCheck={false}
            value={postcode}
            aria-invalid={postcodeError ? true : undefined}
            aria-describedby={postcodeError ? errorId : undefined}
            onChange={(e) => setPostcode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void find();
              }
            }}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => void find()}
            loading={finding}
            loadingText="Finding…"
          >
            Find address
          </Button>
        </div>
      </div>
      {found && (
        <SelectField
          id={`${id}-select`}
          label="Select your address"
          hint={`${found.addresses.length} addresses found for ${found.postcode}`}
          value={value?.addressId ?? ''}
          options={[
            { value: '', label: 'Select an address' },
            ...found.addresses.map((a) => ({ value: a.id, label: a.attributes.address })),
          ]}
          onChange={(e) => {
            const chosen = found.addresses.find((a) => a.id === e.target.value);
            onChange(chosen ? choiceOf(chosen) : null);
          }}
        />
      )}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          onErrors([]);
          setPostcodeError(null);
          setManual(true);
          if (value) onChange(null);
        }}
      >
        Enter the address manually
      </button>
    </fieldset>
  );
}
