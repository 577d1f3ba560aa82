import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
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

/**
 * A period's order parts as a CSV for the bookshop's accounts (the month so far at first), in
 * the form an Italian spreadsheet reads for staff working in Italian, or the English one.
 */
export function PartsExportForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const [period, setPeriod] = useState<Period>(() => monthSoFar());
  const [format, setFormat] = useState<CsvFormat>(() => defaultCsvFormat(lang));
  const [problem, setProblem] = useState<string | null>(null);
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
    event.preventDefault();
    setStatus(null);
    mutation.reset();
    if (period.from === '' || period.to === '')
      return setProblem(t('bookshopArea.export.datesRequired'));
    if (period.from > period.to) return setProblem(t('bookshopArea.export.datesOrder'));
    setProblem(null);
    mutation.mutate({ period, format });
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
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            {t('bookshopArea.export.from')}
          </label>
          <input
            id={`${id}-from`}
            className="field__input"
            type="date"
            required
            value={period.from}
            disabled={busy}
            aria-invalid={problem !== null}
            onChange={(event) => setPeriod((now) => ({ ...now, from: event.target.value }))}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            {t('bookshopArea.export.to')}
          </label>
          <input
            id={`${id}-to`}
            className="field__input"
            type="date"
            required
            value={period.to}
            disabled={busy}
            aria-invalid={problem !== null}
            onChange={(event) => setPeriod((now) => ({ ...now, to: event.target.value }))}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-format`}>
            {t('bookshopArea.export.format')}
          </label>
          <select
            id={`${id}-format`}
            className="field__input"
            value={format}
            disabled={busy}
            onChange={(event) =>
              setFormat(CSV_FORMATS.find((known) => known === event.target.value) ?? format)
            }
          >
            {CSV_FORMATS.map((known) => (
              <option key={known} value={known}>
                {t(
                  known === 'it' ? 'bookshopArea.export.formatIt' : 'bookshopArea.export.formatEn',
                )}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          <BusyLabel busy={busy}>{t('bookshopArea.export.submit')}</BusyLabel>
        </button>
      </form>
      <p className="staff-card__status" role="status">
        {status}
      </p>
      {(problem ?? failure) ? (
        <p className="form__alert" role="alert">
          {problem ?? failure}
        </p>
      ) : null}
    </section>
  );
}
