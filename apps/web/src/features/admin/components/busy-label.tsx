import { useTranslation } from '../../../i18n/use-translation';

/** A button's text, with a spinner and a spoken 'working' while its request runs. */
export function BusyLabel({ busy, children }: { busy: boolean; children: string }) {
  const { t } = useTranslation();
  return (
    <>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
      {busy ? <span className="visually-hidden"> ({t('admin.working')})</span> : null}
    </>
  );
}
