import { useTranslation } from '../../../i18n/use-translation';
import { BusyLabel } from '../../../components/forms/busy-label';

/** A staff form's buttons: submit (a spinner while it runs) and cancel. */
export function FormActions({
  busy,
  submit,
  onCancel,
}: {
  busy: boolean;
  submit: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="staff-part__actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        <BusyLabel busy={busy}>{submit}</BusyLabel>
      </button>
      <button
        type="button"
        className="button staff-button--secondary"
        disabled={busy}
        onClick={onCancel}
      >
        {t('bookshopArea.cancel')}
      </button>
    </div>
  );
}
