import { useId, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyLabel } from '../../../components/forms/busy-label';
import { errorText } from '../../../components/forms/error-text';
import { FieldShell } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useShelf } from '../api/get-shelf';
import { setVacation } from '../api/shelf';

/** Closes the bookshop for holidays until a date, or opens it again. */
export function VacationForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const schema = useMemo(
    () => z.object({ until: z.string().min(1, t('bookshopArea.vacation.dateRequired')) }),
    [t],
  );
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: firstProblemResolver(schema),
    defaultValues: { until: '' },
    reValidateMode: 'onSubmit',
  });
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

  const onSubmit = handleSubmit(({ until }) => {
    mutation.reset();
    mutation.mutate(until);
  });
  const onReopen = () => {
    clearErrors();
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
      <form
        className="staff-form staff-form--inline"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <FieldShell label={t('bookshopArea.vacation.until')} error={errors.until?.message} announce>
          {(control) => (
            <input {...control} type="date" required disabled={busy} {...register('until')} />
          )}
        </FieldShell>
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
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('bookshopArea.actionError'))}
        </p>
      ) : null}
    </section>
  );
}
