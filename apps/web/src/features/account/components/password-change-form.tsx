import { zodResolver } from '@hookform/resolvers/zod';
import { ownerWords, type PasswordOwner } from '@scaffale/domain/password';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  FormAlert,
  FormStatus,
  NewPasswordField,
  PasswordField,
  SubmitButton,
} from '../../../components/account/account-fields';
import {
  ACCOUNT_LIMITS,
  passwordChangeSchema,
  type PasswordChangeValues,
} from '../../../components/account/account-schemas';
import { useFieldErrorText } from '../../../components/forms/field-error-text';
import { usePasswordStrength } from '../../../components/account/password-strength';
import { showRefusal } from '../../../components/account/refusal';
import { useTranslation } from '../../../i18n/use-translation';
import { changePassword } from '../api/change-password';

const FIELDS = passwordChangeSchema.keyof().options;
const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '' };

/**
 * The password change: the current one proves it is the buyer; other sessions are ended. The
 * new one is judged against the account's own words (`account`) as the server judges it.
 */
export function PasswordChangeForm({
  headingId,
  account,
}: {
  headingId: string;
  account: PasswordOwner;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { email, firstName, lastName } = account;
  const words = useMemo(
    () => ownerWords({ email, firstName, lastName }),
    [email, firstName, lastName],
  );
  const strength = usePasswordStrength(useWatch({ control, name: 'newPassword' }), words);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setChanged(false);
    const weak = strength.refusalOf(values.newPassword);
    if (weak) {
      setError('newPassword', weak, { shouldFocus: true });
      return;
    }
    try {
      const result = await changePassword(values);
      if (result.kind !== 'ok') {
        setFormError(showRefusal(result, FIELDS, setError, t('errors.unexpected')));
        return;
      }
      reset(EMPTY);
      setChanged(true);
    } catch (error) {
      console.warn('Changing the password failed', error);
      setFormError(t('errors.network'));
    }
  });

  return (
    <form
      className="form account-form"
      noValidate
      aria-labelledby={headingId}
      aria-busy={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormAlert message={formError} />
      <PasswordField
        label={t('accountFields.currentPassword')}
        error={fieldError(errors.currentPassword, ACCOUNT_LIMITS.password)}
        registration={register('currentPassword')}
      />
      <NewPasswordField
        label={t('accountFields.newPassword')}
        error={fieldError(errors.newPassword, ACCOUNT_LIMITS.password)}
        registration={register('newPassword')}
        verdict={strength.verdict}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t('accountPage.password.submit')}
        busyLabel={t('accountPage.password.submitting')}
      />
      <FormStatus message={changed ? t('accountPage.password.changed') : null} />
    </form>
  );
}
