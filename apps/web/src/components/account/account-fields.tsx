import type { PasswordVerdict } from '@scaffale/domain/password-strength';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LANGUAGES } from '../../config/languages';
import { useTranslation } from '../../i18n/use-translation';
import { FieldShell, SelectField, type FieldControl } from '../forms/fields';
import { ACCOUNT_LIMITS } from './account-schemas';
import { strengthLevel } from './password-strength';
import './account-forms.css';

// The controls the account forms share (registration, password pages, the account page):
// labelled, with their hint and error tied to them (FieldShell), as every form of the app.

interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | null;
  /** Why the password is asked, for one the person has already (a new one's hint is the rule). */
  hint?: string | undefined;
}

function passwordInput(
  control: FieldControl,
  registration: UseFormRegisterReturn,
  autoComplete: 'current-password' | 'new-password',
) {
  return (
    <input
      {...control}
      type="password"
      autoComplete={autoComplete}
      maxLength={ACCOUNT_LIMITS.password}
      required
      {...registration}
    />
  );
}

/** A password the person has already (to log in, to confirm a change). */
export function PasswordField({ label, registration, error, hint }: PasswordFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => passwordInput(control, registration, 'current-password')}
    </FieldShell>
  );
}

/**
 * A password chosen now: the rule as its hint, and below it how hard it is to guess as it is
 * typed (usePasswordStrength), which the input names as its description.
 */
export function NewPasswordField({
  label,
  registration,
  error,
  verdict,
}: PasswordFieldProps & { verdict: PasswordVerdict | null }) {
  const { t } = useTranslation();
  const strengthId = useId();
  return (
    <div className="new-password">
      <FieldShell
        label={label}
        hint={t('accountFields.passwordHint')}
        error={error}
        describedBy={strengthId}
      >
        {(control) => passwordInput(control, registration, 'new-password')}
      </FieldShell>
      <PasswordStrengthMeter id={strengthId} verdict={verdict} />
    </div>
  );
}

/**
 * A bar (for the eye) and its level in words (announced when it changes), then zxcvbn's
 * warning and suggestions, already in the page's language.
 */
function PasswordStrengthMeter({ id, verdict }: { id: string; verdict: PasswordVerdict | null }) {
  const { t } = useTranslation();
  const level = verdict ? strengthLevel(verdict.score) : null;
  return (
    <div id={id} className="password-strength" data-level={level ?? 'none'}>
      <div className="password-strength__bar" aria-hidden="true">
        <span className="password-strength__fill" />
      </div>
      <p className="password-strength__level" role="status">
        {level
          ? t('accountFields.strength.label', { level: t(`accountFields.strength.${level}`) })
          : ''}
      </p>
      {verdict?.warning ? <p className="password-strength__warning">{verdict.warning}</p> : null}
      {verdict && verdict.suggestions.length > 0 ? (
        <ul className="password-strength__tips">
          {verdict.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      ) : null}
    </div>
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
