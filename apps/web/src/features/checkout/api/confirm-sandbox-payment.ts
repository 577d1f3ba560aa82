import { parseTransferDetails, type BankTransferDetails } from '../../../lib/bank-transfer';
import { postJson } from '../../../lib/http';
import { okBody } from './rest-result';

/** What the sandbox provider says after a confirmation or the extra authentication. */
export interface SandboxPaymentResult {
  status: 'succeeded' | 'processing' | 'requires_action' | 'failed';
  /** The card error in the buyer's language ('La carta è stata rifiutata'), else null. */
  error: string | null;
  /** Refused because a newer order replaced this one. */
  orderReplaced: boolean;
  /** A bank transfer confirmed: what Stripe's window would show, for the sandbox's own. */
  transfer: BankTransferDetails | null;
}

export interface SandboxCard {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

const STATUSES = ['succeeded', 'processing', 'requires_action', 'failed'] as const;

export function parseSandboxResult(body: Record<string, unknown>): SandboxPaymentResult {
  const status = STATUSES.find((s) => s === body.status) ?? 'failed';
  const error = typeof body.error === 'string' && body.error !== '' ? body.error : null;
  return {
    status,
    error,
    orderReplaced: body.orderReplaced === true,
    transfer: parseTransferDetails(body.transfer),
  };
}

const ENDPOINT = '/api/sandbox/confirm/';

/**
 * The sandbox's stand-in for stripe.js's confirm: a card payment with the card's data, a
 * bank transfer with the client secret alone.
 */
export async function confirmSandboxPayment(
  clientSecret: string,
  card: SandboxCard | null,
): Promise<SandboxPaymentResult> {
  const payload = card ? { clientSecret, ...card } : { clientSecret };
  return parseSandboxResult(okBody(ENDPOINT, await postJson(ENDPOINT, payload)));
}
