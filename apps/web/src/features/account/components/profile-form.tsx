import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  FormAlert,
  FormStatus,
  LanguageField,
  PasswordField,
  SubmitButton,
} from '../../../components/account/account-fields';
import {
  ACCOUNT_LIMITS,
  accountSchema,
  profileFormSchema,
  type Account,
  type ProfileForm as ProfileFormOutput,
  type ProfileFormValues,
} from '../../../components/account/account-schemas';
import { useFieldErrorText } from '../../../components/forms/field-error-text';
import { showRefusal } from '../../../components/account/refusal';
import { TextField } from '../../../components/forms/fields';
import { pathLanguage, translatePath } from '../../../config/paths';
import { changeLanguage } from '../../../i18n/index';
import { useLang } from '../../../i18n/use-lang';
import { useTranslation } from '../../../i18n/use-translation';
import { useUpdateAccount } from '../api/update-account';

const FIELDS = ['email', 'firstName', 'lastName', 'language', 'currentPassword'] as const;

/** The form's values for the account as the server has it: no password typed. */
function valuesOf(account: Account): ProfileFormValues {
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    language: account.language,
    currentPassword: '',
  };
}

/**
 * Names, email and language of the account. A new language applies at once: the app
 * switches to it and the page opens in it, as the header's switcher does. A new email asks
 * for the current password and waits for the link mailed to it: the email field says so
 * (its hint), until the link is opened.
 */
export function ProfileForm({ account, headingId }: { account: Account; headingId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const fieldError = useFieldErrorText();
  const update = useUpdateAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const schema = useMemo(() => profileFormSchema(account.email), [account.email]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    resetField,
    getFieldState,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(account),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const typedEmail = watch('email');
  const asksNewEmail = typedEmail.trim().toLowerCase() !== account.email.toLowerCase();

  // The header's switcher saves the language on the account too: the form follows it,
  // unless the buyer has chosen another one here.
  useEffect(() => {
    if (!getFieldState('language').isDirty) resetField('language', { defaultValue: lang });
  }, [lang, getFieldState, resetField]);

  const onSubmit = handleSubmit(async ({ currentPassword, ...profile }) => {
    setFormError(null);
    setSaved(null);
    try {
      const body = asksNewEmail ? { ...profile, currentPassword } : profile;
      const result = await update.mutateAsync(body);
      if (result.kind !== 'ok') {
        setFormError(showRefusal(result, FIELDS, setError, t('errors.unexpected')));
        return;
      }
      const answer = accountSchema.safeParse(result.body);
      const savedAccount = answer.success ? answer.data : { ...account, ...profile };
      // The email stays the account's until its link is opened: the field shows it again.
      reset(valuesOf(savedAccount));
      setSaved(
        asksNewEmail && savedAccount.pendingEmail
          ? t('accountPage.profile.emailLinkSent', { email: savedAccount.pendingEmail })
          : t('accountPage.profile.saved'),
      );
      if (profile.language !== lang) {
        // The answer set the cookie already; this loads the strings and shows them.
        await changeLanguage(profile.language);
        if (pathLanguage(pathname) !== null) {
          await navigate(`${translatePath(pathname, profile.language)}${search}${hash}`, {
            replace: true,
          });
        }
      }
    } catch (error) {
      console.warn('Saving the account failed', error);
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
      <div className="account-form__names">
        <TextField
          label={t('accountFields.firstName')}
          autoComplete="given-name"
          maxLength={ACCOUNT_LIMITS.name}
          error={fieldError(errors.firstName, ACCOUNT_LIMITS.name)}
          registration={register('firstName')}
        />
        <TextField
          label={t('accountFields.lastName')}
          autoComplete="family-name"
          maxLength={ACCOUNT_LIMITS.name}
          error={fieldError(errors.lastName, ACCOUNT_LIMITS.name)}
          registration={register('lastName')}
        />
      </div>
      <TextField
        label={t('accountFields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={ACCOUNT_LIMITS.email}
        hint={
          account.pendingEmail
            ? t('accountPage.profile.emailPending', { email: account.pendingEmail })
            : t('accountPage.profile.emailHint')
        }
        error={fieldError(errors.email, ACCOUNT_LIMITS.email)}
        registration={register('email')}
      />
      {asksNewEmail ? (
        <PasswordField
          label={t('accountFields.currentPassword')}
          hint={t('accountPage.profile.passwordForEmail')}
          error={fieldError(errors.currentPassword, ACCOUNT_LIMITS.password)}
          registration={register('currentPassword')}
        />
      ) : null}
      <LanguageField
        error={fieldError(errors.language, ACCOUNT_LIMITS.name)}
        registration={register('language')}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t('accountPage.profile.submit')}
        busyLabel={t('accountPage.profile.submitting')}
      />
      <FormStatus message={saved} />
    </form>
  );
}
