import { z } from 'zod';
import { PART_STATUSES } from './part-states.ts';
import { REJECTION_REASONS } from './part-refunds.ts';
import { RETURN_STATES } from './returns.ts';

// The audit trail of what moved an order's money, stock or parts (`order_events`): one kind
// of event per row, and for each kind the one shape of its `detail`. The server writes them
// through one module (orders/order-events.ts), and everything that reads them — the mail,
// the late payments, the administrator's history, the ledger to come — parses them with
// these schemas. Rows written before a field existed still parse: such fields are optional
// here, always written by the server's constructors.

const int = z.number().int();
const cents = z.number().int();

/** Why an order was cancelled, kept in its audit trail. */
export const CANCEL_REASONS = ['replaced', 'expired', 'buyer'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** A code use a cancellation released (for a late payment to take it again). */
export const codeUseSchema = z.object({ discountCodeId: int, amountCents: cents });

/**
 * 'cancelled': an order cancelled while it held goods (expired, replaced, its buyer): why,
 * who when a person did, the copies put back on the shelf, the store credit given back and
 * the code uses released.
 */
export const orderCancelledDetail = z.object({
  reason: z.enum(CANCEL_REASONS),
  copies: z.array(z.object({ productId: int, qty: int })).optional(),
  restocked: z.boolean().optional(),
  by: int.nullable().optional(),
  storeCreditCents: cents.optional(),
  codeUses: z.array(codeUseSchema),
});

/** 'revived': a cancelled order placed again, as paid, by a payment that came late. */
export const orderRevivedDetail = z.object({ paymentId: int, amountCents: cents });

/** Who moved a part: an account's role, or the system (its deadline passing). */
export const PART_MOVERS = ['buyer', 'staff', 'admin', 'system'] as const;

/** A rejection's or cancellation's copies of one line, and what they gave back. */
export const partCopiesSchema = z.object({
  lineId: int,
  productId: int.optional(),
  qty: int,
  refundCents: cents.nullish(),
});

/**
 * 'part_moved': a part's move. Every move names the part, who (null: the system), their
 * role, from and to; a staff move to SHIPPED may carry the parcel's tracking; a rejection
 * (staff) or a cancellation (buyer, deadline) names why, the lines and copies it took,
 * whether they went back on the shelf, the money given back and the refund rows written
 * (the mail reads these to say where the money went). Mail payloads of a move are this
 * detail as it was written.
 */
export const partMovedDetail = z.object({
  partId: int,
  by: int.nullable(),
  role: z.enum(PART_MOVERS),
  from: z.enum(PART_STATUSES),
  to: z.enum(PART_STATUSES),
  carrier: z.string().nullish(),
  trackingCode: z.string().nullish(),
  reason: z.string().nullish(),
  reasonCode: z.enum(REJECTION_REASONS).optional(),
  lineIds: z.array(int).nullish(),
  copies: z.array(partCopiesSchema).nullish(),
  restocked: z.boolean().optional(),
  refundedCents: cents.nullish(),
  refundIds: z.array(int).nullish(),
});

/** Why a late payment is refunded rather than its order revived. */
export const LATE_REFUND_WHYS = [
  'state',
  'stock',
  'codeUses',
  'storeCredit',
  'paidAlready',
  'cancelledByBuyer',
] as const;

/** 'refund_decided': a late payment's refund written down, before its provider is asked. */
export const refundDecidedDetail = z.object({
  refundId: int,
  paymentId: int,
  amountCents: cents,
  why: z.enum(LATE_REFUND_WHYS),
});

export const PROVIDER_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** 'refunded': a provider took a refund (its status: finished, or still pending there). */
export const refundedDetail = z.object({
  refundId: int,
  amountCents: cents,
  providerRef: z.string(),
  providerStatus: z.enum(PROVIDER_REFUND_STATUSES),
});

/** 'refund_reported': a provider's later word on a refund (a webhook). */
export const refundReportedDetail = z.object({
  refundId: int,
  providerStatus: z.enum(PROVIDER_REFUND_STATUSES),
  eventId: z.string(),
});

/**
 * 'return_moved': a withdrawal's move (docs/spec/withdrawal-and-returns.md §2): the return and
 * its part, who (null: the system), their role, from (null: the buyer's request) and to; the
 * reason (the buyer's, or the staff's refusal), the copies of each line, and once received,
 * what they and the delivery gave back and the refund rows written (the mail reads these).
 */
export const returnMovedDetail = z.object({
  returnId: int,
  partId: int,
  by: int.nullable(),
  role: z.enum(PART_MOVERS),
  from: z.enum(RETURN_STATES).nullable(),
  to: z.enum(RETURN_STATES),
  reason: z.string().nullish(),
  lines: z.array(z.object({ lineId: int, qty: int, refundCents: cents.nullish() })),
  refundedCents: cents.nullish(),
  deliveryRefundCents: cents.nullish(),
  refundIds: z.array(int).nullish(),
});

/** Each kind of event and its detail's schema. */
export const ORDER_EVENT_DETAILS = {
  cancelled: orderCancelledDetail,
  revived: orderRevivedDetail,
  part_moved: partMovedDetail,
  refund_decided: refundDecidedDetail,
  refunded: refundedDetail,
  refund_reported: refundReportedDetail,
  return_moved: returnMovedDetail,
} as const;

export type OrderEventKind = keyof typeof ORDER_EVENT_DETAILS;
export const ORDER_EVENT_KINDS = Object.keys(ORDER_EVENT_DETAILS) as OrderEventKind[];

export type OrderEventDetail<K extends OrderEventKind> = z.infer<(typeof ORDER_EVENT_DETAILS)[K]>;
export type OrderCancelledDetail = OrderEventDetail<'cancelled'>;
export type PartMovedDetail = OrderEventDetail<'part_moved'>;

/** An event of one kind with its detail, for one order. */
export type OrderEvent = {
  [K in OrderEventKind]: { orderId: number; kind: K; detail: OrderEventDetail<K> };
}[OrderEventKind];

/** An event row's detail parsed by its kind's schema (throws on a detail of another shape). */
export function parseOrderEventDetail<K extends OrderEventKind>(
  kind: K,
  detail: unknown,
): OrderEventDetail<K> {
  return ORDER_EVENT_DETAILS[kind].parse(detail) as OrderEventDetail<K>;
}
