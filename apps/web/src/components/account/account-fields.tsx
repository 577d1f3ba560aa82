import { useEffect, useRef, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LANGUAGES } from '../../config/languages';
import { useTranslation } from '../../i18n/use-translation';
import { FieldShell, SelectField } from '../addresses/form-fields';
import { ACCOUNT_LIMITS } from './account-schemas';
import './account-forms.css';

// The controls the account forms share (registration, password pages, the account page):
// labelled, with their hint and error tied to them (FieldShell), as every form of the app.

interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | null;
  /** 'new-password' for a password chosen now: it shows the rule as the hint too. */
  autoComplete: 'new-password' | 'current-password';
  /** Why the password is asked, for a current one (a new one's hint is the rule). */
  hint?: string | undefined;
}

/** A password input; a new one carries the rule (12 characters, not a common one) as its hint. */
export function PasswordField({
  label,
  registration,
  error,
  autoComplete,
  hint: why,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const hint = autoComplete === 'new-password' ? t('accountFields.passwordHint') : why;
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete={autoComplete}
          maxLength={ACCOUNT_LIMITS.password}
          required
          {...registration}
        />
      )}
    </FieldShell>
  );
}

/** The four languages, each named in itself; the account's mails and pages speak it. */
export function LanguageField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('accountFields.language')}
      hint={t('accountFields.languageHint')}
      error={error}
      registration={registration}
      autoComplete="language"
      options={LANGUAGES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
    />
  );
}

/** A form's submit button: a spinner and a spoken 'working' while its request runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  variant = 'primary',
}: {
  busy: boolean;
  label: string;
  /** Said by screen readers when the request starts ('Saving…'). */
  busyLabel: string;
  variant?: 'primary' | 'danger';
}) {
  return (
    <div className="account-form__actions">
      <button className={`button button--${variant}`} type="submit" disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        <span>{label}</span>
      </button>
      <p className="visually-hidden" role="status">
        {busy ? busyLabel : ''}
      </p>
    </div>
  );
}

/** A message for the whole form (a refusal, a network failure), announced as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p className="form__alert" role="alert">
      {message}
    </p>
  );
}

/**
 * What a form became once the server answered (a link sent, a password changed, a link
 * refused): shown in the form's place and focused, so a keyboard or screen-reader user, whose
 * button has just gone, is told at once and goes on from here.
 */
export function OutcomeNotice({
  children,
  alert = false,
}: {
  children: ReactNode;
  /** A refusal, announced as an alert; else a status. */
  alert?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="account-notice" role={alert ? 'alert' : 'status'} tabIndex={-1}>
      {children}
    </div>
  );
}

/** A form's outcome that leaves the form in place ('Saved'): a status region, always there. */
export function FormStatus({ message }: { message: string | null }) {
  return <div role="status">{message ? <p className="account-notice">{message}</p> : null}</div>;
}
