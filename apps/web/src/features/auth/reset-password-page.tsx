import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import {
  FormAlert,
  NewPasswordField,
  OutcomeNotice,
  SubmitButton,
} from '../../components/account/account-fields';
import {
  ACCOUNT_LIMITS,
  passwordResetSchema,
  type PasswordResetValues,
} from '../../components/account/account-schemas';
import { useAccountFieldError } from '../../components/account/field-error-text';
import { usePasswordStrength } from '../../components/account/password-strength';
import { showRefusal } from '../../components/account/refusal';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { confirmPasswordReset, isInvalidResetLink } from './api/confirm-password-reset';
import './auth.css';

const FIELDS = passwordResetSchema.keyof().options;
/** The link names no account to the page: the server judges against the account's words. */
const NO_OWNER_WORDS: readonly string[] = [];

type Outcome = 'form' | 'changed' | 'invalidLink';

/**
 * `/{lang}/reset-password/{token}/`, where the reset mail links (CONTRACT §7): the buyer
 * chooses a new password, then logs in with it (the reset ends every session). A link used
 * already, expired or unknown says so, with the way to ask for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { token = '' } = useParams();
  const fieldError = useAccountFieldError();
  usePageTitle('resetPassword');
  const [outcome, setOutcome] = useState<Outcome>('form');
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
  const strength = usePasswordStrength(useWatch({ control, name: 'password' }), NO_OWNER_WORDS);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    const weak = strength.refusalOf(password);
    if (weak) {
      setError('password', weak, { shouldFocus: true });
      return;
    }
    try {
      const result = await confirmPasswordReset({ token, password });
      if (result.kind === 'ok') {
        setOutcome('changed');
        return;
      }
      if (isInvalidResetLink(result)) {
        setOutcome('invalidLink');
        return;
      }
      setFormError(showRefusal(result, FIELDS, setError, t('errors.unexpected')));
    } catch (error) {
      console.warn('Password reset failed', error);
      setFormError(t('errors.network'));
    }
  });

  let content;
  if (outcome === 'changed') {
    content = (
      <OutcomeNotice>
        <p>{t('resetPassword.done')}</p>
        <p>
          <Link to={paths.login(lang)}>{t('resetPassword.login')}</Link>
        </p>
      </OutcomeNotice>
    );
  } else if (outcome === 'invalidLink') {
    content = (
      <OutcomeNotice alert>
        <p>{t('resetPassword.invalid')}</p>
        <p>
          <Link to={paths.forgotPassword(lang)}>{t('resetPassword.askAgain')}</Link>
        </p>
      </OutcomeNotice>
    );
  } else {
    content = (
      <form
        className="form account-form"
        noValidate
        aria-busy={isSubmitting}
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormAlert message={formError} />
        <NewPasswordField
          label={t('accountFields.newPassword')}
          error={fieldError(errors.password, ACCOUNT_LIMITS.password)}
          registration={register('password')}
          verdict={strength.verdict}
        />
        <SubmitButton
          busy={isSubmitting}
          label={t('resetPassword.submit')}
          busyLabel={t('resetPassword.submitting')}
        />
      </form>
    );
  }

  return (
    <section className="page page--narrow" aria-labelledby="reset-heading">
      <h1 id="reset-heading">{t('resetPassword.heading')}</h1>
      {outcome === 'form' ? <p className="page__intro">{t('resetPassword.intro')}</p> : null}
      <div className="card">{content}</div>
    </section>
  );
}
