import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert, NewPasswordField, SubmitButton } from './account-fields';
import { ACCOUNT_LIMITS, passwordResetSchema, type PasswordResetValues } from './account-schemas';
import { useFieldErrorText } from '../forms/field-error-text';
import { usePasswordStrength } from './password-strength';

export type NewPasswordSetError = UseFormSetError<PasswordResetValues>;

/**
 * A form of one new password (a reset link, a one-time password's replacement): judged as
 * it is typed, refused before it is sent when too easy to guess. `send` sends it and answers
 * what to say above the form (null: nothing, or it set the field's error itself); a failure
 * to reach the server is said for it.
 */
export function NewPasswordForm({
  ownerWords,
  submitLabel,
  busyLabel,
  busy = false,
  send,
}: {
  /** The account's words, when the page knows them (ownerWords of @scaffale/domain/password). */
  ownerWords: readonly string[];
  submitLabel: string;
  busyLabel: string;
  /** Busy beyond the request itself (the page is leaving). */
  busy?: boolean;
  send(password: string, setError: NewPasswordSetError): Promise<string | null>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetValues>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const strength = usePasswordStrength(useWatch({ control, name: 'password' }), ownerWords);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    const weak = strength.refusalOf(password);
    if (weak) {
      setError('password', weak, { shouldFocus: true });
      return;
    }
    try {
      setFormError(await send(password, setError));
    } catch (error) {
      console.warn('Sending the new password failed', error);
      setFormError(t('errors.network'));
    }
  });

  const working = isSubmitting || busy;
  return (
    <form
      className="form account-form"
      noValidate
      aria-busy={working}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormAlert message={formError} />
      <NewPasswordField
        label={t('accountFields.newPassword')}
        error={fieldError(errors.password, ACCOUNT_LIMITS.password)}
        registration={register('password')}
        verdict={strength.verdict}
      />
      <SubmitButton busy={working} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
