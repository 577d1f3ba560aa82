import { formatIban } from '@scaffale/domain/iban';
import type { Lang } from '../../config/languages';
import { graphql } from '../../gql/gql';
import type { BankTransferFieldsFragment } from '../../gql/graphql';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/dates';
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
 * A bank transfer as the server gives it (the sandbox's confirmation, the order's
 * confirmation, my orders): the account (null when the provider gave none), the reason to
 * write, the amount (decimal EUR), the last day (YYYY-MM-DD), and whether the account is a
 * test one. The GraphQL type's shape, which the REST answers share.
 */
export type BankTransferDetails = Omit<BankTransferFieldsFragment, '__typename'>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The details as a REST answer carries them (the sandbox's confirmation), or null when it
 * carries none; read by hand, without zod, on the checkout's path.
 */
export function parseTransferDetails(value: unknown): BankTransferDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  const body = value as Record<string, unknown>;
  const reference = text(body.reference);
  const amount = text(body.amount);
  const payBy = text(body.payBy);
  if (reference === null || amount === null || payBy === null) return null;
  return {
    iban: text(body.iban),
    bic: text(body.bic),
    beneficiary: text(body.beneficiary),
    reference,
    amount,
    payBy,
    test: body.test === true,
  };
}

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
