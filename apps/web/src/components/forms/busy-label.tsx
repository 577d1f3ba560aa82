import { useTranslation } from '../../i18n/use-translation';

/**
 * A back-office button's text (the administration's, the bookshop staff's), with a spinner and
 * a spoken 'working' while its request runs.
 */
export function BusyLabel({ busy, children }: { busy: boolean; children: string }) {
  const { t } = useTranslation();
  return (
    <>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
      {busy ? <span className="visually-hidden"> ({t('staffForms.working')})</span> : null}
    </>
  );
}
