import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { readDraft, writeDraft } from './drafts';
import './zod-csp';

/**
 * A react-hook-form form whose values are saved to a sessionStorage draft on every change, so a
 * reload or the back button never loses what was typed. GOV.UK timing: validate on submit, then
 * as the customer corrects a field in error.
 */
export function useDraftForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  draftKey: string,
  defaultValues: DefaultValues<z.infer<S>>,
  extra: () => Record<string, unknown> = () => ({}),
) {
  const form = useForm<z.input<S>, unknown, z.infer<S>>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeDraft(draftKey, { ...extra(), ...values }),
      }),
    [subscribe, draftKey, extra],
  );
  return form;
}

/**
 * Puts values into the form's fields that are still empty (text and choices given as strings):
 * what the customer typed is never overwritten. Returns whether any field was filled.
 */
export function fillUntouched<T extends FieldValues>(
  form: UseFormReturn<T>,
  values: Partial<Record<string, unknown>>,
): boolean {
  const current = form.getValues() as Record<string, unknown>;
  let filled = false;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string' || value === '' || !(name in current) || current[name]) continue;
    form.setValue(name as Path<T>, value as PathValue<T, Path<T>>);
    filled = true;
  }
  return filled;
}

/**
 * A form prerendered empty (decision 039) gets its draft from the tab once its code is alive, in
 * the fields the customer has not typed in since the page painted: what they typed before the code
 * arrived wins, and is what the draft holds from then on. Read at the first render, before
 * anything can write the draft; put in once the form is mounted (react-hook-form gives the fields'
 * values only then), which for a page opened from a link is before it paints. `onRestored` gets
 * the whole draft, for what the form keeps outside its fields (an address). What shows a
 * field's value as it changes reads it with `useFieldText`, called after this.
 */
export function useDraftRestored<T extends FieldValues>(
  form: UseFormReturn<T>,
  draftKey: string,
  onRestored?: (draft: Record<string, unknown>) => void,
) {
  const [draft] = useState(() => readDraft<Record<string, unknown>>(draftKey));
  useEffect(() => {
    // Typed before the code arrived: a field that is not as the page was built. Set again, so
    // whatever shows it (a character count) counts it.
    const built = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
    const typed = Object.entries(form.getValues()).filter(
      ([name, value]) => typeof value === 'string' && value !== '' && value !== built[name],
    );
    for (const [name, value] of typed)
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>);
    if (draft) {
      fillUntouched(form, draft);
      onRestored?.(draft);
    }
    if (draft || typed.length > 0) writeDraft(draftKey, { ...draft, ...form.getValues() });
    // Once, as the form first appears: later drafts are its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A text field's value as it changes (for a character count, or answers while writing). Unlike
 * `useWatch`, it starts from what the field holds once the form is mounted: words typed before the
 * page's code arrived count from the start (react-hook-form keeps them without telling watchers).
 */
export function useFieldText<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  const [text, setText] = useState('');
  useEffect(() => {
    const read = () => {
      const value: unknown = form.getValues(name);
      return typeof value === 'string' ? value : '';
    };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the form's value once mounted
    setText(read());
    return form.subscribe({
      name,
      formState: { values: true },
      callback: () => setText(read()),
    });
  }, [form, name]);
  return text;
}

/** Errors in field order, for the error summary. */
export function summaryErrors(
  errors: Record<string, { message?: unknown } | undefined>,
  order: string[],
  idOf: (name: string) => string,
) {
  return order
    .filter((name) => typeof errors[name]?.message === 'string')
    .map((name) => ({ fieldId: idOf(name), message: String(errors[name]!.message) }));
}
