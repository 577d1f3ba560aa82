import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/account/account-fields';
import {
  ACCOUNT_LIMITS,
  accountDeletionSchema,
  type AccountDeletionValues,
} from '../../../components/account/account-schemas';
import { useFieldErrorText } from '../../../components/forms/field-error-text';
import { showRefusal } from '../../../components/account/refusal';
import { useTranslation } from '../../../i18n/use-translation';
import { deleteAccount } from '../api/delete-account';

const FIELDS = accountDeletionSchema.keyof().options;

/** The deletion's confirmation: the account's password, then the account is gone. */
export function DeleteAccountForm({
  headingId,
  onDeleted,
}: {
  headingId: string;
  /** Called once the server has deleted the account and ended the session. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AccountDeletionValues>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: { password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await deleteAccount(values);
      if (result.kind === 'ok') {
        onDeleted();
        return;
      }
      setFormError(showRefusal(result, FIELDS, setError, t('errors.unexpected')));
    } catch (error) {
      console.warn('Deleting the account failed', error);
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
        label={t('accountPage.delete.password')}
        error={fieldError(errors.password, ACCOUNT_LIMITS.password)}
        registration={register('password')}
      />
      <SubmitButton
        busy={isSubmitting}
        variant="danger"
        label={t('accountPage.delete.submit')}
        busyLabel={t('accountPage.delete.submitting')}
      />
    </form>
  );
}
