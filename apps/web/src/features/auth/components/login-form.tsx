import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_LIMITS, loginSchema, type LoginInput } from '@scaffale/domain/account';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFieldErrorText } from '../../../components/forms/field-error-text';
import { useTranslation } from '../../../i18n/use-translation';
import { afterLoginPath, paths } from '../../../config/paths';
import { cookieLanguage } from '../../../i18n/index';
import { useLang } from '../../../i18n/use-lang';
import { login, type LoginField } from '../api/login';

interface LoginFormProps {
  /** The `next` parameter as given: checked by `afterLoginPath` before it is followed. */
  next: string | null;
}

export function LoginForm({ next }: LoginFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await login(values);
      if (result.kind === 'success') {
        setRedirecting(true);
        // The login answer set the cookie to the account's language
        // (docs/spec/api-contract.md §2.2).
        const accountLang = cookieLanguage() ?? lang;
        // A full navigation: the whole app restarts with the new session. A one-time
        // password is replaced first, then the way goes on to `next`.
        window.location.assign(
          result.passwordChangeRequired
            ? paths.choosePassword(accountLang, next)
            : afterLoginPath(next, accountLang),
        );
        return;
      }
      if (result.kind === 'invalid') {
        const fields = Object.entries(result.fieldErrors) as [LoginField, string][];
        fields.forEach(([field, message], index) =>
          setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (fields.length === 0) setFormError(result.detail ?? t('errors.unexpected'));
        return;
      }
      setFormError(result.detail ?? t('errors.unexpected'));
    } catch (error) {
      console.warn('Login failed', error);
      setFormError(t('errors.network'));
    }
  });

  const busy = isSubmitting || redirecting;
  const emailError = errorText(errors.email, LOGIN_LIMITS.email);
  const passwordError = errorText(errors.password, LOGIN_LIMITS.password);
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const emailErrorId = `${id}-email-error`;
  const passwordErrorId = `${id}-password-error`;

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      {formError ? (
        <p className="form__alert" role="alert">
          {formError}
        </p>
      ) : null}

      <div className="field">
        <label className="field__label" htmlFor={emailId}>
          {t('auth.login.email')}
        </label>
        <input
          id={emailId}
          className="field__input"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? emailErrorId : undefined}
          {...register('email')}
        />
        {emailError ? (
          <p className="field__error" id={emailErrorId}>
            {emailError}
          </p>
        ) : null}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={passwordId}>
          {t('auth.login.password')}
        </label>
        <input
          id={passwordId}
          className="field__input"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? passwordErrorId : undefined}
          {...register('password')}
        />
        {passwordError ? (
          <p className="field__error" id={passwordErrorId}>
            {passwordError}
          </p>
        ) : null}
      </div>

      <button className="button button--primary button--block" type="submit" disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        <span>{t('auth.login.submit')}</span>
      </button>
      <p className="visually-hidden" role="status">
        {busy ? t('auth.login.submitting') : ''}
      </p>
    </form>
  );
}
