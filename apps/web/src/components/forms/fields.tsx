import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// Labelled form controls: a visible label, an optional hint and the field's error, both
// tied to the control with aria-describedby so a screen reader reads them with it.

/** The attributes FieldShell gives its control (id, description, state). */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
  className: string;
}

interface FieldShellProps {
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  required?: boolean | undefined;
  /** The id of more words about the field outside the shell (a password's strength). */
  describedBy?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}

export function FieldShell({
  label,
  hint,
  error,
  required,
  describedBy: more,
  children,
}: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, more ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
        className: 'field__input',
      })}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string | undefined;
  error?: string | null | undefined;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string | undefined;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | undefined;
  disabled?: boolean | undefined;
}

export function TextField({
  registration,
  maxLength,
  type = 'text',
  autoComplete,
  inputMode,
  disabled,
  ...shell
}: TextFieldProps) {
  return (
    <FieldShell {...shell}>
      {(control) => (
        <input
          {...control}
          type={type}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
          disabled={disabled}
          {...registration}
        />
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string | undefined;
  error?: string | null | undefined;
  maxLength?: number | undefined;
}

export function TextAreaField({ registration, maxLength, ...shell }: TextAreaFieldProps) {
  return (
    <FieldShell {...shell}>
      {(control) => <textarea {...control} rows={3} maxLength={maxLength} {...registration} />}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  /** A first, empty choice ('Scegli…'). */
  placeholder?: string | undefined;
  hint?: string | undefined;
  error?: string | null | undefined;
  required?: boolean | undefined;
  autoComplete?: string | undefined;
}

export function SelectField({
  registration,
  options,
  placeholder,
  autoComplete,
  ...shell
}: SelectFieldProps) {
  return (
    <FieldShell {...shell}>
      {(control) => (
        <select {...control} autoComplete={autoComplete} {...registration}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
