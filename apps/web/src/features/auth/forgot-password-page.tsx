import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert, OutcomeNotice, SubmitButton } from '../../components/account/account-fields';
import {
  ACCOUNT_LIMITS,
  passwordResetRequestSchema,
  type PasswordResetRequestValues,
} from '../../components/account/account-schemas';
import { useFieldErrorText } from '../../components/forms/field-error-text';
import { showRefusal } from '../../components/account/refusal';
import { TextField } from '../../components/forms/fields';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { detailOf } from '../../lib/http';
import { requestPasswordReset } from './api/request-password-reset';
import './auth.css';

const FIELDS = passwordResetRequestSchema.keyof().options;

/**
 * `/{lang}/password-dimenticata/` (docs/spec/accounts-and-access.md §1): asks for a reset link by
 * mail. The server answers the same whether the account exists or not, and that answer replaces the
 * form.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const fieldError = useFieldErrorText();
  usePageTitle('forgotPassword');
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestValues>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await requestPasswordReset(values);
      if (result.kind === 'ok') {
        setSent(detailOf(result.body) ?? t('forgotPassword.intro'));
        return;
      }
      setFormError(showRefusal(result, FIELDS, setError, t('errors.unexpected')));
    } catch (error) {
      console.warn('Password reset request failed', error);
      setFormError(t('errors.network'));
    }
  });

  return (
    <section className="page page--narrow" aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">{t('forgotPassword.heading')}</h1>
      {sent === null ? <p className="page__intro">{t('forgotPassword.intro')}</p> : null}
      <div className="card">
        {sent === null ? (
          <form
            className="form account-form"
            noValidate
            aria-busy={isSubmitting}
            onSubmit={(event) => void onSubmit(event)}
          >
            <FormAlert message={formError} />
            <TextField
              label={t('accountFields.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={ACCOUNT_LIMITS.email}
              error={fieldError(errors.email, ACCOUNT_LIMITS.email)}
              registration={register('email')}
            />
            <SubmitButton
              busy={isSubmitting}
              label={t('forgotPassword.submit')}
              busyLabel={t('forgotPassword.submitting')}
            />
          </form>
        ) : (
          <OutcomeNotice>
            <p>{sent}</p>
          </OutcomeNotice>
        )}
      </div>
      <div className="auth-links">
        <p>
          <Link to={paths.login(lang)}>{t('forgotPassword.backToLogin')}</Link>
        </p>
      </div>
    </section>
  );
}
