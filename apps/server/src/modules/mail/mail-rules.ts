import { sql, type RawBuilder } from 'kysely';
import type { ReturnState } from '@scaffale/domain/returns';
import type { OrderPartStatus, OrderStatus } from '../../db/types.ts';
import { queuedDelivery, type MailKind } from './mail.repo.ts';

// Which message each move of an order or a part sends, and to whom (docs/adr/021): one table,
// read by the statements that make the moves. A message is written in the transaction (most
// often the very statement) of the move it reports, as an outbox row whose delivery job is
// queued in the same breath; nothing else writes messages about orders and parts.

/** Who is told: the order's buyer, or every staff account of the part's bookshop. */
export type MailRecipients = 'buyer' | 'staff';

/**
 * What a rule listens to: an order's status, a part's status, a part's audited move, or a
 * return's (docs/spec/withdrawal-and-returns.md §5).
 */
export type MailSource = 'order_moved' | 'part_moved' | 'part_event' | 'return_event';

interface Rule<Source extends MailSource, Status> {
  on: Source;
  /** The states the move leaves (any, when absent) and those it reaches. */
  from?: readonly Status[];
  to: readonly Status[];
  send: MailKind;
  tell: MailRecipients;
  /**
   * The message's event key, one message per move and recipient whoever retries the move:
   * `<key>:<the order, part or audit row>`, then `<staffKey><account>` for each staff account.
   */
  key: string;
  staffKey?: string;
  /** 'event': the audit row's detail is the message's payload (what went back, and where). */
  payload: 'none' | 'event';
  /** Only a cancellation for this reason (the order's audit row says why). */
  reason?: string;
  /** Not a move made by this role (the audit row's `role`). */
  notBy?: string;
}

export type MailRule =
  | Rule<'order_moved', OrderStatus>
  | Rule<'part_moved', OrderPartStatus>
  | Rule<'part_event', OrderPartStatus>
  | Rule<'return_event', ReturnState>;

/** The messages about orders and parts, by the move that sends them. */
export const MAIL_RULES = [
  // The order placed: paid, deferred, or waiting for its bank transfer (a revived one too).
  {
    on: 'order_moved',
    from: ['pending', 'cancelled'],
    to: ['paid', 'deferred', 'awaiting_transfer'],
    send: 'order_placed',
    tell: 'buyer',
    key: 'order-placed',
    payload: 'none',
  },
  {
    on: 'order_moved',
    from: ['pending'],
    to: ['awaiting_transfer'],
    send: 'transfer_instructions',
    tell: 'buyer',
    key: 'transfer-instructions',
    payload: 'none',
  },
  {
    on: 'order_moved',
    from: ['awaiting_transfer'],
    to: ['paid'],
    send: 'transfer_received',
    tell: 'buyer',
    key: 'transfer-received',
    payload: 'none',
  },
  // The transfer never came: the expiry's cancellation only (not its buyer's own).
  {
    on: 'order_moved',
    from: ['awaiting_transfer'],
    to: ['cancelled'],
    reason: 'expired',
    send: 'transfer_expired',
    tell: 'buyer',
    key: 'transfer-expired',
    payload: 'none',
  },
  // A part to confirm, to its bookshop's staff (placed, or revived by a late payment).
  {
    on: 'part_moved',
    from: ['AWAITING_PAYMENT', 'CANCELLED'],
    to: ['TO_CONFIRM'],
    send: 'part_to_confirm',
    tell: 'staff',
    key: 'part-to-confirm',
    staffKey: ':',
    payload: 'none',
  },
  // A part's audited moves, told to its buyer with what the move gave back.
  ...(
    [
      ['ACCEPTED', 'part_accepted'],
      ['SHIPPED', 'part_shipped'],
      ['READY_FOR_PICKUP', 'part_ready'],
      ['REJECTED', 'lines_rejected'],
      ['TO_CONFIRM', 'lines_rejected'],
      ['CANCELLED', 'part_cancelled'],
    ] as const
  ).map(([to, send]): MailRule => ({
    on: 'part_event',
    to: [to],
    send,
    tell: 'buyer',
    key: 'order-event',
    payload: 'event',
  })),
  // A part its buyer cancelled, to the bookshop's staff; the deadline's own ('system') is
  // the bookshop's silence, told to the buyer only.
  {
    on: 'part_event',
    to: ['CANCELLED'],
    notBy: 'system',
    send: 'part_cancelled_by_buyer',
    tell: 'staff',
    key: 'order-event',
    staffKey: ':staff:',
    payload: 'event',
  },
  // A withdrawal: asked, to the bookshop's staff; accepted, refused, refunded, to its buyer.
  {
    on: 'return_event',
    to: ['REQUESTED'],
    send: 'return_requested',
    tell: 'staff',
    key: 'return-event',
    staffKey: ':staff:',
    payload: 'event',
  },
  ...(
    [
      ['ACCEPTED', 'return_accepted'],
      ['REFUSED', 'return_refused'],
      ['REFUNDED', 'return_refunded'],
    ] as const
  ).map(([to, send]): MailRule => ({
    on: 'return_event',
    to: [to],
    send,
    tell: 'buyer',
    key: 'return-event',
    payload: 'event',
  })),
] as const satisfies readonly MailRule[];

/** The audit rows of `kind` in `cte`, each with its part, the part's buyer and bookshop. */
function auditedMoves(cte: string, kind: 'part_moved' | 'return_moved'): RawBuilder<unknown> {
  return sql`
    SELECT s.id AS subject_id, s.order_id, p.id AS part_id, o.user_id, p.bookshop_id,
      s.detail ->> 'from' AS from_status, s.detail ->> 'to' AS to_status, NULL::text AS reason,
      s.detail ->> 'role' AS role, s.detail
    FROM ${sql.table(cte)} s
    JOIN orders o ON o.id = s.order_id
    JOIN order_parts p ON p.id = (s.detail ->> 'partId')::bigint
    WHERE s.kind = ${sql.lit(kind)}`;
}

/**
 * The rows a rule matches: one per move, with the order, the part (if any), the buyer, the
 * part's bookshop, the statuses, why and by whom, and the audit row's detail.
 */
const SOURCES: Record<MailSource, (cte: string) => RawBuilder<unknown>> = {
  // cte: (order_id, user_id, from_status, to_status, reason)
  order_moved: (cte) => sql`
    SELECT s.order_id AS subject_id, s.order_id, NULL::bigint AS part_id, s.user_id,
      NULL::bigint AS bookshop_id, s.from_status::text AS from_status,
      s.to_status::text AS to_status, s.reason, NULL::text AS role,
      '{}'::jsonb AS detail
    FROM ${sql.table(cte)} s`,
  // cte: (part_id, order_id, bookshop_id, from_status, to_status)
  part_moved: (cte) => sql`
    SELECT s.part_id AS subject_id, s.order_id, s.part_id, NULL::bigint AS user_id,
      s.bookshop_id, s.from_status::text AS from_status, s.to_status::text AS to_status,
      NULL::text AS reason, NULL::text AS role, '{}'::jsonb AS detail
    FROM ${sql.table(cte)} s`,
  // cte: order_events rows (id, order_id, kind, detail); the moves of parts only.
  part_event: (cte) => auditedMoves(cte, 'part_moved'),
  // The same, the moves of returns only (their detail names the part too).
  return_event: (cte) => auditedMoves(cte, 'return_moved'),
};

function rulesOf(source: MailSource, tell: MailRecipients): string {
  return JSON.stringify(
    MAIL_RULES.filter((rule) => rule.on === source && rule.tell === tell).map((rule) => ({
      send: rule.send,
      key: rule.key,
      staff_key: 'staffKey' in rule ? rule.staffKey : null,
      payload: rule.payload,
      from_states: 'from' in rule ? rule.from : null,
      to_states: rule.to,
      reason: 'reason' in rule ? rule.reason : null,
      not_by: 'notBy' in rule ? rule.notBy : null,
    })),
  );
}

/** A rule's row joined to the moves it matches. */
function matching(source: MailSource, tell: MailRecipients, cte: string) {
  return sql`(${SOURCES[source](cte)}) m
    JOIN jsonb_to_recordset(${rulesOf(source, tell)}::jsonb) AS r(send text, key text,
      staff_key text, payload text, from_states text[], to_states text[], reason text,
      not_by text)
      ON m.to_status = ANY(r.to_states)
        AND (r.from_states IS NULL OR m.from_status = ANY(r.from_states))
        AND (r.reason IS NULL OR m.reason = r.reason)
        AND (r.not_by IS NULL OR COALESCE(m.role, '') <> r.not_by)`;
}

/**
 * The CTE `name` that writes the messages the moves in `cte` send (see SOURCES for its
 * columns) and queues each one's delivery: a part of the statement that moves them, so a
 * message exists exactly when its move does. An account that is gone is told nothing.
 */
export function mailForMoves(name: string, source: MailSource, cte: string): RawBuilder<unknown> {
  return sql`${sql.raw(name)} AS (
    INSERT INTO mail_outbox (event_key, kind, user_id, recipient, language, order_id,
      order_part_id, payload)
    SELECT r.key || ':' || m.subject_id, r.send, u.id, u.email, u.language, m.order_id,
      m.part_id, CASE WHEN r.payload = 'event' THEN m.detail ELSE '{}'::jsonb END
    FROM ${matching(source, 'buyer', cte)}
    JOIN users u ON u.id = m.user_id
    WHERE u.email NOT LIKE '%@deleted.invalid'
    UNION ALL
    SELECT r.key || ':' || m.subject_id || r.staff_key || u.id, r.send, u.id, u.email,
      u.language, m.order_id, m.part_id,
      CASE WHEN r.payload = 'event' THEN m.detail ELSE '{}'::jsonb END
    FROM ${matching(source, 'staff', cte)}
    JOIN users u ON u.role = 'staff' AND u.bookshop_id = m.bookshop_id
    ON CONFLICT (event_key) DO NOTHING
    RETURNING ${queuedDelivery(sql.ref('id'))}
  )`;
}
