import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useShelf } from '../api/get-shelf';
import { setVacation } from '../api/shelf';
import { errorText } from '../../../components/forms/error-text';
import { BusyLabel } from '../../../components/forms/busy-label';

/** Closes the bookshop for holidays until a date, or opens it again. */
export function VacationForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [until, setUntil] = useState('');
  const [missing, setMissing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  // The bookshop as it is now (the shelf's first page says which it is).
  const current = useShelf('', 1).data?.bookshop ?? null;
  const mutation = useMutation({
    mutationFn: (date: string | null) => setVacation(date),
    onSuccess: (bookshop) => {
      const text = bookshop.vacationEnd
        ? t('bookshopArea.vacation.closed', { date: formatDate(bookshop.vacationEnd, lang) })
        : t('bookshopArea.vacation.reopened');
      setStatus(text);
      toast.success(text);
      void queryClient.invalidateQueries();
    },
  });
  const busy = mutation.isPending;
  const which = mutation.variables === null ? 'reopen' : 'close';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(until === '');
    if (until === '') return;
    mutation.reset();
    mutation.mutate(until);
  };
  const onReopen = () => {
    setMissing(false);
    mutation.reset();
    mutation.mutate(null);
  };

  return (
    <section className="staff-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.vacation.heading')}</h2>
      {current ? (
        <p className="staff-card__status">
          {current.inVacation && current.vacationEnd
            ? t('bookshopArea.vacation.currentClosed', {
                date: formatDate(current.vacationEnd, lang),
              })
            : t('bookshopArea.vacation.currentOpen')}
        </p>
      ) : null}
      <form className="staff-form staff-form--inline" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-until`}>
            {t('bookshopArea.vacation.until')}
          </label>
          <input
            id={`${id}-until`}
            className="field__input"
            type="date"
            required
            value={until}
            disabled={busy}
            aria-invalid={missing}
            onChange={(event) => setUntil(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          <BusyLabel busy={busy && which === 'close'}>{t('bookshopArea.vacation.close')}</BusyLabel>
        </button>
        <button
          type="button"
          className="button staff-button--secondary"
          disabled={busy}
          onClick={onReopen}
        >
          <BusyLabel busy={busy && which === 'reopen'}>
            {t('bookshopArea.vacation.reopen')}
          </BusyLabel>
        </button>
      </form>
      <p className="staff-card__status" role="status">
        {status}
      </p>
      {missing ? (
        <p className="form__alert" role="alert">
          {t('bookshopArea.vacation.dateRequired')}
        </p>
      ) : null}
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('bookshopArea.actionError'))}
        </p>
      ) : null}
    </section>
  );
}
