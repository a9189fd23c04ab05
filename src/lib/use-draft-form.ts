import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { writeDraft } from './drafts';
import './zod-csp';

/**
 * A react-hook-form form whose values are saved to a sessionStorage draft on every change, so a
 * reload or the back button never loses what was typed. GOV.UK timing: validate on submit, then
 * as the customer corrects a field in error.
 */
export function useDraftForm<S extends z.ZodType<FieldValues, FieldValues>>(
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
