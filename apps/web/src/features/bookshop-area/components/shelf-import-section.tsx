import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusyLabel } from '../../../components/forms/busy-label';
import { FieldShell } from '../../../components/forms/fields';
import type { TranslationKey } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/use-translation';
import {
  importShelfFile,
  REJECTION_CODES,
  SHELF_EXPORT_URL,
  ShelfImportError,
  type ImportAnswer,
  type RejectionCode,
} from '../api/shelf-import';

const CODE_KEYS: Record<RejectionCode, TranslationKey> = {
  INVALID_ISBN: 'bookshopArea.import.codes.INVALID_ISBN',
  UNKNOWN_ISBN: 'bookshopArea.import.codes.UNKNOWN_ISBN',
  INVALID_PRICE: 'bookshopArea.import.codes.INVALID_PRICE',
  INVALID_COPIES: 'bookshopArea.import.codes.INVALID_COPIES',
  INVALID_CONDITION: 'bookshopArea.import.codes.INVALID_CONDITION',
  INVALID_YEAR: 'bookshopArea.import.codes.INVALID_YEAR',
  INVALID_WEIGHT: 'bookshopArea.import.codes.INVALID_WEIGHT',
  INVALID_TITLE: 'bookshopArea.import.codes.INVALID_TITLE',
  INVALID_AUTHORS: 'bookshopArea.import.codes.INVALID_AUTHORS',
  INVALID_PUBLISHER: 'bookshopArea.import.codes.INVALID_PUBLISHER',
  DUPLICATE_LINE: 'bookshopArea.import.codes.DUPLICATE_LINE',
};

function isKnownCode(code: string): code is RejectionCode {
  return (REJECTION_CODES as readonly string[]).includes(code);
}

/** What the last answer was: the preview of the chosen file, or the import of it. */
type Outcome = { kind: 'preview' | 'imported'; answer: ImportAnswer };

/** The counts of an answer and each refused line with its reason. */
function OutcomeView({ outcome, headingId }: { outcome: Outcome; headingId: string }) {
  const { t } = useTranslation();
  const { answer } = outcome;
  const reason = (code: string) =>
    t(isKnownCode(code) ? CODE_KEYS[code] : 'bookshopArea.import.codes.other');
  return (
    <div className="staff-import__outcome">
      <h3 id={headingId}>
        {t(
          outcome.kind === 'preview'
            ? 'bookshopArea.import.previewHeading'
            : 'bookshopArea.import.resultHeading',
        )}
      </h3>
      <ul className="staff-import__counts" aria-labelledby={headingId}>
        <li>{t('bookshopArea.import.created', { count: answer.created })}</li>
        <li>{t('bookshopArea.import.updated', { count: answer.updated })}</li>
        <li>{t('bookshopArea.import.unchanged', { count: answer.unchanged })}</li>
        <li>{t('bookshopArea.import.rejectedCount', { count: answer.rejected.length })}</li>
      </ul>
      {answer.rejected.length > 0 ? (
        <div
          className="staff-import__rejected"
          role="region"
          aria-labelledby={`${headingId}-r`}
          // Scrolled past a dozen lines: the keyboard reaches it to scroll it.
          tabIndex={0}
        >
          <table>
            <caption id={`${headingId}-r`}>{t('bookshopArea.import.rejectedCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bookshopArea.import.line')}</th>
                <th scope="col">{t('bookshopArea.import.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.rejected.map((line) => (
                <tr key={line.line}>
                  <td>{line.line}</td>
                  <td>{reason(line.code)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The shelf from a file: the file chosen, its preview (a dry run: counts and refused lines,
 * nothing changed), then its import, with a progress indicator while it runs; and the shelf
 * exported in the same format.
 */
export function ShelfImportSection() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useMutation({
    mutationFn: async (wanted: { file: File; dryRun: boolean }) => ({
      kind: wanted.dryRun ? ('preview' as const) : ('imported' as const),
      answer: await importShelfFile(wanted.file, wanted.dryRun),
    }),
    onSuccess: (done) => {
      setOutcome(done);
      // The shelf's list, the catalogue and carts show the new prices and copies.
      if (done.kind === 'imported') void queryClient.invalidateQueries();
    },
  });
  const busy = mutation.isPending;
  const importing = busy && mutation.variables?.dryRun === false;

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    setOutcome(null);
    if (!file) {
      setMissingFile(true);
      fileInput.current?.focus();
      return;
    }
    mutation.mutate({ file, dryRun: true });
  };

  const onImport = () => {
    if (!file) return;
    mutation.reset();
    mutation.mutate({ file, dryRun: false });
  };

  const error = mutation.error;
  const failure =
    error instanceof ShelfImportError && error.detail
      ? error.detail
      : error
        ? t('bookshopArea.import.error')
        : null;
  const fileError = missingFile ? t('bookshopArea.import.fileRequired') : null;

  return (
    <section className="staff-card staff-import" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.import.heading')}</h2>
      <p>{t('bookshopArea.import.intro')}</p>
      <form className="staff-form staff-form--inline" onSubmit={onPreview} noValidate>
        <FieldShell label={t('bookshopArea.import.file')} error={fileError} announce>
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept=".csv,.txt,.xml,text/csv,application/xml"
              disabled={busy}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setMissingFile(false);
                setOutcome(null);
                mutation.reset();
              }}
            />
          )}
        </FieldShell>
        <button type="submit" className="button" disabled={busy}>
          <BusyLabel busy={busy && !importing}>{t('bookshopArea.import.preview')}</BusyLabel>
        </button>
      </form>
      <div aria-live="polite">
        {importing ? (
          <div
            className="staff-import__progress"
            role="progressbar"
            aria-busy="true"
            aria-label={t('bookshopArea.import.importing')}
          >
            <span className="spinner spinner--dark" aria-hidden="true" />
            <span>{t('bookshopArea.import.importing')}</span>
          </div>
        ) : null}
        {outcome ? <OutcomeView outcome={outcome} headingId={`${id}-outcome`} /> : null}
      </div>
      {outcome?.kind === 'preview' && file ? (
        <div>
          <button
            type="button"
            className="button button--primary"
            onClick={onImport}
            disabled={busy}
          >
            <BusyLabel busy={importing}>{t('bookshopArea.import.submit')}</BusyLabel>
          </button>
        </div>
      ) : null}
      {failure ? (
        <p className="form__alert" role="alert">
          {failure}
        </p>
      ) : null}
      <h3 id={`${id}-export`}>{t('bookshopArea.import.exportHeading')}</h3>
      <p>
        {t('bookshopArea.import.exportIntro')}{' '}
        <a href={SHELF_EXPORT_URL} download>
          {t('bookshopArea.import.exportLink')}
        </a>
      </p>
    </section>
  );
}
