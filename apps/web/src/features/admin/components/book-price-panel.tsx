import { useId, useState, type FormEvent } from 'react';
import { BusyLabel } from '../../../components/forms/busy-label';
import { errorText } from '../../../components/forms/error-text';
import { FieldShell } from '../../../components/forms/fields';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../lib/toast';
import { useOpenPromotionMonth, usePromotionMonths, useSetLibraryAccount } from '../api/book-price';
import { LoadState } from './load-state';

/** The year's promotion month: the months opened so far, and a form to open one. */
function PromotionMonths() {
  const { t } = useTranslation();
  const id = useId();
  const months = usePromotionMonths();
  const open = useOpenPromotionMonth();
  const [month, setMonth] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (open.isPending) return;
    if (!/^\d{4}-(0[1-9]|1[01])$/.test(month)) {
      setProblem(t('admin.bookPrice.monthInvalid'));
      return;
    }
    setProblem(undefined);
    open.mutate(month, {
      onSuccess: () => toast.success(t('admin.bookPrice.opened', { month })),
      onError: (error) => setProblem(errorText(error, t('admin.actionError'))),
    });
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.bookPrice.promotionHeading')}</h3>
      <p>{t('admin.bookPrice.promotionIntro')}</p>
      <form className="admin-form admin-form--inline" onSubmit={onSubmit} noValidate>
        <FieldShell label={t('admin.bookPrice.month')} error={problem} announce>
          {(control) => (
            <input
              {...control}
              type="month"
              required
              value={month}
              readOnly={open.isPending}
              onChange={(event) => setMonth(event.target.value)}
            />
          )}
        </FieldShell>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={open.isPending}>
            <BusyLabel busy={open.isPending}>{t('admin.bookPrice.open')}</BusyLabel>
          </button>
        </div>
      </form>
      {months.data ? (
        months.data.length === 0 ? (
          <p>{t('admin.bookPrice.none')}</p>
        ) : (
          <ul aria-label={t('admin.bookPrice.openedList')}>
            {months.data.map((opened) => (
              <li key={opened}>{opened}</li>
            ))}
          </ul>
        )
      ) : (
        <LoadState
          isPending={months.isPending}
          error={months.error}
          retry={() => void months.refetch()}
        />
      )}
    </section>
  );
}

/** Marks an account as a library buying for its own use (the cap does not apply), or not. */
function LibraryAccount() {
  const { t } = useTranslation();
  const id = useId();
  const setLibrary = useSetLibraryAccount();
  const [email, setEmail] = useState('');
  const [library, setLibraryFlag] = useState(true);
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (setLibrary.isPending) return;
    const address = email.trim();
    if (!address.includes('@')) {
      setProblem(t('admin.bookPrice.emailInvalid'));
      return;
    }
    setProblem(undefined);
    setLibrary.mutate(
      { email: address, library },
      {
        onSuccess: () =>
          toast.success(
            t(library ? 'admin.bookPrice.libraryOn' : 'admin.bookPrice.libraryOff', {
              email: address,
            }),
          ),
        onError: (error) => setProblem(errorText(error, t('admin.actionError'))),
      },
    );
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.bookPrice.libraryHeading')}</h3>
      <p>{t('admin.bookPrice.libraryIntro')}</p>
      <form className="admin-form admin-form--inline" onSubmit={onSubmit} noValidate>
        <FieldShell label={t('admin.bookPrice.email')} error={problem} announce>
          {(control) => (
            <input
              {...control}
              type="email"
              required
              value={email}
              readOnly={setLibrary.isPending}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FieldShell>
        <label className="admin-form__check">
          <input
            type="checkbox"
            checked={library}
            onChange={(event) => setLibraryFlag(event.target.checked)}
          />{' '}
          {t('admin.bookPrice.isLibrary')}
        </label>
        <div className="admin-form__actions">
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={setLibrary.isPending}
          >
            <BusyLabel busy={setLibrary.isPending}>{t('admin.bookPrice.save')}</BusyLabel>
          </button>
        </div>
      </form>
    </section>
  );
}

/** The administrator's side of the book-price law (docs/spec/book-price-law.md §3). */
export function BookPricePanel() {
  return (
    <>
      <PromotionMonths />
      <LibraryAccount />
    </>
  );
}
