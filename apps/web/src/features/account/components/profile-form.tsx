import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  FormAlert,
  FormStatus,
  LanguageField,
  SubmitButton,
} from '../../../components/account/account-fields';
import {
  ACCOUNT_LIMITS,
  profileSchema,
  type Account,
  type Profile,
  type ProfileValues,
} from '../../../components/account/account-schemas';
import { useAccountFieldError } from '../../../components/account/field-error-text';
import { showRefusal } from '../../../components/account/refusal';
import { TextField } from '../../../components/addresses/form-fields';
import { pathLanguage, translatePath } from '../../../config/paths';
import { changeLanguage } from '../../../i18n/index';
import { useLang } from '../../../i18n/use-lang';
import { useTranslation } from '../../../i18n/use-translation';
import { useUpdateAccount } from '../api/update-account';

const FIELDS = profileSchema.keyof().options;

/**
 * Names, email and language of the account. A new language applies at once: the app
 * switches to it and the page opens in it, as the header's switcher does.
 */
export function ProfileForm({ account, headingId }: { account: Account; headingId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const fieldError = useAccountFieldError();
  const update = useUpdateAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    resetField,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      language: account.language,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // The header's switcher saves the language on the account too: the form follows it,
  // unless the buyer has chosen another one here.
  useEffect(() => {
    if (!getFieldState('language').isDirty) resetField('language', { defaultValue: lang });
  }, [lang, getFieldState, resetField]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      const result = await update.mutateAsync(values);
      if (result.kind !== 'ok') {
        setFormError(showRefusal(result, FIELDS, setError, t('errors.unexpected')));
        return;
      }
      reset(values);
      setSaved(true);
      if (values.language !== lang) {
        // The answer set the cookie already; this loads the strings and shows them.
        await changeLanguage(values.language);
        if (pathLanguage(pathname) !== null) {
          await navigate(`${translatePath(pathname, values.language)}${search}${hash}`, {
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
        error={fieldError(errors.email, ACCOUNT_LIMITS.email)}
        registration={register('email')}
      />
      <LanguageField
        error={fieldError(errors.language, ACCOUNT_LIMITS.name)}
        registration={register('language')}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t('accountPage.profile.submit')}
        busyLabel={t('accountPage.profile.submitting')}
      />
      <FormStatus message={saved ? t('accountPage.profile.saved') : null} />
    </form>
  );
}
