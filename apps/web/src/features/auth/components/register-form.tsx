import { zodResolver } from '@hookform/resolvers/zod';
import { ownerWords } from '@scaffale/domain/password';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  FormAlert,
  LanguageField,
  NewPasswordField,
  SubmitButton,
} from '../../../components/account/account-fields';
import {
  ACCOUNT_LIMITS,
  registrationSchema,
  type Registration,
  type RegistrationValues,
} from '../../../components/account/account-schemas';
import { useFieldErrorText } from '../../../components/forms/field-error-text';
import { usePasswordStrength } from '../../../components/account/password-strength';
import { showRefusal } from '../../../components/account/refusal';
import { TextField } from '../../../components/forms/fields';
import { afterLoginPath, pathLanguage } from '../../../config/paths';
import { useLang } from '../../../i18n/use-lang';
import { useTranslation } from '../../../i18n/use-translation';
import { useRegister } from '../api/register';

const FIELDS = registrationSchema.keyof().options;

/**
 * The registration form (docs/spec/accounts-and-access.md §1): the new buyer is logged in at once
 * and goes on to `next` (same-origin only), else to the home page in the language they chose.
 */
export function RegisterForm({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const fieldError = useFieldErrorText();
  const registration = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '', language: lang },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [password = '', email = '', firstName = '', lastName = ''] = useWatch({
    control,
    name: ['password', 'email', 'firstName', 'lastName'],
  });
  // The person's own words make a password easy to guess: the server judges it so too.
  const words = useMemo(
    () => ownerWords({ email, firstName, lastName }),
    [email, firstName, lastName],
  );
  const strength = usePasswordStrength(password, words);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const weak = strength.refusalOf(values.password);
    if (weak) {
      setError('password', weak, { shouldFocus: true });
      return;
    }
    try {
      const result = await registration.mutateAsync(values);
      if (result.kind === 'ok') {
        setLeaving(true);
        // The answer set the language cookie to the one chosen (docs/spec/api-contract.md §2.2), as
        // a login does.
        const target = afterLoginPath(next, values.language);
        // A path without a language may be one the server redirects (`/checkout/`).
        if (pathLanguage(target) === null) window.location.assign(target);
        else await navigate(target);
        return;
      }
      setFormError(showRefusal(result, FIELDS, setError, t('errors.unexpected')));
    } catch (error) {
      console.warn('Registration failed', error);
      setFormError(t('errors.network'));
    }
  });

  const busy = isSubmitting || leaving;
  return (
    <form
      className="form account-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormAlert message={formError} />
      {/* The email is the account's user name: password managers save the pair. */}
      <TextField
        label={t('accountFields.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        maxLength={ACCOUNT_LIMITS.email}
        error={fieldError(errors.email, ACCOUNT_LIMITS.email)}
        registration={register('email')}
      />
      <NewPasswordField
        label={t('accountFields.password')}
        error={fieldError(errors.password, ACCOUNT_LIMITS.password)}
        registration={register('password')}
        verdict={strength.verdict}
      />
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
      <LanguageField
        error={fieldError(errors.language, ACCOUNT_LIMITS.name)}
        registration={register('language')}
      />
      <SubmitButton busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
    </form>
  );
}
