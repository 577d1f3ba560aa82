import { useEffect, useId, useRef } from 'react';
import type { Lang } from '../../../../config/languages';
import { useTranslation } from '../../../../i18n/use-translation';
import { TransferDetails } from '../../../../components/payments/transfer-details';
import type { BankTransferDetails } from '../../../../lib/bank-transfer';

interface TransferInstructionsDialogProps {
  lang: Lang;
  transfer: BankTransferDetails;
  /** Called once, when the buyer closes the window (its X, or Escape). */
  onClose: () => void;
}

/**
 * The sandbox's stand-in for Stripe's bank-transfer window (docs/spec/bank-transfers.md §1:
 * 'Conferma ordine', then close the payment window with the X): a modal dialog with the account,
 * the reference, the amount and the deadline. The page behind is inert and the focus stays inside;
 * its X ('Chiudi') or Escape closes it, the focus going back where it was before it opened.
 */
export function TransferInstructionsDialog({
  lang,
  transfer,
  onClose,
}: TransferInstructionsDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closed = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const close = () => {
    if (closed.current) return;
    closed.current = true;
    dialogRef.current?.close();
    opener.current?.focus();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="payment-dialog transfer-dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Closed by the browser itself (an Escape it would not let the page cancel): the same.
      onClose={close}
    >
      <div className="transfer-dialog__head">
        <h2 id={`${id}-title`}>{t('transfer.dialog.title')}</h2>
        <button
          type="button"
          className="transfer-dialog__close"
          aria-label={t('transfer.dialog.close')}
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={`${id}-text`}>{t('transfer.dialog.text')}</p>
      <TransferDetails transfer={transfer} lang={lang} />
      <p className="transfer-dialog__next">{t('transfer.dialog.next')}</p>
    </dialog>
  );
}
