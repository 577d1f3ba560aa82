import { formatIban } from '@scaffale/domain/iban';
import type { Lang } from '../../config/languages';
import { graphql } from '../../gql/gql';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/dates';
import type { BankTransferDetails } from '../../lib/bank-transfer';
import { formatEur } from '../../lib/money';
import './transfer-details.css';

// Used by name in the documents that read an order's transfer (my orders).
graphql(`
  fragment BankTransferFields on BankTransfer {
    iban
    bic
    beneficiary
    reference
    amount
    payBy
    test
  }
`);

/**
 * What the buyer copies into their bank's form, in the order the form asks for it: the
 * beneficiary, IBAN and BIC, the reference for the reason, the amount and the deadline. A
 * test account says so first: no money may be sent to it.
 */
export function TransferDetails({ transfer, lang }: { transfer: BankTransferDetails; lang: Lang }) {
  const { t } = useTranslation();
  const facts: [label: string, value: string, className?: string][] = [];
  if (transfer.beneficiary) facts.push([t('transfer.beneficiary'), transfer.beneficiary]);
  if (transfer.iban) facts.push([t('transfer.iban'), formatIban(transfer.iban), 'transfer-code']);
  if (transfer.bic) facts.push([t('transfer.bic'), transfer.bic, 'transfer-code']);
  facts.push(
    [t('transfer.reference'), transfer.reference, 'transfer-code transfer-reference'],
    [t('transfer.amount'), formatEur(transfer.amount, lang)],
    [t('transfer.payBy'), formatDate(transfer.payBy, lang)],
  );
  return (
    <>
      {transfer.test ? <p className="transfer-test">{t('transfer.testAccount')}</p> : null}
      <dl className="transfer-details">
        {facts.map(([label, value, className]) => (
          <div className="transfer-details__item" key={label}>
            <dt>{label}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
