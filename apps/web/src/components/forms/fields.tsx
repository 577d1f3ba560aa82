import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// Labelled form controls, for every form of the app (the buyer's and the back office's): a
// visible label, an optional hint and the field's error, both tied to the control with
// aria-describedby so a screen reader reads them with it, and the control aria-invalid while
// the error shows.

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
  /**
   * The error is announced as it appears (role="alert"): the back office's forms say one
   * problem at a time, beside its field, in place of a message above the form.
   */
  announce?: boolean | undefined;
  /** The label for screen readers only (a field in a table's row, named by its column). */
  labelHidden?: boolean | undefined;
  /** More classes for the wrapper ('admin-form__wide') and for the control. */
  className?: string | undefined;
  inputClassName?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}

export function FieldShell({
  label,
  hint,
  error,
  required,
  describedBy: more,
  announce,
  labelHidden,
  className,
  inputClassName,
  children,
}: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, more ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className={labelHidden ? 'visually-hidden' : 'field__label'} htmlFor={id}>
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
        className: inputClassName ? `field__input ${inputClassName}` : 'field__input',
      })}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role={announce ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What every field shell takes besides its control. */
type ShellProps = Omit<FieldShellProps, 'children'>;

interface TextFieldProps extends ShellProps {
  registration: UseFormRegisterReturn;
  maxLength?: number | undefined;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string | undefined;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | undefined;
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

interface TextAreaFieldProps extends ShellProps {
  registration: UseFormRegisterReturn;
  maxLength?: number | undefined;
  rows?: number | undefined;
  disabled?: boolean | undefined;
}

export function TextAreaField({
  registration,
  maxLength,
  rows = 3,
  disabled,
  ...shell
}: TextAreaFieldProps) {
  return (
    <FieldShell {...shell}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          disabled={disabled}
          {...registration}
        />
      )}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends ShellProps {
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  /** A first, empty choice ('Scegli…'). */
  placeholder?: string | undefined;
  autoComplete?: string | undefined;
  disabled?: boolean | undefined;
}

export function SelectField({
  registration,
  options,
  placeholder,
  autoComplete,
  disabled,
  ...shell
}: SelectFieldProps) {
  return (
    <FieldShell {...shell}>
      {(control) => (
        <select {...control} autoComplete={autoComplete} disabled={disabled} {...registration}>
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

interface ChoiceGroupProps {
  legend: string;
  error?: string | null | undefined;
  /** Announced as it appears, as FieldShell's `announce`. */
  announce?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * Checkboxes or radios under one legend (a fieldset), with the group's error below them,
 * tied to the group with aria-describedby as FieldShell ties a field's.
 */
export function ChoiceGroup({ legend, error, announce, className, children }: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {children}
      {error ? (
        <p className="field__error" id={errorId} role={announce ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
