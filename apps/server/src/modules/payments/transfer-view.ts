import { toDecimal } from '@scaffale/domain/money';
import { transferDue } from '@scaffale/domain/payments';
import type { TransferInstructions } from '../../db/types.ts';

/**
 * A bank transfer as every page shows it (the checkout's window, the confirmation, my orders):
 * where to send it, what to write in its reason, how much, by when (the order's deadline,
 * YYYY-MM-DD), and whether the account is a test one. The instructions are the provider's;
 * without them (a transfer that started waiting before they were kept) only the order's own
 * reference, amount and deadline are known.
 */
export interface TransferView {
  iban: string | null;
  bic: string | null;
  beneficiary: string | null;
  reference: string;
  amount: string;
  payBy: string;
  test: boolean;
}

export function transferView(
  order: { number: string; created_at: Date; total_cents: number },
  instructions: TransferInstructions | null,
): TransferView {
  const due = transferDue(
    { number: order.number, createdAt: order.created_at, totalCents: order.total_cents },
    instructions,
  );
  return {
    iban: instructions?.iban ?? null,
    bic: instructions?.bic ?? null,
    beneficiary: instructions?.beneficiary ?? null,
    reference: due.reference,
    amount: toDecimal(due.amountCents),
    payBy: due.deadline.toISOString().slice(0, 10),
    test: instructions?.test ?? false,
  };
}
