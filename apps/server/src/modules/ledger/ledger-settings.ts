import {
  DEFAULT_COMMISSION_BP,
  DEFAULT_PAYOUT_HOLD_DAYS,
  MAX_COMMISSION_BP,
} from '@scaffale/domain/ledger';

// The platform's default commission (COMMISSION_PERCENT) and how long a delivered part's money
// waits before it is payable (PAYOUT_HOLD_DAYS): one value per process, set by buildApp from
// the config, like CONFIRM_HOURS. They enter the statements as bound values, so a statement's
// text is the same whatever they are.

let defaultCommission = DEFAULT_COMMISSION_BP;
let holdDays = DEFAULT_PAYOUT_HOLD_DAYS;

/** The commission of a bookshop the administrator has not set one for, in basis points. */
export function setDefaultCommission(basisPoints: number): void {
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > MAX_COMMISSION_BP)
    throw new RangeError(`bad commission: ${basisPoints} basis points`);
  defaultCommission = basisPoints;
}

export function defaultCommissionBp(): number {
  return defaultCommission;
}

/** Days a shipped or collected part's money waits (0: payable at once). */
export function setPayoutHoldDays(days: number): void {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`bad hold: ${days} days`);
  holdDays = days;
}

export function payoutHoldDays(): number {
  return holdDays;
}
