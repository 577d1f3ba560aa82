import type { Lang } from '@scaffale/domain/languages';
import { formatIban } from '@scaffale/domain/iban';
import { formatDate, formatDateTime, formatEuro, label } from '@scaffale/domain/locale';
import { orderPayment } from '@scaffale/domain/order-value';
import { transferDue } from '@scaffale/domain/payments';
import { chargeOfCopies, lineCharges } from '@scaffale/domain/part-refunds';
// A move's payload is its audit row's detail, parsed by the domain's schema of it.
import {
  partMovedDetail as movePayload,
  returnMovedDetail as returnPayload,
} from '@scaffale/domain/order-events';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { renderMail, type Block, type MailContent, type RenderedMail } from './layout.ts';
import {
  isMailKind,
  orderFacts,
  partFacts,
  refundFacts,
  type MailKind,
  type OrderFacts,
  type PartFacts,
  type RefundFacts,
  type UnrenderedMail,
} from './mail.repo.ts';
import { fill, paymentName, shippingName, type WordKey } from './words.ts';

// Each kind of message written from its facts: the order and its parts as the database has
// them when the message is first read or sent, and the payload its event left (a move's
// audit row, the account's link).

/** Where links in messages point, and the brand they are signed with. */
export interface MailSite {
  brand: string;
  /** The site's origin, without a trailing slash. */
  publicUrl: string;
}

const linkPayload = z.object({ path: z.string().startsWith('/') });
/** A month's statement: its figures as they were when the month closed (cents). */
const statementPayload = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  bookshop: z.string(),
  openingCents: z.number().int(),
  salesCents: z.number().int(),
  refundsCents: z.number().int(),
  commissionCents: z.number().int(),
  paidOutCents: z.number().int(),
  adjustmentsCents: z.number().int(),
  closingCents: z.number().int(),
});
const emailChangePayload = linkPayload.extend({ email: z.string() });
/** The words of the messages that carry a single-use link. */
const LINK_WORDS = {
  password_reset: {
    subject: 'resetSubject',
    text: 'resetText',
    action: 'resetAction',
    ignore: 'resetIgnore',
  },
  email_change_confirm: {
    subject: 'emailConfirmSubject',
    text: 'emailConfirmText',
    action: 'emailConfirmAction',
    ignore: 'emailConfirmIgnore',
  },
} as const satisfies Record<string, Record<string, WordKey>>;

/** The message of an outbox row, in its recipient's language. */
export async function composeMail(
  db: Db,
  site: MailSite,
  row: UnrenderedMail,
): Promise<RenderedMail> {
  if (!isMailKind(row.kind)) throw new Error(`message ${row.id}: unknown kind ${row.kind}`);
  const content = await contentOf(db, site, row, row.kind);
  return renderMail(row.language, site.brand, content);
}

async function contentOf(
  db: Db,
  site: MailSite,
  row: UnrenderedMail,
  kind: MailKind,
): Promise<MailContent> {
  const lang = row.language;
  const name = row.first_name;
  const url = (path: string) => `${site.publicUrl}${path}`;
  const myOrders = {
    kind: 'action',
    label: fill(lang, 'followOrders'),
    url: url(`/${lang}/ordini/`),
  } as const;
  const area = {
    kind: 'action',
    label: fill(lang, 'openArea'),
    url: url(`/${lang}/area-libreria/`),
  } as const;

  switch (kind) {
    case 'welcome':
      return {
        subject: fill(lang, 'welcomeSubject', { brand: site.brand }),
        name,
        blocks: [
          paragraph(fill(lang, 'welcomeText')),
          { kind: 'action', label: fill(lang, 'welcomeAction'), url: url(`/${lang}/`) },
        ],
      };
    case 'monthly_statement': {
      const s = statementPayload.parse(row.payload);
      const month = new Intl.DateTimeFormat(lang, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${s.month}-15T12:00:00Z`));
      const money = (cents: number) => formatEuro(lang, cents);
      return {
        subject: fill(lang, 'statementSubject', { month, brand: site.brand }),
        name,
        blocks: [
          paragraph(fill(lang, 'statementText', { month, bookshop: s.bookshop })),
          {
            kind: 'facts',
            facts: [
              [fill(lang, 'statementOpening'), money(s.openingCents)],
              [fill(lang, 'statementSales'), money(s.salesCents)],
              [fill(lang, 'statementRefunds'), money(-s.refundsCents)],
              [fill(lang, 'statementCommission'), money(-s.commissionCents)],
              [fill(lang, 'statementPaidOut'), money(-s.paidOutCents)],
              [fill(lang, 'statementAdjustments'), money(s.adjustmentsCents)],
              [fill(lang, 'statementClosing'), money(s.closingCents)],
            ],
          },
          {
            kind: 'action',
            label: fill(lang, 'statementAction'),
            url: url(`/${lang}/area-libreria/incassi/estratto/${s.month}/`),
          },
        ],
      };
    }
    case 'password_reset':
    case 'email_change_confirm': {
      // A link the recipient opens once, and what to do if they did not ask for it.
      const { path } = linkPayload.parse(row.payload);
      const words = LINK_WORDS[kind];
      return {
        subject: fill(lang, words.subject, { brand: site.brand }),
        name,
        blocks: [
          paragraph(fill(lang, words.text)),
          { kind: 'action', label: fill(lang, words.action), url: url(path) },
          paragraph(fill(lang, words.ignore)),
        ],
      };
    }
    case 'email_change_notice': {
      const { path, email } = emailChangePayload.parse(row.payload);
      return {
        subject: fill(lang, 'emailNoticeSubject', { brand: site.brand }),
        name,
        blocks: [
          paragraph(fill(lang, 'emailNoticeText', { email })),
          paragraph(fill(lang, 'emailNoticeUndo')),
          { kind: 'action', label: fill(lang, 'emailNoticeAction'), url: url(path) },
        ],
      };
    }
    case 'order_placed': {
      const order = await orderFacts(db, requireId(row.order_id));
      const parts = await partFacts(db, { orderId: order.id });
      return {
        subject: fill(lang, 'placedSubject', { number: order.number }),
        name,
        blocks: [
          paragraph(fill(lang, 'placedText', { number: order.number })),
          ...parts.flatMap((part) => [partTable(lang, part), ...pickupFacts(lang, part)]),
          totals(lang, order),
          myOrders,
        ],
      };
    }
    case 'transfer_instructions':
    case 'transfer_reminder': {
      const order = await orderFacts(db, requireId(row.order_id));
      const values = transferValues(lang, order);
      const reminder = kind === 'transfer_reminder';
      return {
        subject: fill(lang, reminder ? 'reminderSubject' : 'transferSubject', values),
        name,
        blocks: [
          paragraph(fill(lang, reminder ? 'reminderText' : 'transferText', values)),
          ...transferFacts(lang, order, values),
          myOrders,
        ],
      };
    }
    case 'transfer_received': {
      const order = await orderFacts(db, requireId(row.order_id));
      const values = transferValues(lang, order);
      return {
        subject: fill(lang, 'receivedSubject', values),
        name,
        blocks: [paragraph(fill(lang, 'receivedText', values)), myOrders],
      };
    }
    case 'transfer_expired': {
      const order = await orderFacts(db, requireId(row.order_id));
      return {
        subject: fill(lang, 'expiredSubject', { number: order.number }),
        name,
        blocks: [paragraph(fill(lang, 'expiredText', { number: order.number })), myOrders],
      };
    }
    case 'part_to_confirm':
    case 'confirm_reminder': {
      const { order, part } = await orderAndPart(db, row);
      const values = {
        number: order.number,
        bookshop: part.bookshopName,
        date: part.confirmBy ? formatDateTime(lang, part.confirmBy) : '',
      };
      const reminder = kind === 'confirm_reminder';
      return {
        subject: fill(lang, reminder ? 'confirmReminderSubject' : 'toConfirmSubject', values),
        name,
        blocks: [
          paragraph(fill(lang, reminder ? 'confirmReminderText' : 'toConfirmText', values)),
          partTable(lang, part),
          area,
        ],
      };
    }
    case 'part_accepted':
    case 'part_shipped':
    case 'part_ready': {
      const { order, part } = await orderAndPart(db, row);
      const values = { number: order.number, bookshop: part.bookshopName, city: part.bookshopCity };
      const [subject, text] =
        kind === 'part_accepted'
          ? (['acceptedSubject', 'acceptedText'] as const)
          : kind === 'part_shipped'
            ? (['shippedSubject', 'shippedText'] as const)
            : (['readySubject', 'readyText'] as const);
      const blocks: Block[] = [paragraph(fill(lang, text, values))];
      if (kind === 'part_ready') blocks.push(...pickupFacts(lang, part));
      if (kind === 'part_shipped') {
        blocks.push({
          kind: 'facts',
          facts: [
            [fill(lang, 'carrier'), part.carrier ?? ''],
            [fill(lang, 'trackingCode'), part.trackingCode ?? ''],
          ],
        });
      }
      const heading =
        kind === 'part_accepted'
          ? 'parcelAccepted'
          : kind === 'part_shipped'
            ? 'parcelShipped'
            : 'parcelReady';
      blocks.push(...parcelTables(lang, part, fill(lang, heading, values)), myOrders);
      return { subject: fill(lang, subject, values), name, blocks };
    }
    case 'lines_rejected':
    case 'part_cancelled': {
      const { order, part } = await orderAndPart(db, row);
      const move = movePayload.parse(row.payload);
      const values = {
        number: order.number,
        bookshop: part.bookshopName,
        reason: move.reason ?? '',
      };
      const refunds = refundParagraphs(lang, await refundFacts(db, move.refundIds ?? []));
      if (kind === 'part_cancelled') {
        const byDeadline = move.role === 'system';
        return {
          subject: fill(lang, 'cancelledSubject', values),
          name,
          blocks: [
            paragraph(fill(lang, byDeadline ? 'cancelledByDeadline' : 'cancelledByBuyer', values)),
            ...refunds,
            myOrders,
          ],
        };
      }
      const rejected = rejectedByMove(move, parcelOf(part).rejected);
      return {
        subject: fill(lang, 'rejectedSubject', values),
        name,
        blocks: [
          paragraph(fill(lang, 'rejectedText', values)),
          {
            kind: 'table',
            heading: part.bookshopName,
            head: [fill(lang, 'book'), fill(lang, 'quantity'), fill(lang, 'refund')],
            rows: rejected.map((line) => [
              line.title,
              String(line.qty),
              formatEuro(lang, line.amountCents),
            ]),
            foot: [],
          },
          ...refunds,
          paragraph(fill(lang, move.to === 'REJECTED' ? 'rejectedWhole' : 'rejectedRest')),
          myOrders,
        ],
      };
    }
    case 'part_cancelled_by_buyer': {
      const { order, part } = await orderAndPart(db, row);
      const values = { number: order.number, bookshop: part.bookshopName };
      return {
        subject: fill(lang, 'buyerCancelledSubject', values),
        name,
        blocks: [paragraph(fill(lang, 'buyerCancelledText', values)), partTable(lang, part), area],
      };
    }
    case 'return_requested':
    case 'return_accepted':
    case 'return_refused':
    case 'return_refunded':
    case 'return_overdue': {
      const { order, part } = await orderAndPart(db, row);
      const move = returnPayload.parse(row.payload);
      const values = {
        number: order.number,
        bookshop: part.bookshopName,
        reason: move.reason ?? '',
      };
      const WORDS = {
        return_requested: ['returnRequestedSubject', 'returnRequestedText'],
        return_accepted: ['returnAcceptedSubject', 'returnAcceptedText'],
        return_refused: ['returnRefusedSubject', 'returnRefusedText'],
        return_refunded: ['returnRefundedSubject', 'returnRefundedText'],
        return_overdue: ['returnOverdueSubject', 'returnOverdueText'],
      } as const satisfies Record<string, readonly [WordKey, WordKey]>;
      const [subject, text] = WORDS[kind];
      const refunded = kind === 'return_refunded';
      const titles = new Map(part.lines.map((line) => [line.id, line.title]));
      const blocks: Block[] = [
        paragraph(fill(lang, text, values)),
        {
          kind: 'table',
          heading: part.bookshopName,
          head: refunded
            ? [fill(lang, 'book'), fill(lang, 'quantity'), fill(lang, 'refund')]
            : [fill(lang, 'book'), fill(lang, 'quantity')],
          rows: move.lines.map((line) => {
            const cells = [titles.get(line.lineId) ?? '', String(line.qty)];
            return refunded ? [...cells, formatEuro(lang, line.refundCents ?? 0)] : cells;
          }),
          foot:
            refunded && (move.deliveryRefundCents ?? 0) > 0
              ? [[fill(lang, 'shipping'), formatEuro(lang, move.deliveryRefundCents ?? 0)] as const]
              : [],
        },
      ];
      if (kind === 'return_requested' && values.reason !== '')
        blocks.push(paragraph(fill(lang, 'returnBuyerReason', values)));
      if (refunded)
        blocks.push(...refundParagraphs(lang, await refundFacts(db, move.refundIds ?? [])));
      const toStaff = kind === 'return_requested' || kind === 'return_overdue';
      blocks.push(toStaff ? area : myOrders);
      return { subject: fill(lang, subject, values), name, blocks };
    }
  }
}

/**
 * The copies this rejection took, with what each line's copies gave back: from the move's
 * own record; a move recorded before rejections took copies names its lines alone (all of
 * their rejected copies, at what the parcel says was given back for them).
 */
function rejectedByMove(
  move: z.infer<typeof movePayload>,
  rejected: readonly ParcelLine[],
): ParcelLine[] {
  const byId = new Map(rejected.map((line) => [line.id, line]));
  if (!move.copies)
    return (move.lineIds ?? []).flatMap((id) => {
      const line = byId.get(id);
      return line ? [line] : [];
    });
  return move.copies.flatMap((taken) => {
    const line = byId.get(taken.lineId);
    if (!line) return [];
    return [{ ...line, qty: taken.qty, amountCents: taken.refundCents ?? line.amountCents }];
  });
}

function paragraph(text: string): Block {
  return { kind: 'paragraph', text };
}

function requireId(id: number | null): number {
  if (id === null) throw new Error('the message names no order');
  return id;
}

async function orderAndPart(db: Db, row: UnrenderedMail) {
  const order = await orderFacts(db, requireId(row.order_id));
  const [part] = await partFacts(db, { partId: requireId(row.order_part_id) });
  if (!part) throw new Error(`order part ${row.order_part_id} has no lines`);
  return { order, part };
}

function transferValues(lang: Lang, order: OrderFacts) {
  const due = transferDue(
    { number: order.number, createdAt: order.created_at, totalCents: order.total_cents },
    order.transfer_instructions,
  );
  return {
    number: order.number,
    reference: due.reference,
    amount: formatEuro(lang, due.amountCents),
    date: formatDate(lang, due.deadline),
  };
}

/**
 * Where the transfer goes and what it says, as the checkout's window showed it: the account
 * (when the provider gave one), the reference, the amount, the deadline; a test account said
 * to be one.
 */
function transferFacts(
  lang: Lang,
  order: OrderFacts,
  values: ReturnType<typeof transferValues>,
): Block[] {
  const account = order.transfer_instructions;
  const facts: [string, string][] = account
    ? [
        [fill(lang, 'beneficiary'), account.beneficiary],
        [fill(lang, 'iban'), formatIban(account.iban)],
        [fill(lang, 'bic'), account.bic],
      ]
    : [];
  facts.push(
    [fill(lang, 'reference'), values.reference],
    [fill(lang, 'amount'), values.amount],
    [fill(lang, 'payBy'), values.date],
  );
  const blocks: Block[] = [{ kind: 'facts', facts }];
  if (account?.test) blocks.push(paragraph(fill(lang, 'testAccount')));
  return blocks;
}

/**
 * Where and when a pickup is collected (docs/spec/marketplace.md §8): the shop's address and its
 * opening hours, the days named in the message's language; nothing for a part shipped, or
 * for a bookshop that has said neither.
 */
export function pickupFacts(lang: Lang, part: PartFacts): Block[] {
  if (part.shippingType !== 'Shop_pickup') return [];
  const { shop } = part;
  const town = [shop.postalCode, shop.city].filter(Boolean).join(' ');
  const address = [shop.street, town].filter(Boolean).join(', ');
  const facts: [string, string][] = [];
  if (address) facts.push([fill(lang, 'pickupAt'), address]);
  if (shop.openingHours) {
    const days = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    const week = shop.openingHours.map((ranges, i) => {
      // 2024-01-01 was a Monday.
      const day = days.format(new Date(Date.UTC(2024, 0, i + 1)));
      const hours = ranges.map((r) => `${r.from}–${r.to}`).join(', ') || fill(lang, 'closed');
      return `${day} ${hours}`;
    });
    facts.push([fill(lang, 'openingHours'), week.join('; ')]);
  }
  return facts.length > 0 ? [{ kind: 'facts', facts }] : [];
}

/** A bookshop's part: its lines, its shipping and what the shipping costs. */
function partTable(lang: Lang, part: PartFacts): Block {
  return {
    kind: 'table',
    heading: `${label(lang, fill(lang, 'bookshop'))} ${part.bookshopName}`,
    head: [fill(lang, 'book'), fill(lang, 'quantity'), fill(lang, 'amount')],
    rows: part.lines.map((line) => [
      line.title,
      String(line.qty),
      formatEuro(lang, line.totalCents),
    ]),
    foot: [
      [
        `${fill(lang, 'shipping')} (${shippingName(lang, part.shippingType)})`,
        formatEuro(lang, part.shippingCents),
      ],
    ],
  };
}

/** A line of a parcel: what the buyer paid for it, or what was given back for it. */
export interface ParcelLine {
  id: number;
  title: string;
  qty: number;
  amountCents: number;
}

/**
 * What a part's parcel holds and what the bookshop took out of it: the lines it supplies at
 * what the buyer paid for them (after the part's discount codes, spread as a rejection
 * spreads them), and the rejected ones with what was given back for each. The one place the
 * mail reads a line's rejected state.
 */
export function parcelOf(part: PartFacts): { kept: ParcelLine[]; rejected: ParcelLine[] } {
  const charged = lineCharges(part.lines, part.discountCents);
  const kept: ParcelLine[] = [];
  const rejected: ParcelLine[] = [];
  part.lines.forEach((line, i) => {
    const charge = charged[i] ?? line.totalCents;
    const given = chargeOfCopies(charge, line.qty, line.rejectedQty);
    const { id, title } = line;
    if (line.rejectedQty < line.qty)
      kept.push({ id, title, qty: line.qty - line.rejectedQty, amountCents: charge - given });
    if (line.rejectedQty > 0)
      rejected.push({ id, title, qty: line.rejectedQty, amountCents: given });
  });
  return { kept, rejected };
}

/** The parcel under `heading` at what was paid, then the lines not supplied with their refund. */
function parcelTables(lang: Lang, part: PartFacts, heading: string): Block[] {
  const { kept, rejected } = parcelOf(part);
  const rows = (lines: readonly ParcelLine[]) =>
    lines.map((line) => [line.title, String(line.qty), formatEuro(lang, line.amountCents)]);
  const blocks: Block[] = [
    {
      kind: 'table',
      heading,
      head: [fill(lang, 'book'), fill(lang, 'quantity'), fill(lang, 'paid')],
      rows: rows(kept),
      foot: [
        [
          `${fill(lang, 'shipping')} (${shippingName(lang, part.shippingType)})`,
          formatEuro(lang, part.shippingCents),
        ],
      ],
    },
  ];
  if (rejected.length > 0) {
    blocks.push({
      kind: 'table',
      heading: fill(lang, 'notSupplied'),
      head: [fill(lang, 'book'), fill(lang, 'quantity'), fill(lang, 'refund')],
      rows: rows(rejected),
      foot: [],
    });
  }
  return blocks;
}

/**
 * Where the money of a refund went, a sentence for each of its rows: back to the method that
 * paid (a bank transfer's to the account the buyer gives when the provider asks for it), back
 * to the Borsellino, or (a deferred payment not yet made) taken off what is owed.
 */
function refundParagraphs(lang: Lang, refunds: readonly RefundFacts[]): Block[] {
  return refunds
    .filter((refund) => refund.amountCents > 0)
    .map((refund) => {
      const amount = formatEuro(lang, refund.amountCents);
      switch (refund.to.kind) {
        case 'storeCredit':
          return paragraph(fill(lang, 'refundToStoreCredit', { amount }));
        case 'owed':
          return paragraph(fill(lang, 'refundOwed', { amount }));
        case 'method':
          return paragraph(
            fill(lang, 'refundToMethod', { amount, method: paymentName(lang, refund.to.method) }),
          );
        case 'bankAccount':
          return paragraph(fill(lang, 'refundToBankAccount', { amount, email: refund.to.email }));
      }
    });
}

/**
 * The order's amounts: its value (the total), and how it is paid, the Borsellino apart from
 * the payment method ('Borsellino 5,00 € + Carta 4,50 €').
 */
function totals(lang: Lang, order: OrderFacts): Block {
  const paid = orderPayment({
    totalCents: order.total_cents,
    storeCreditCents: order.store_credit_cents,
  });
  const facts: [string, string][] = [[fill(lang, 'goods'), formatEuro(lang, order.goods_cents)]];
  if (order.discount_cents > 0)
    facts.push([fill(lang, 'discount'), `-${formatEuro(lang, order.discount_cents)}`]);
  facts.push([fill(lang, 'shipping'), formatEuro(lang, order.shipping_cents)]);
  facts.push([fill(lang, 'total'), formatEuro(lang, paid.valueCents)]);
  const ways: string[] = [];
  if (paid.storeCreditCents > 0)
    ways.push(`${fill(lang, 'storeCredit')} ${formatEuro(lang, paid.storeCreditCents)}`);
  // An order the Borsellino paid whole has no method (paymentName names it the Borsellino).
  if (paid.methodCents > 0 || ways.length === 0)
    ways.push(`${paymentName(lang, order.payment_method)} ${formatEuro(lang, paid.methodCents)}`);
  facts.push([fill(lang, 'paymentMethod'), ways.join(' + ')]);
  return { kind: 'facts', facts };
}
