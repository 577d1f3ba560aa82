import { ownerWords } from '@scaffale/domain/password';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  NewPasswordForm,
  type NewPasswordSetError,
} from '../../components/account/new-password-form';
import { afterPasswordChoice } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { GraphQLRequestError } from '../../lib/graphql';
import { useUserEmail } from '../../lib/user-email';
import { choosePassword } from './api/choose-password';
import './auth.css';

/**
 * `/{lang}/scegli-password/?next=…` (ADR 020): where a login with a one-time password leads
 * (a new bookshop's first staff account), and where any other page sends such a session.
 * Once the password is chosen the whole app starts again, on a new session, at `next` or
 * the account's own area.
 */
export function ChoosePasswordPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  usePageTitle('choosePassword');
  const { data: email } = useUserEmail();
  const [leaving, setLeaving] = useState(false);
  // The email is the words the page knows of the account; the server adds the names.
  const words = useMemo(
    () => ownerWords({ email: email ?? '', firstName: '', lastName: '' }),
    [email],
  );

  const send = async (password: string, setError: NewPasswordSetError) => {
    try {
      const role = await choosePassword(password);
      setLeaving(true);
      // A full navigation: the app starts again with the new session.
      window.location.assign(afterPasswordChoice(next, role, lang));
      return null;
    } catch (error) {
      if (!(error instanceof GraphQLRequestError) || !error.translated) throw error;
      if (error.errors[0]?.extensions?.field !== 'password') return error.message;
      setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
      return null;
    }
  };

  return (
    <section className="page page--narrow" aria-labelledby="choose-password-heading">
      <h1 id="choose-password-heading">{t('choosePassword.heading')}</h1>
      <p className="page__intro">{t('choosePassword.intro')}</p>
      <div className="card">
        <NewPasswordForm
          ownerWords={words}
          submitLabel={t('choosePassword.submit')}
          busyLabel={t('choosePassword.submitting')}
          busy={leaving}
          send={send}
        />
      </div>
    </section>
  );
}
