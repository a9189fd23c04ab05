import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { overLimitMessage } from '@/api/schemas/fields';
import { FieldError } from './error-summary';
import './forms.css';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, hint and error wired to the control (GOV.UK pattern). */
function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      )}
      <FieldError id={errorId} message={error} />
      {children(describedBy)}
    </div>
  );
}

type InputProps = ComponentPropsWithoutRef<'input'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { id, label, hint, error, className, ...rest },
  ref,
) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          ref={ref}
          id={id}
          className={`input ${className ?? ''}`.trim()}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </FieldShell>
  );
});

type SelectProps = ComponentPropsWithoutRef<'select'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: { value: string; label: string }[];
};

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { id, label, hint, error, options, ...rest },
  ref,
) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          ref={ref}
          id={id}
          className="select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});

type TextAreaProps = ComponentPropsWithoutRef<'textarea'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  maxChars: number;
  length: number;
};

/** A text box with a live character count; going over the limit is said in SPEC §5's words. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { id, label, hint, error, maxChars, length, ...rest },
  ref,
) {
  const countId = `${id}-count`;
  const over = length - maxChars;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <>
          <textarea
            ref={ref}
            id={id}
            className="textarea"
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy, countId].filter(Boolean).join(' ')}
            {...rest}
          />
          <p
            id={countId}
            className={over > 0 ? 'char-count char-count--over' : 'char-count'}
            aria-live="polite"
          >
            {over > 0
              ? overLimitMessage(over)
              : `You have ${(maxChars - length).toLocaleString('en-GB')} characters remaining`}
          </p>
        </>
      )}
    </FieldShell>
  );
});

interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: { value: string; label: string; hint?: string }[];
  inputProps: (
    value: string,
  ) => ComponentPropsWithoutRef<'input'> & { ref?: React.Ref<HTMLInputElement> };
}

/** A fieldset of radios; the first radio carries the id the error summary links to. */
export function RadioGroup({ name, legend, hint, error, options, inputProps }: RadioGroupProps) {
  // Named after the group (not useId: an island's ids must match its HTML).
  const hintId = `${name}-group-hint`;
  const errorId = `${name}-group-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <fieldset className="fieldset" aria-describedby={describedBy}>
        <legend className="fieldset__legend">{legend}</legend>
        {hint && (
          <span className="field__hint" id={hintId}>
            {hint}
          </span>
        )}
        <FieldError id={errorId} message={error} />
        <div className="radios">
          {options.map((o, i) => {
            const id = i === 0 ? name : `${name}-${o.value}`;
            return (
              <div className="radio" key={o.value}>
                <input
                  className="radio__input"
                  type="radio"
                  id={id}
                  value={o.value}
                  aria-describedby={o.hint ? `${id}-hint` : undefined}
                  {...inputProps(o.value)}
                />
                <div>
                  <label className="radio__label" htmlFor={id}>
                    {o.label}
                  </label>
                  {o.hint && (
                    <span className="radio__hint" id={`${id}-hint`}>
                      {o.hint}
                    </span>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
