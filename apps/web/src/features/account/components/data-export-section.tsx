import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyLabel } from '../../../components/forms/busy-label';
import { useTranslation } from '../../../i18n/use-translation';
import { detailOf, getFile } from '../../../lib/http';

/** The server's copy of the buyer's data (docs/spec/accounts-and-access.md §6). */
export const DATA_EXPORT_URL = '/api/account/export.json';

class DataExportError extends Error {
  constructor(readonly detail: string | null) {
    super(detail ?? 'data export failed');
    this.name = 'DataExportError';
  }
}

async function fetchDataExport(): Promise<Blob> {
  const answer = await getFile(DATA_EXPORT_URL);
  if (!answer.ok || !answer.file) throw new DataExportError(detailOf(answer.body));
  return answer.file;
}

/** Hands the file to the browser to save (a link to it, clicked). */
function save(file: Blob, name: string): void {
  const link = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(file),
    download: name,
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Today as the file's name says it, in the visitor's calendar. */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The account page's "Your data": what the file holds, and the button that downloads it. */
export function DataExportSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const mutation = useMutation({
    mutationFn: fetchDataExport,
    onSuccess: (file) => {
      save(file, `my-data-${today()}.json`);
      setStatus({ ok: true, text: t('accountPage.dataExport.downloaded') });
    },
    onError: (error) => {
      const detail = error instanceof DataExportError ? error.detail : null;
      setStatus({ ok: false, text: detail ?? t('accountPage.dataExport.failed') });
    },
  });
  return (
    <>
      <p>{t('accountPage.dataExport.intro')}</p>
      <button
        className="button button--outline"
        type="button"
        disabled={mutation.isPending}
        onClick={() => {
          setStatus(null);
          mutation.mutate();
        }}
      >
        <BusyLabel busy={mutation.isPending}>
          {mutation.isPending
            ? t('accountPage.dataExport.downloading')
            : t('accountPage.dataExport.download')}
        </BusyLabel>
      </button>
      <p role="status" className={status?.ok === false ? 'form__alert' : undefined}>
        {status?.text ?? ''}
      </p>
    </>
  );
}
