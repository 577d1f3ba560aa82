import { useId, useMemo, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FieldShell, SelectField } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import type { Translate } from '../../../i18n/translate';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/dates';
import {
  CSV_FORMATS,
  defaultCsvFormat,
  fetchPartsCsv,
  monthSoFar,
  partsCsvFileName,
  PartsExportError,
  type CsvFormat,
  type Period,
} from '../api/parts-export';
import { BusyLabel } from '../../../components/forms/busy-label';

/** Hands a file to the browser to save, under `name`. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The period asked, both days given and the first not after the second; then the format. */
function exportSchema(t: Translate) {
  const required = t('bookshopArea.export.datesRequired');
  return z
    .object({
      from: z.string().min(1, required),
      to: z.string().min(1, required),
      format: z.enum(CSV_FORMATS),
    })
    .refine((wanted) => wanted.from <= wanted.to, {
      path: ['to'],
      message: t('bookshopArea.export.datesOrder'),
    });
}
type ExportValues = z.input<ReturnType<typeof exportSchema>>;

/**
 * A period's order parts as a CSV for the bookshop's accounts (the month so far at first), in
 * the form an Italian spreadsheet reads for staff working in Italian, or the English one.
 */
export function PartsExportForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(() => exportSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExportValues>({
    resolver: firstProblemResolver(schema),
    defaultValues: { ...monthSoFar(), format: defaultCsvFormat(lang) },
    reValidateMode: 'onSubmit',
  });
  const [status, setStatus] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (wanted: { period: Period; format: CsvFormat }) => ({
      wanted: wanted.period,
      file: await fetchPartsCsv(wanted.period, wanted.format),
    }),
    onSuccess: ({ wanted, file }) => {
      saveFile(file, partsCsvFileName(wanted));
      setStatus(
        t('bookshopArea.export.downloaded', {
          from: formatDate(wanted.from, lang),
          to: formatDate(wanted.to, lang),
        }),
      );
    },
  });
  const busy = mutation.isPending;

  const onSubmit = (event: FormEvent) => {
    setStatus(null);
    mutation.reset();
    void handleSubmit(({ from, to, format }) => mutation.mutate({ period: { from, to }, format }))(
      event,
    );
  };

  const error = mutation.error;
  const failure =
    error instanceof PartsExportError && error.detail
      ? error.detail
      : error
        ? t('bookshopArea.export.error')
        : null;

  return (
    <section className="staff-card staff-export" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.export.heading')}</h2>
      <p>{t('bookshopArea.export.intro')}</p>
      <form className="staff-form staff-form--inline" onSubmit={onSubmit} noValidate>
        <FieldShell label={t('bookshopArea.export.from')} error={errors.from?.message} announce>
          {(control) => (
            <input {...control} type="date" required disabled={busy} {...register('from')} />
          )}
        </FieldShell>
        <FieldShell label={t('bookshopArea.export.to')} error={errors.to?.message} announce>
          {(control) => (
            <input {...control} type="date" required disabled={busy} {...register('to')} />
          )}
        </FieldShell>
        <SelectField
          label={t('bookshopArea.export.format')}
          registration={register('format')}
          disabled={busy}
          options={CSV_FORMATS.map((known) => ({
            value: known,
            label: t(
              known === 'it' ? 'bookshopArea.export.formatIt' : 'bookshopArea.export.formatEn',
            ),
          }))}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          <BusyLabel busy={busy}>{t('bookshopArea.export.submit')}</BusyLabel>
        </button>
      </form>
      <p className="staff-card__status" role="status">
        {status}
      </p>
      {failure ? (
        <p className="form__alert" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
