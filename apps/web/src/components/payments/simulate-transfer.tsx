import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { usePaymentConfig } from '../../lib/payment-config';
import { simulateTransferReceived } from '../../lib/simulate-transfer';

/**
 * "Simula bonifico ricevuto": development's stand-in for the bank, shown only where the
 * server has the simulation (the sandbox, outside production), marked as a simulation. The
 * order is settled as a real transfer settles it; `onReceived` reads the order again.
 */
export function SimulateTransfer({
  orderNumber,
  awaiting = true,
  onReceived,
}: {
  orderNumber: string;
  /** Whether the transfer is still awaited: once it is not, only the outcome stays. */
  awaiting?: boolean;
  onReceived: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const config = usePaymentConfig();
  const mutation = useMutation({
    mutationFn: () => simulateTransferReceived(orderNumber),
    onSuccess: onReceived,
  });
  if (!config.data?.transferSimulation) return null;
  return (
    <div className="transfer-simulation" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="transfer-simulation__label">
        {t('transfer.simulation.label')}
      </p>
      {awaiting || mutation.isPending ? (
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={mutation.isPending}
          onClick={() => {
            if (!mutation.isPending) mutation.mutate();
          }}
        >
          {mutation.isPending ? (
            <span className="spinner spinner--dark" aria-hidden="true" />
          ) : null}
          {t('transfer.simulation.button')}
        </button>
      ) : null}
      <p role="status" className="transfer-simulation__status">
        {mutation.isSuccess ? t('transfer.simulation.done') : ''}
      </p>
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {mutation.error.message}
        </p>
      ) : null}
    </div>
  );
}
