import type { BankTransferFieldsFragment } from '../gql/graphql';

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
