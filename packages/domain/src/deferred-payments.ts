// A public administration's deferred payment, settled after the invoice
// (docs/spec/deferred-payments.md): what it owes is what the order charged it, less the
// refunds owed to it (its rejected, cancelled or returned books: netted, never sent); what it
// has paid is what the administrator recorded as received, less what was repaid to it.

/** Which way money moved, as the administrator records it. */
export type SettlementDirection = 'RECEIVED' | 'REPAID';

/** Where a deferred payment stands: still owed, even, or money to give back. */
export type DeferredState = 'OUTSTANDING' | 'SETTLED' | 'TO_REPAY';

export interface DeferredAccount {
  /** What the order charged the administration (its total less any store credit). */
  chargedCents: number;
  /** Refunds owed to it: taken off what it owes. */
  refundsOwedCents: number;
  receivedCents: number;
  repaidCents: number;
}

export interface DeferredBalance {
  /** What it owes in all: charged less its refunds. */
  dueCents: number;
  /** What it still owes (positive) or is owed back (negative). */
  balanceCents: number;
  state: DeferredState;
}

export function deferredBalance(account: DeferredAccount): DeferredBalance {
  const dueCents = account.chargedCents - account.refundsOwedCents;
  const balanceCents = dueCents - account.receivedCents + account.repaidCents;
  const state = balanceCents > 0 ? 'OUTSTANDING' : balanceCents < 0 ? 'TO_REPAY' : 'SETTLED';
  return { dueCents, balanceCents, state };
}

/**
 * Whether `amountCents` may be recorded: money received never comes to more than what is
 * still owed, money repaid never to more than what is owed back. A payment larger than the
 * balance is a mistake to correct at the bank, not one to record.
 */
export function settlementFits(
  account: DeferredAccount,
  direction: SettlementDirection,
  amountCents: number,
): boolean {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return false;
  const { balanceCents } = deferredBalance(account);
  return direction === 'RECEIVED' ? amountCents <= balanceCents : amountCents <= -balanceCents;
}

/** The order counts as paid once money was received and nothing more is owed. */
export function deferredPaid(account: DeferredAccount): boolean {
  return account.receivedCents > 0 && deferredBalance(account).balanceCents <= 0;
}
