import type { OrderPartStatus } from '../../db/types.ts';

// An order part's states (CONTRACT §7) as an explicit machine. Who may make each move is
// checked by the service; the move itself is a compare-and-set on the part's status.
const PART_TRANSITIONS: Record<OrderPartStatus, readonly OrderPartStatus[]> = {
  AWAITING_PAYMENT: [],
  TO_CONFIRM: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
  ACCEPTED: ['SHIPPED', 'READY_FOR_PICKUP'],
  SHIPPED: [],
  READY_FOR_PICKUP: ['COLLECTED'],
  COLLECTED: [],
  REJECTED: [],
  CANCELLED: [],
};

export const PART_STATUSES = Object.keys(PART_TRANSITIONS) as OrderPartStatus[];

/**
 * A part still moving, and what it waits for: its payment (AWAITING_PAYMENT, moved by its
 * order's statements, not by this machine), its bookshop's confirmation (TO_CONFIRM, which
 * may still end in a refund), or its books to be shipped or collected (ACCEPTED,
 * READY_FOR_PICKUP). Every other state is final: SHIPPED, COLLECTED, REJECTED, CANCELLED.
 */
export const PART_WAITING_FOR = {
  AWAITING_PAYMENT: 'payment',
  TO_CONFIRM: 'confirmation',
  ACCEPTED: 'delivery',
  READY_FOR_PICKUP: 'delivery',
} as const satisfies Partial<Record<OrderPartStatus, string>>;

export function canMovePart(from: OrderPartStatus, to: OrderPartStatus): boolean {
  return PART_TRANSITIONS[from].includes(to);
}

/** The statuses a part may reach `to` from (one, for every move of this machine). */
export function partStatusBefore(to: OrderPartStatus): OrderPartStatus {
  const from = PART_STATUSES.find((s) => canMovePart(s, to));
  if (!from) throw new Error(`no part moves to ${to}`);
  return from;
}

/**
 * How a refund is split over what paid the order: the provider's payment first (card,
 * PayPal, or a deferred invoice) up to what it took less what was refunded of it, then
 * the Borsellino up to the store credit the order used less what went back to it.
 */
export function splitRefund(
  amountCents: number,
  room: { paymentCents: number; storeCreditCents: number },
): { paymentCents: number; storeCreditCents: number } {
  const paymentCents = Math.min(amountCents, Math.max(0, room.paymentCents));
  const storeCreditCents = Math.min(amountCents - paymentCents, Math.max(0, room.storeCreditCents));
  if (paymentCents + storeCreditCents < amountCents)
    throw new Error(`refund of ${amountCents} exceeds what paid the order`);
  return { paymentCents, storeCreditCents };
}
