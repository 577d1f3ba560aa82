import type { Lang } from '@scaffale/domain/languages';
import { formatIban } from '@scaffale/domain/iban';
import { transferDue, type PaymentMethodCode } from '@scaffale/domain/payments';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import {
  formatDay,
  formatDayTime,
  formatEuro,
  renderMail,
  type Block,
  type MailContent,
  type RenderedMail,
} from './layout.ts';
import {
  isMailKind,
  orderFacts,
  partFacts,
  type MailKind,
  type OrderFacts,
  type PartFacts,
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
const emailChangePayload = linkPayload.extend({ email: z.string() });
const movePayload = z.object({
  role: z.string().nullish(),
  reason: z.string().nullish(),
  lineIds: z.array(z.number()).nullish(),
  refundedCents: z.number().int().nullish(),
  to: z.string().nullish(),
});

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
          ...parts.map((part) => partTable(lang, part)),
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
        date: part.confirmBy ? formatDayTime(lang, part.confirmBy) : '',
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
      if (kind === 'part_shipped') {
        blocks.push({
          kind: 'facts',
          facts: [
            [fill(lang, 'carrier'), part.carrier ?? ''],
            [fill(lang, 'trackingCode'), part.trackingCode ?? ''],
          ],
        });
      }
      blocks.push(partTable(lang, part), myOrders);
      return { subject: fill(lang, subject, values), name, blocks };
    }
    case 'lines_rejected':
    case 'part_cancelled': {
      const { order, part } = await orderAndPart(db, row);
      const move = movePayload.parse(row.payload);
      const values = {
        number: order.number,
        bookshop: part.bookshopName,
        amount: formatEuro(lang, move.refundedCents ?? 0),
        reason: move.reason ?? '',
      };
      if (kind === 'part_cancelled') {
        const byDeadline = move.role === 'system';
        return {
          subject: fill(lang, 'cancelledSubject', values),
          name,
          blocks: [
            paragraph(fill(lang, byDeadline ? 'cancelledByDeadline' : 'cancelledByBuyer', values)),
            myOrders,
          ],
        };
      }
      const rejected = new Set(move.lineIds ?? []);
      const lines = part.lines.filter((line) => rejected.has(line.id));
      return {
        subject: fill(lang, 'rejectedSubject', values),
        name,
        blocks: [
          paragraph(fill(lang, 'rejectedText', values)),
          {
            kind: 'table',
            heading: part.bookshopName,
            head: [fill(lang, 'book'), fill(lang, 'quantity')],
            rows: lines.map((line) => [line.title, String(line.qty)]),
            foot: [],
          },
          paragraph(fill(lang, move.to === 'REJECTED' ? 'rejectedWhole' : 'rejectedRest')),
          myOrders,
        ],
      };
    }
  }
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
    date: formatDay(lang, due.deadline),
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

/** A bookshop's part: its lines, its shipping and what the shipping costs. */
function partTable(lang: Lang, part: PartFacts): Block {
  return {
    kind: 'table',
    heading: `${fill(lang, 'bookshop')}: ${part.bookshopName}`,
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

function totals(lang: Lang, order: OrderFacts): Block {
  const facts: [string, string][] = [[fill(lang, 'goods'), formatEuro(lang, order.goods_cents)]];
  if (order.discount_cents > 0)
    facts.push([fill(lang, 'discount'), `-${formatEuro(lang, order.discount_cents)}`]);
  facts.push([fill(lang, 'shipping'), formatEuro(lang, order.shipping_cents)]);
  if (order.store_credit_cents > 0)
    facts.push([fill(lang, 'storeCredit'), `-${formatEuro(lang, order.store_credit_cents)}`]);
  facts.push([fill(lang, 'total'), formatEuro(lang, order.total_cents)]);
  facts.push([
    fill(lang, 'paymentMethod'),
    paymentName(lang, order.payment_method as PaymentMethodCode | null),
  ]);
  return { kind: 'facts', facts };
}
