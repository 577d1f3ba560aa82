import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.ts';
import { ADMIN } from '../../test/demo-accounts.ts';
import { staffOf } from '../../test/accounts.ts';
import { engines, type Harness } from '../../test/harness.ts';
import { deferredPickupOrder, paidPickupOrder, shopWithBooks } from '../../test/paid-orders.ts';
import { loggedIn } from '../../test/shoppers.ts';

// docs/spec/deferred-payments.md: a public administration's deferred order, paid after its
// invoice; its refunds netted; what was received or repaid recorded by the administrator.

const PAYMENT = `
  orderNumber buyerEmail administration charged refundsOwed due received repaid balance state
  paid settlements { direction paidOn amount reference }`;
const LIST = `query DeferredPayments($state: DeferredPaymentState) {
  deferredPayments(state: $state) { ${PAYMENT} } }`;
const RECORD = `mutation Record($input: RecordSettlementInput!) {
  recordDeferredSettlement(input: $input) { ${PAYMENT} } }`;
const REJECT = `mutation Reject($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
  rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) { id refunded } }`;

interface DeferredPayment {
  orderNumber: string;
  administration: string | null;
  charged: string;
  refundsOwed: string;
  due: string;
  received: string;
  repaid: string;
  balance: string;
  state: string;
  paid: boolean;
  settlements: { direction: string; paidOn: string; amount: string; reference: string }[];
}

/** Today in Rome, YYYY-MM-DD: the latest day money can have moved. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
}

function record(admin: TestClient, input: Record<string, unknown>) {
  return admin.graphql<{ recordDeferredSettlement: DeferredPayment }>('Record', RECORD, {
    input: { direction: 'RECEIVED', paidOn: today(), ...input },
  });
}

for (const engine of engines()) {
  describe(`deferred payments (${engine.name})`, () => {
    const h: Harness = engine.setup();

    /** A new administration's deferred order of two books (10.00 and 25.00) at a new shop. */
    async function deferredOrder() {
      const shop = await shopWithBooks(h, [1_000, 2_500]);
      const order = await deferredPickupOrder(h, shop.books);
      return { ...order, shop };
    }

    async function statusOf(orderNumber: string) {
      return h.database.db
        .selectFrom('orders as o')
        .innerJoin('payments as pay', 'pay.order_id', 'o.id')
        .select(['o.status as order', 'pay.status as payment', 'o.paid_at'])
        .where('o.number', '=', orderNumber)
        .executeTakeFirstOrThrow();
    }

    async function rejectFirstLine(order: Awaited<ReturnType<typeof deferredOrder>>) {
      const staff = await staffOf(h, order.shop.bookshop);
      const rejected = await staff.graphql('Reject', REJECT, {
        partId: String(order.partId),
        lineIds: [String(order.lines[0]!.id)],
        reason: 'Copia danneggiata',
      });
      expect(rejected.errors).toBeUndefined();
    }

    it('lists the deferred order as owed, then moves it to paid once everything is received', async () => {
      const order = await deferredOrder();
      const admin = await loggedIn(h, ADMIN);
      const listed = await admin.graphql<{ deferredPayments: DeferredPayment[] }>(
        'DeferredPayments',
        LIST,
        { state: 'OUTSTANDING' },
      );
      expect(listed.errors).toBeUndefined();
      expect(
        listed.data!.deferredPayments.find((p) => p.orderNumber === order.orderNumber),
      ).toEqual(
        expect.objectContaining({
          administration: 'Comune di Prova',
          charged: '35.00',
          refundsOwed: '0.00',
          due: '35.00',
          balance: '35.00',
          state: 'OUTSTANDING',
          paid: false,
        }),
      );

      const first = await record(admin, {
        orderNumber: order.orderNumber,
        amount: '20.00',
        reference: 'CRO 0001',
      });
      expect(first.errors).toBeUndefined();
      expect(first.data!.recordDeferredSettlement).toMatchObject({
        received: '20.00',
        balance: '15.00',
        state: 'OUTSTANDING',
        paid: false,
      });
      expect(await statusOf(order.orderNumber)).toMatchObject({
        order: 'deferred',
        payment: 'processing',
        paid_at: null,
      });

      const second = await record(admin, {
        orderNumber: order.orderNumber.toLowerCase(),
        amount: '15',
        reference: 'CRO 0002',
      });
      expect(second.errors).toBeUndefined();
      expect(second.data!.recordDeferredSettlement).toMatchObject({
        received: '35.00',
        balance: '0.00',
        state: 'SETTLED',
        paid: true,
        settlements: [
          { direction: 'RECEIVED', paidOn: today(), amount: '20.00', reference: 'CRO 0001' },
          { direction: 'RECEIVED', paidOn: today(), amount: '15.00', reference: 'CRO 0002' },
        ],
      });
      const status = await statusOf(order.orderNumber);
      expect(status).toMatchObject({ order: 'paid', payment: 'succeeded' });
      expect(status.paid_at).not.toBeNull();

      const audit = await h.database.db
        .selectFrom('admin_events')
        .select('detail')
        .where('kind', '=', 'deferred_settlement')
        .where(sql<string>`detail ->> 'orderId'`, '=', String(order.orderId))
        .execute();
      expect(audit).toHaveLength(2);
    });

    it('nets a refund owed before the payment against what the administration owes', async () => {
      const order = await deferredOrder();
      await rejectFirstLine(order);
      const refund = await h.database.db
        .selectFrom('refunds')
        .select(['status', 'amount_cents'])
        .where('order_id', '=', order.orderId)
        .executeTakeFirstOrThrow();
      expect(refund).toEqual({ status: 'owed', amount_cents: 1_000 });

      const admin = await loggedIn(h, ADMIN);
      const tooMuch = await record(admin, {
        orderNumber: order.orderNumber,
        amount: '35.00',
        reference: 'CRO 1000',
      });
      expect(tooMuch.errors?.[0]?.extensions).toMatchObject({
        code: 'AMOUNT_ABOVE_BALANCE',
        field: 'amount',
      });
      // What is left, written as the reader's language writes money.
      expect(tooMuch.errors?.[0]?.message).toBe(
        'L’importo supera quanto resta da saldare (25,00\u00a0€)',
      );
      admin.cookies.set('user_language', 'en');
      const inEnglish = await record(admin, {
        orderNumber: order.orderNumber,
        amount: '35.00',
        reference: 'CRO 1000',
      });
      expect(inEnglish.errors?.[0]?.message).toBe(
        'The amount is more than what is left to settle (€25.00)',
      );
      admin.cookies.delete('user_language');

      const net = await record(admin, {
        orderNumber: order.orderNumber,
        amount: '25.00',
        reference: 'CRO 1001',
      });
      expect(net.data!.recordDeferredSettlement).toMatchObject({
        charged: '35.00',
        refundsOwed: '10.00',
        due: '25.00',
        received: '25.00',
        balance: '0.00',
        state: 'SETTLED',
        paid: true,
      });
      expect((await statusOf(order.orderNumber)).order).toBe('paid');
    });

    it('owes a refund made after the payment back to the administration until it is repaid', async () => {
      const order = await deferredOrder();
      const admin = await loggedIn(h, ADMIN);
      await record(admin, { orderNumber: order.orderNumber, amount: '35.00', reference: 'TRN 77' });
      await rejectFirstLine(order);

      const listed = await admin.graphql<{ deferredPayments: DeferredPayment[] }>(
        'DeferredPayments',
        LIST,
        { state: 'TO_REPAY' },
      );
      expect(
        listed.data!.deferredPayments.find((p) => p.orderNumber === order.orderNumber),
      ).toMatchObject({
        due: '25.00',
        received: '35.00',
        balance: '-10.00',
        state: 'TO_REPAY',
        paid: true,
      });
      const received = await record(admin, {
        orderNumber: order.orderNumber,
        amount: '0.01',
        reference: 'TRN 78',
      });
      expect(received.errors?.[0]?.extensions?.code).toBe('AMOUNT_ABOVE_BALANCE');

      const repaid = await record(admin, {
        orderNumber: order.orderNumber,
        direction: 'REPAID',
        amount: '10.00',
        reference: 'Bonifico 2026/118',
      });
      expect(repaid.data!.recordDeferredSettlement).toMatchObject({
        repaid: '10.00',
        balance: '0.00',
        state: 'SETTLED',
      });
      expect((await statusOf(order.orderNumber)).order).toBe('paid');
    });

    it('refuses what cannot be recorded, field by field, and records nothing', async () => {
      const order = await deferredOrder();
      const card = await paidPickupOrder(h, order.shop.books.slice(0, 1), [1]);
      const admin = await loggedIn(h, ADMIN);
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ amount: '0' }, 'INVALID_VALUE', 'amount'],
        [{ amount: '-5.00' }, 'INVALID_VALUE', 'amount'],
        [{ amount: '1.005' }, 'INVALID_VALUE', 'amount'],
        [{ reference: '   ' }, 'INVALID_VALUE', 'reference'],
        [{ reference: 'x'.repeat(141) }, 'INVALID_VALUE', 'reference'],
        [{ paidOn: '2026-02-30' }, 'INVALID_VALUE', 'paidOn'],
        [{ paidOn: '27/11/2026' }, 'INVALID_VALUE', 'paidOn'],
        [{ paidOn: '2099-01-01' }, 'INVALID_VALUE', 'paidOn'],
        [{ paidOn: '2000-01-01' }, 'INVALID_VALUE', 'paidOn'],
        [{ orderNumber: card.orderNumber }, 'NOT_FOUND', 'orderNumber'],
        [{ orderNumber: 'NESSUNO' }, 'NOT_FOUND', 'orderNumber'],
      ];
      for (const [input, code, field] of refusals) {
        const answer = await record(admin, {
          orderNumber: order.orderNumber,
          amount: '5.00',
          reference: 'CRO 5',
          ...input,
        });
        expect(answer.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({
          code,
          field,
        });
      }
      const rows = await h.database.db
        .selectFrom('deferred_settlements as s')
        .innerJoin('payments as pay', 'pay.id', 's.payment_id')
        .select('s.id')
        .where('pay.order_id', 'in', [order.orderId, card.orderId])
        .execute();
      expect(rows).toEqual([]);
    });

    it('records a reference once: sent again it is the same record, with other figures it is refused', async () => {
      const order = await deferredOrder();
      const admin = await loggedIn(h, ADMIN);
      const input = { orderNumber: order.orderNumber, amount: '5.00', reference: 'CRO 42' };
      expect((await record(admin, input)).errors).toBeUndefined();
      const again = await record(admin, input);
      expect(again.errors).toBeUndefined();
      expect(again.data!.recordDeferredSettlement).toMatchObject({ received: '5.00' });
      const changed = await record(admin, { ...input, amount: '6.00' });
      expect(changed.errors?.[0]?.extensions).toMatchObject({
        code: 'REFERENCE_ALREADY_RECORDED',
        field: 'reference',
      });
    });

    it('never records more than is owed, however many records arrive at once', async () => {
      const order = await deferredOrder();
      const admins = await Promise.all(Array.from({ length: 6 }, () => loggedIn(h, ADMIN)));
      const answers = await Promise.all(
        admins.map((admin, i) =>
          record(admin, { orderNumber: order.orderNumber, amount: '35.00', reference: `CRO ${i}` }),
        ),
      );
      expect(answers.filter((a) => a.errors === undefined)).toHaveLength(1);
      expect(
        answers.filter((a) => a.errors?.[0]?.extensions?.code === 'AMOUNT_ABOVE_BALANCE'),
      ).toHaveLength(5);

      const same = await deferredOrder();
      await Promise.all(
        admins.map((admin) =>
          record(admin, { orderNumber: same.orderNumber, amount: '35.00', reference: 'CRO 9' }),
        ),
      );
      const rows = await h.database.db
        .selectFrom('deferred_settlements as s')
        .innerJoin('payments as pay', 'pay.id', 's.payment_id')
        .select(['s.amount_cents'])
        .where('pay.order_id', 'in', [order.orderId, same.orderId])
        .execute();
      expect(rows).toEqual([{ amount_cents: 3_500 }, { amount_cents: 3_500 }]);
      expect((await statusOf(same.orderNumber)).order).toBe('paid');
    });
  });
}
