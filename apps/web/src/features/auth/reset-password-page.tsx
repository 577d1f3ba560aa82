import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { OutcomeNotice } from '../../components/account/account-fields';
import {
  passwordResetSchema,
  type PasswordResetValues,
} from '../../components/account/account-schemas';
import {
  NewPasswordForm,
  type NewPasswordSetError,
} from '../../components/account/new-password-form';
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
 * `/{lang}/reset-password/{token}/`, where the reset mail links
 * (docs/spec/accounts-and-access.md §1): the buyer chooses a new password, then logs in with it
 * (the reset ends every session). A link used already, expired or unknown says so, with the way to
 * ask for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { token = '' } = useParams();
  usePageTitle('resetPassword');
  const [outcome, setOutcome] = useState<Outcome>('form');

  const send = async (password: string, setError: NewPasswordSetError) => {
    const result = await confirmPasswordReset({ token, password });
    if (result.kind === 'ok') {
      setOutcome('changed');
      return null;
    }
    if (isInvalidResetLink(result)) {
      setOutcome('invalidLink');
      return null;
    }
    return showRefusal<PasswordResetValues>(result, FIELDS, setError, t('errors.unexpected'));
  };

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
      <NewPasswordForm
        ownerWords={NO_OWNER_WORDS}
        submitLabel={t('resetPassword.submit')}
        busyLabel={t('resetPassword.submitting')}
        send={send}
      />
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
