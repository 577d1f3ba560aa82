import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert, OutcomeNotice, SubmitButton } from '../../components/account/account-fields';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import type { FormResult } from '../../lib/form-result';
import {
  confirmEmailChange,
  EMAIL_CHANGE_TOKEN_INVALID,
  EMAIL_TAKEN,
  emailOf,
  undoEmailChange,
} from './api/email-change-links';
import './account.css';

type LinkKind = 'confirm' | 'undo';

type Outcome =
  { kind: 'ready' } | { kind: 'done'; email: string } | { kind: 'invalidLink' } | { kind: 'taken' };

const USE: Record<LinkKind, (token: string) => Promise<FormResult>> = {
  confirm: confirmEmailChange,
  undo: undoEmailChange,
};

/** What the server's refusal of a link means for the page, or null for another failure. */
function refusalOf(result: FormResult): Outcome | null {
  if (result.kind === 'ok') return null;
  if (result.code === EMAIL_TAKEN) return { kind: 'taken' };
  if (result.code === EMAIL_CHANGE_TOKEN_INVALID) return { kind: 'invalidLink' };
  return null;
}

/**
 * A page a mail of an email change links to. Opening it changes nothing: the button sends
 * the link's token (a POST with the CSRF token), so a mail scanner or a preview that fetches
 * the page cannot use the link. Not behind the login: the token is the proof.
 */
function EmailLinkPage({ kind }: { kind: LinkKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { token = '' } = useParams();
  usePageTitle(kind === 'confirm' ? 'confirmEmail' : 'undoEmailChange');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'ready' });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const words = `emailChange.${kind}` as const;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setBusy(true);
    try {
      const result = await USE[kind](token);
      if (result.kind === 'ok') {
        setOutcome({ kind: 'done', email: emailOf(result) });
        return;
      }
      const refusal = refusalOf(result);
      if (refusal) setOutcome(refusal);
      else setFormError(result.detail ?? t('errors.unexpected'));
    } catch (error) {
      console.warn('The email change link failed', error);
      setFormError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (outcome.kind === 'done') {
    content = (
      <OutcomeNotice>
        <p>{t(`${words}.done`, { email: outcome.email })}</p>
        <p>
          {kind === 'confirm' ? (
            <Link to={paths.account(lang)}>{t('emailChange.confirm.account')}</Link>
          ) : (
            <Link to={paths.forgotPassword(lang)}>{t('emailChange.undo.askAgain')}</Link>
          )}
        </p>
      </OutcomeNotice>
    );
  } else if (outcome.kind === 'ready') {
    content = (
      <form
        className="form account-form"
        noValidate
        aria-labelledby="email-link-heading"
        aria-busy={busy}
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormAlert message={formError} />
        <SubmitButton
          busy={busy}
          variant={kind === 'undo' ? 'danger' : 'primary'}
          label={t(`${words}.submit`)}
          busyLabel={t(`${words}.submitting`)}
        />
      </form>
    );
  } else {
    content = (
      <OutcomeNotice alert>
        <p>{t(outcome.kind === 'taken' ? 'emailChange.confirm.taken' : `${words}.invalid`)}</p>
        <p>
          <Link to={paths.account(lang)}>{t('emailChange.confirm.account')}</Link>
        </p>
      </OutcomeNotice>
    );
  }

  return (
    <section className="page page--narrow" aria-labelledby="email-link-heading">
      <h1 id="email-link-heading">{t(`${words}.heading`)}</h1>
      {outcome.kind === 'ready' ? <p className="page__intro">{t(`${words}.intro`)}</p> : null}
      <div className="card">{content}</div>
    </section>
  );
}

/** `/{lang}/conferma-email/{token}/`: the link mailed to the new address. */
export function ConfirmEmailPage() {
  return <EmailLinkPage kind="confirm" />;
}

/** `/{lang}/annulla-cambio-email/{token}/`: the undo link mailed to the old address. */
export function UndoEmailChangePage() {
  return <EmailLinkPage kind="undo" />;
}
