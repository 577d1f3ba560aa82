import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { countStatements, recordStatements } from '../../db/database.ts';
import type { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, GIULIA, JANE, MARIO, PA } from '../../test/demo-accounts.ts';
import {
  basketLinesOf,
  bookOf,
  orderOf,
  userIdOf,
  withoutStoreCredit as withoutStoreCreditOf,
} from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { ADD_PRODUCT } from '../../test/operations.ts';
import { placePickupOrder } from '../../test/shoppers.ts';
import { tradingHistory } from '../../test/trading-history.ts';
import { expireUnpaidOrders } from '../orders/expiry.ts';
import { applyPaymentStatus } from './payments.service.ts';
import type { ProviderPaymentStatus } from './provider.ts';

/** A node of EXPLAIN (FORMAT JSON)'s plan, with the fields the tests read. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * The plan's reads of the whole of one of the `tables` or of one of their indexes (but a
 * partial one, `selective`, which holds only the rows asked for), and of all an account's
 * orders.
 */
function wholeReads(
  node: PlanNode,
  tables: readonly string[],
  selective: ReadonlySet<string>,
): string[] {
  const type = node['Node Type'];
  const index = node['Index Name'];
  const table = node['Relation Name'] ?? '';
  const own =
    index === 'orders_user_id_idx'
      ? [`all an account's orders (${type})`]
      : !tables.includes(table) && type !== 'Bitmap Index Scan' // which names no table
        ? []
        : type === 'Seq Scan'
          ? [`Seq Scan on ${table}`]
          : index && !node['Index Cond'] && !selective.has(index)
            ? [`the whole of ${index} (${type})`]
            : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeReads(child, tables, selective))];
}

/** A statement's parameter as the text the driver sends for it (an array as PostgreSQL's). */
function asText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const item = (v: unknown) =>
      v === null ? 'NULL' : `"${asText(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    return `{${value.map(item).join(',')}}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A statement's parameter as an untyped literal for EXECUTE: it takes the parameter's type. */
function asLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return `'${asText(value).replaceAll("'", "''")}'`;
}

for (const engine of engines()) {
  describe(`payments in the sandbox (${engine.name})`, () => {
    const h = engine.setup();
    let nextBook = 0;
    let lastBook = 0;

    /**
     * A logged-in buyer whose basket holds only one pickup book (a different one each time,
     * from the first of the bookshop's books, or from its last).
     */
    async function buyerWithOneBook(email: string, from: 'asc' | 'desc' = 'asc') {
      const skip = from === 'asc' ? nextBook++ : lastBook++;
      return buyerWithBook(email, await bookOf(h.database.db, 'Libreria Centrale', 2, skip, from));
    }

    /** A logged-in buyer whose basket holds only `book`. */
    async function buyerWithBook<B extends { id: number }>(email: string, book: B) {
      const { db } = h.database;
      await db
        .deleteFrom('baskets')
        .where('user_id', '=', await userIdOf(db, email))
        .execute();
      const client = h.client();
      await client.login(email, DEMO_PASSWORD);
      await client.graphql('AddProduct', ADD_PRODUCT, { productId: String(book.id) });
      return { client, book };
    }

    /** No store credit, which would pay an order at once. */
    async function withoutStoreCredit(email: string): Promise<void> {
      await withoutStoreCreditOf(h.database.db, email);
    }

    /** A logged-in buyer, without store credit, with a pending order for one pickup book. */
    async function pendingOrder(
      email = MARIO,
    ): Promise<{ client: TestClient; orderNumber: string }> {
      await withoutStoreCredit(email);
      const { client, book } = await buyerWithOneBook(email);
      return { client, orderNumber: await placePickupOrder(client, book) };
    }

    /** The order's state as the confirmation page sees it (it asks the provider first). */
    async function confirmedStatus(client: TestClient, orderNumber: string): Promise<string> {
      const response = await client.get(`/api/conferma-ordine/${orderNumber}/`, {
        accept: 'application/json',
      });
      return (response.json() as { status: string }).status;
    }

    async function cardIntent(client: TestClient, orderNumber: string, kind = 'card') {
      const response = await client.post(`/api/stripe/create-payment-intent/${kind}/`, {
        orderNumber,
      });
      expect(response.statusCode).toBe(200);
      return response.json().clientSecret as string;
    }

    /**
     * A buyer without store credit with a pending order, and its card intent, for a book
     * restocked to plenty (the same one each time: the other tests' books are left alone).
     */
    async function cardIntentOfPlentifulBook(email: string) {
      const { db } = h.database;
      await withoutStoreCredit(email);
      const book = await bookOf(db, 'Libreria Centrale', 2, 0, 'desc');
      await db.updateTable('products').set({ available: 50 }).where('id', '=', book.id).execute();
      const { client } = await buyerWithBook(email, book);
      const orderNumber = await placePickupOrder(client, book);
      return { client, book, orderNumber, clientSecret: await cardIntent(client, orderNumber) };
    }

    it('pays by card: the order is paid, the basket emptied, the confirmation shows it', async () => {
      const { db } = h.database;
      const { client, orderNumber } = await pendingOrder();
      const clientSecret = await cardIntent(client, orderNumber);
      expect(await cardIntent(client, orderNumber)).toBe(clientSecret);
      const confirmed = await client.post('/api/sandbox/confirm/', {
        clientSecret,
        number: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      });
      expect(confirmed.json()).toEqual({ status: 'succeeded', error: null });
      // The provider's event arrives after its answer, and moves the order by itself.
      await vi.waitFor(async () => expect((await orderOf(db, orderNumber)).status).toBe('paid'));
      const order = await orderOf(db, orderNumber);
      expect(order).toMatchObject({ status: 'paid', payment_method: 'STRIPE' });
      // Paid: no other payment for it, by any method.
      const payments = () =>
        db.selectFrom('payments').select('method').where('order_id', '=', order.id).execute();
      expect(await payments()).toEqual([{ method: 'STRIPE' }]);
      const again = await client.post('/api/stripe/create-payment-intent/wiretransfer/', {
        orderNumber,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
      expect(await payments()).toEqual([{ method: 'STRIPE' }]);
      expect(await orderOf(db, orderNumber)).toMatchObject({ payment_method: 'STRIPE' });
      const summary = await client.get(`/api/conferma-ordine/${orderNumber}/`, {
        accept: 'application/json',
      });
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toMatchObject({
        orderNumber,
        status: 'paid',
        parts: [{ bookshop: { name: 'Libreria Centrale' } }],
      });
      const page = await client.get(`/api/conferma-ordine/${orderNumber}/`, {
        accept: 'text/html',
      });
      expect(page.statusCode).toBe(404); // no built web app in these tests: the page is the SPA's
    });

    it('places an order, creates its intent and shows the paid confirmation in a few statements', async () => {
      const { db } = h.database;
      const { client, book } = await buyerWithOneBook(MARIO);
      const created = await countStatements(() => placePickupOrder(client, book));
      // Begin, the locked basket with its lines (the session's account a subquery of it),
      // the pricing with the pending orders, the copies the account's unpaid orders hold
      // (its cap), the order with its parts and lines and the shipping chosen remembered in
      // the basket (it changed), the stock, commit (sent with the stock on PostgreSQL). A
      // deployment that caps the copies per client address takes that address's lock too
      // (orders/unpaid-copies.test.ts).
      expect(created.count).toBe(7);
      const orderNumber = created.result;
      const basket = await db
        .selectFrom('baskets')
        .select('selected_shippings')
        .where('user_id', '=', await userIdOf(db, MARIO))
        .executeTakeFirstOrThrow();
      expect(basket.selected_shippings).toEqual([
        { codelib: String(book.bookshop_id), shipping: 'Shop_pickup' },
      ]);
      // xmin: the transaction that wrote the order row's current version.
      const version = async () =>
        (
          await sql<{ xmin: string; payment_method: string | null }>`
            SELECT xmin::text, payment_method FROM orders WHERE number = ${orderNumber}`.execute(db)
        ).rows[0];
      const placed = await version();
      const intent = await countStatements(() => cardIntent(client, orderNumber));
      // The order with our payment row for it (the session's account a subquery), the
      // provider's intent (the sandbox's own table) and its reference recorded: no
      // transaction.
      expect(intent.count).toBe(3);
      // The order records the method it is paid with; asked again with the same one, its
      // row is left as it is.
      const chosen = await version();
      expect(chosen).toMatchObject({ payment_method: 'STRIPE' });
      expect(chosen!.xmin).not.toBe(placed!.xmin);
      expect(await cardIntent(client, orderNumber)).toBe(intent.result);
      expect(await version()).toEqual(chosen);
      const confirmed = await countStatements(() =>
        client.post('/api/sandbox/confirm/', {
          clientSecret: intent.result,
          number: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
        }),
      );
      expect(confirmed.result.json()).toEqual({ status: 'succeeded', error: null });
      // The sandbox's intent moved by its client secret, the session's account checked in
      // the same statement (its webhook comes after the answer).
      expect(confirmed.count).toBe(1);
      await vi.waitFor(async () => expect((await orderOf(db, orderNumber)).status).toBe('paid'));
      const page = await countStatements(() => confirmedStatus(client, orderNumber));
      expect(page.result).toBe('paid');
      // The order with its lines and unfinished payments (none: the provider is not asked),
      // the session's account a subquery of it.
      expect(page.count).toBe(1);
    });

    it('finds every row by index, from the placing of an order to its page and to its cancellation', async () => {
      const { db } = h.database;
      // Books of a bookshop the other tests here leave alone: theirs are Libreria Centrale's.
      const book = await bookOf(db, 'Pagine Sparse', 3, 0);
      const spare = await bookOf(db, 'Pagine Sparse', 3, 1);
      const { client } = await buyerWithBook(MARIO, book);
      // Giulia without store credit, so that her order stays pending, with a book of which
      // she can add a second copy.
      await db
        .updateTable('wallets')
        .set({ balance_cents: 0 })
        .where('user_id', '=', await userIdOf(db, GIULIA))
        .execute();
      const second = await buyerWithBook(GIULIA, spare);
      const { statements } = await recordStatements(async () => {
        const paid = await placePickupOrder(client, book);
        const clientSecret = await cardIntent(client, paid);
        await client.post('/api/sandbox/confirm/', {
          clientSecret,
          number: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
        });
        await vi.waitFor(async () => expect((await orderOf(db, paid)).status).toBe('paid'));
        expect(await confirmedStatus(client, paid)).toBe('paid');
        // A pending order replaced by the next checkout of a changed basket is cancelled.
        const cancelled = await placePickupOrder(second.client, spare);
        await second.client.graphql('AddProduct', ADD_PRODUCT, { productId: String(spare.id) });
        await placePickupOrder(second.client, spare);
        expect((await orderOf(db, cancelled)).status).toBe('cancelled');
        // The job that cancels the orders left unpaid (none of these yet).
        await expireUnpaidOrders(db);
      });
      // A statement reading a table from end to end (or all of an account's orders) costs
      // more with every order and account added. Each named statement is planned once for
      // any values (a generic plan) and the plan kept; here, as in a shop that has been
      // trading, with its statistics.
      await tradingHistory(db, { accounts: 2000, ordersEach: 5, soldOutBooks: 5000 });
      const growing = ['orders', 'order_parts', 'order_lines', 'payments', 'sandbox_payments'];
      growing.push('products', 'users', 'sessions', 'wallets', 'baskets', 'basket_lines');
      const fullReads: string[] = [];
      await db.transaction().execute(async (tx) => {
        await sql`SET LOCAL plan_cache_mode = force_generic_plan`.execute(tx);
        const partial = await sql<{ indexname: string }>`
          SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE '% WHERE %'`.execute(
          tx,
        );
        const selective = new Set(partial.rows.map((r) => r.indexname));
        // Those that have a plan (not the transactions' begin and commit).
        const planned = /^\s*(\/\*.*?\*\/\s*)?(select|with|insert|update|delete)\b/i;
        for (const [i, statement] of statements.filter((s) => planned.test(s.sql)).entries()) {
          await tx.executeQuery(CompiledQuery.raw(`PREPARE generic_${i} AS ${statement.sql}`));
          const values = statement.parameters.map(asLiteral).join(', ');
          const explained = await tx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            CompiledQuery.raw(
              `EXPLAIN (FORMAT JSON) EXECUTE generic_${i}${values ? `(${values})` : ''}`,
            ),
          );
          await tx.executeQuery(CompiledQuery.raw(`DEALLOCATE generic_${i}`));
          const plan = explained.rows[0]!['QUERY PLAN'][0].Plan;
          for (const read of wholeReads(plan, growing, selective))
            fullReads.push(`${read}: ${statement.sql.trim().slice(0, 200)}`);
        }
      });
      expect(statements.length).toBeGreaterThan(15);
      expect(fullReads).toEqual([]);
    });

    it('shows an order paid whose webhook has not arrived, asking the provider, in one move', async () => {
      const { db } = h.database;
      const { client, book } = await buyerWithOneBook(MARIO, 'desc');
      const orderNumber = await placePickupOrder(client, book);
      const clientSecret = await cardIntent(client, orderNumber);
      // Paid at the provider, its event still on the way: the page must not wait for it.
      await db
        .updateTable('sandbox_payments')
        .set({ status: 'succeeded' })
        .where('client_secret', '=', clientSecret)
        .execute();
      expect((await orderOf(db, orderNumber)).status).toBe('pending');
      expect(await basketLinesOf(db, MARIO)).toHaveLength(1);
      const page = await countStatements(() => confirmedStatus(client, orderNumber));
      expect(page.result).toBe('paid');
      // The order, the provider asked (the sandbox's own table), the payment and its order
      // moved in one statement with no transaction, which answers the order's new status:
      // the order is not read again.
      expect(page.count).toBe(3);
      const order = await orderOf(db, orderNumber);
      expect(order.paid_at).not.toBeNull();
      const payment = await db
        .selectFrom('payments')
        .select('status')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe('succeeded');
      // The order's book left the basket when the order was placed by the payment.
      expect(await basketLinesOf(db, MARIO)).toEqual([]);
      // Asked again, the provider agrees with us: one read, nothing moved.
      const again = await countStatements(() => confirmedStatus(client, orderNumber));
      expect(again).toEqual({ result: 'paid', count: 1 });
    });

    it("shows the status the provider's answer moved the order to, without reading it again", async () => {
      const { db } = h.database;
      // A book of another bookshop: the others' tests take Libreria Centrale's one by one.
      const { client, book } = await buyerWithBook(MARIO, await bookOf(db, 'Libreria del Porto'));
      const orderNumber = await placePickupOrder(client, book, { paymentMethod: 'STRIPE_WT' });
      const clientSecret = await cardIntent(client, orderNumber, 'wiretransfer');
      const atProvider = (status: ProviderPaymentStatus) =>
        db
          .updateTable('sandbox_payments')
          .set({ status })
          .where('client_secret', '=', clientSecret)
          .execute();
      // The transfer's instructions given (processing at the provider), its webhook not
      // here yet: the page's move takes the order to awaiting_transfer, and shows it so.
      await atProvider('processing');
      const shown = await client.get(`/api/conferma-ordine/${orderNumber}/`, {
        accept: 'application/json',
      });
      expect(shown.json()).toMatchObject({
        status: 'awaiting_transfer',
        bankTransfer: { reference: orderNumber },
      });
      await atProvider('succeeded');
      expect(await confirmedStatus(client, orderNumber)).toBe('paid');
      // The move answers the order's status whether it moved it or found it moved (by a
      // webhook, say): here nothing is left to move. A payment we do not have: null.
      const { provider_ref: ref } = await db
        .selectFrom('payments')
        .select('provider_ref')
        .where('client_secret', '=', clientSecret)
        .executeTakeFirstOrThrow();
      expect(await applyPaymentStatus(db, () => null, 'sandbox', ref!, 'succeeded')).toBe('paid');
      expect(
        await applyPaymentStatus(db, () => null, 'sandbox', 'sb_pi_unknown', 'succeeded'),
      ).toBeNull();
    });

    it('keeps a declined order payable, then takes a good card', async () => {
      const { db } = h.database;
      const { client, orderNumber } = await pendingOrder();
      const clientSecret = await cardIntent(client, orderNumber);
      const declined = await client.post('/api/sandbox/confirm/', {
        clientSecret,
        number: '4000000000000002',
        expiry: '12/34',
        cvc: '123',
      });
      expect(declined.json()).toEqual({ status: 'failed', error: 'La carta è stata rifiutata' });
      expect(await confirmedStatus(client, orderNumber)).toBe('pending');
      const good = await client.post('/api/sandbox/confirm/', {
        clientSecret,
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      expect(good.json().status).toBe('succeeded');
      expect(await confirmedStatus(client, orderNumber)).toBe('paid');
      expect((await orderOf(db, orderNumber)).status).toBe('paid');
    });

    it('asks for the extra authentication step when the card needs it', async () => {
      const { client, orderNumber } = await pendingOrder();
      const clientSecret = await cardIntent(client, orderNumber);
      const first = await client.post('/api/sandbox/confirm/', {
        clientSecret,
        number: '4000002760003184',
        expiry: '12/34',
        cvc: '123',
      });
      expect(first.json().status).toBe('requires_action');
      expect(await confirmedStatus(client, orderNumber)).toBe('pending');
      const approved = await client.post('/api/sandbox/authenticate/', {
        clientSecret,
        approve: true,
      });
      expect(approved.json().status).toBe('succeeded');
      expect(await confirmedStatus(client, orderNumber)).toBe('paid');
    });

    it('refuses invalid card details without touching the order', async () => {
      const { db } = h.database;
      const { client, orderNumber } = await pendingOrder();
      const clientSecret = await cardIntent(client, orderNumber);
      client.cookies.set('user_language', 'en');
      const invalid = await client.post('/api/sandbox/confirm/', {
        clientSecret,
        number: '4242424242424241',
        expiry: '12/34',
        cvc: '123',
      });
      expect(invalid.json()).toEqual({ status: 'failed', error: 'Invalid card details' });
      const expired = await client.post('/api/sandbox/confirm/', {
        clientSecret,
        number: '4242424242424242',
        expiry: '01/20',
        cvc: '123',
      });
      expect(expired.json().status).toBe('failed');
      expect((await orderOf(db, orderNumber)).status).toBe('pending');
    });

    it('waits for a bank transfer, then marks the order paid when it arrives', async () => {
      const { db } = h.database;
      const { client, orderNumber } = await pendingOrder(GIULIA);
      const clientSecret = await cardIntent(client, orderNumber, 'wiretransfer');
      const confirmed = await client.post('/api/sandbox/confirm/', { clientSecret });
      expect(confirmed.json().status).toBe('processing');
      expect(await confirmedStatus(client, orderNumber)).toBe('awaiting_transfer');
      const summary = (
        await client.get(`/api/conferma-ordine/${orderNumber}/`, { accept: 'application/json' })
      ).json();
      expect(summary.bankTransfer.reference).toBe(orderNumber);
      const payment = await db
        .selectFrom('payments')
        .select('provider_ref')
        .where('order_id', '=', (await orderOf(db, orderNumber)).id)
        .executeTakeFirstOrThrow();
      const { SandboxProvider } = await import('./sandbox/sandbox-provider.ts');
      const { processProviderEvent } = await import('./payments.service.ts');
      const sandbox: InstanceType<typeof SandboxProvider> = new SandboxProvider(
        db,
        'test',
        (event) => processProviderEvent(db, () => sandbox, 'sandbox', event).then(() => undefined),
      );
      await sandbox.transferReceived(payment.provider_ref!);
      await sandbox.settled();
      expect((await orderOf(db, orderNumber)).status).toBe('paid');
    });

    it('applies events in any order: a payment never goes back, its order moves only forward', async () => {
      const { db } = h.database;
      const { processProviderEvent } = await import('./payments.service.ts');
      let eventNumber = 0;
      const send = (
        providerRef: string,
        status: ProviderPaymentStatus,
        id = `evt_order_${(eventNumber += 1)}`,
      ) =>
        processProviderEvent(db, () => null, 'sandbox', {
          id,
          type: `payment_intent.${status}`,
          providerRef,
          status,
          payload: {},
        });
      const paymentOf = (orderNumber: string) =>
        db
          .selectFrom('payments')
          .innerJoin('orders', 'orders.id', 'payments.order_id')
          .select([
            'payments.provider_ref',
            'payments.method',
            'payments.status',
            'orders.status as order_status',
            'orders.paid_at',
          ])
          .where('orders.number', '=', orderNumber)
          .executeTakeFirstOrThrow();
      const basketBooks = async (email: string) =>
        (
          await db
            .selectFrom('basket_lines')
            .innerJoin('baskets', 'baskets.id', 'basket_lines.basket_id')
            .select('basket_lines.product_id')
            .where('baskets.user_id', '=', await userIdOf(db, email))
            .execute()
        ).map((line) => line.product_id);

      // A card: failed, then succeeded (paid, the book out of the basket), then late news.
      const card = await pendingOrder(MARIO);
      await cardIntent(card.client, card.orderNumber);
      const ref = (await paymentOf(card.orderNumber)).provider_ref!;
      expect(await basketBooks(MARIO)).toHaveLength(1);
      // An event stored already (by another process, say) moves nothing.
      await db
        .insertInto('provider_events')
        .values({
          provider: 'sandbox',
          event_id: 'evt_stored_before',
          type: 'payment_intent.succeeded',
          payload: '{}',
          processed_at: new Date(),
        })
        .execute();
      expect(await send(ref, 'succeeded', 'evt_stored_before')).toBe(false);
      expect(await paymentOf(card.orderNumber)).toMatchObject({
        status: 'created',
        order_status: 'pending',
      });
      expect(await send(ref, 'failed')).toBe(true);
      expect(await paymentOf(card.orderNumber)).toMatchObject({
        status: 'failed',
        order_status: 'pending',
        paid_at: null,
      });
      expect(await basketBooks(MARIO)).toHaveLength(1);
      expect(await send(ref, 'succeeded')).toBe(true);
      const paid = await paymentOf(card.orderNumber);
      expect(paid).toMatchObject({ status: 'succeeded', order_status: 'paid' });
      expect(paid.paid_at).toBeInstanceOf(Date);
      expect(await basketBooks(MARIO)).toEqual([]);
      for (const late of ['processing', 'failed', 'requires_action', 'created'] as const) {
        expect(await send(ref, late)).toBe(true);
        expect(await paymentOf(card.orderNumber)).toEqual(paid);
      }
      // The same event again changes nothing and says so.
      expect(await send(ref, 'succeeded', 'evt_order_2')).toBe(false);

      // A bank transfer: awaiting it takes the book out of the basket once; a copy added back
      // afterwards stays there when the money arrives.
      const transfer = await pendingOrder(GIULIA);
      await cardIntent(transfer.client, transfer.orderNumber, 'wiretransfer');
      const transferRef = (await paymentOf(transfer.orderNumber)).provider_ref!;
      expect((await paymentOf(transfer.orderNumber)).method).toBe('STRIPE_WT');
      const [book] = await basketBooks(GIULIA);
      expect(await send(transferRef, 'processing')).toBe(true);
      expect(await paymentOf(transfer.orderNumber)).toMatchObject({
        status: 'processing',
        order_status: 'awaiting_transfer',
        paid_at: null,
      });
      expect(await basketBooks(GIULIA)).toEqual([]);
      await transfer.client.graphql('AddProduct', ADD_PRODUCT, { productId: String(book) });
      expect(await send(transferRef, 'requires_action')).toBe(true);
      expect(await paymentOf(transfer.orderNumber)).toMatchObject({
        status: 'requires_action',
        order_status: 'awaiting_transfer',
      });
      expect(await send(transferRef, 'succeeded')).toBe(true);
      expect(await paymentOf(transfer.orderNumber)).toMatchObject({
        status: 'succeeded',
        order_status: 'paid',
      });
      expect(await basketBooks(GIULIA)).toEqual([book]);

      // About no payment of ours: stored, nothing else.
      expect(await send('sb_pi_unknown', 'succeeded')).toBe(true);
    });

    it('pays with PayPal through the client token and the approval nonce', async () => {
      const { db } = h.database;
      const { client, orderNumber } = await pendingOrder();
      const token = await client.post('/api/braintree/client-token/', { orderNumber });
      expect(token.json()).toMatchObject({
        clientToken: expect.any(String),
        paymentId: expect.any(String),
      });
      const declined = await client.post('/api/braintree/payment-approved/', {
        orderNumber,
        paymentMethodNonce: 'fake-paypal-declined-nonce',
        paymentId: token.json().paymentId,
      });
      expect(declined.json()).toMatchObject({ success: false });
      expect((await orderOf(db, orderNumber)).status).toBe('pending');
      const { orderNumber: second, client: buyer } = await pendingOrder(PA);
      const approved = await buyer.post('/api/braintree/payment-approved/', {
        orderNumber: second,
        paymentMethodNonce: 'fake-paypal-approved-nonce',
      });
      expect(approved.json()).toEqual({ success: true, error: null });
      expect((await orderOf(db, second)).status).toBe('paid');
    });

    it('cancels the card intent of an order a newer one replaced: its open tab cannot pay, and says why', async () => {
      const { db } = h.database;
      const email = MARIO;
      const {
        client,
        book,
        orderNumber: first,
        clientSecret,
      } = await cardIntentOfPlentifulBook(email);

      // Another tab: the basket changes, and the new order replaces the first.
      const other = h.client();
      await other.login(email, DEMO_PASSWORD);
      await other.graphql('AddProduct', ADD_PRODUCT, { productId: String(book.id) });
      const second = await placePickupOrder(other, book);
      expect(second).not.toBe(first);
      expect((await orderOf(db, first)).status).toBe('cancelled');
      const intentOf = () =>
        db
          .selectFrom('sandbox_payments')
          .select('status')
          .where('client_secret', '=', clientSecret)
          .executeTakeFirstOrThrow();
      expect((await intentOf()).status).toBe('cancelled');

      // The first tab's card form, still open, confirms with the test card: refused, saying why.
      const confirmed = await client.post('/api/sandbox/confirm/', {
        clientSecret,
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      expect(confirmed.json()).toEqual({
        status: 'failed',
        error: expect.stringMatching(/sostituito da uno più recente/),
        orderReplaced: true,
      });
      // A payment form opened on it now says so rather than taking a card; so does its page.
      const reopened = await client.post('/api/stripe/create-payment-intent/card/', {
        orderNumber: first,
      });
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json()).toMatchObject({
        code: 'ORDER_REPLACED',
        detail: expect.stringMatching(/sostituito da uno più recente/),
      });
      const page = await client.get(`/api/conferma-ordine/${first}/`, {
        accept: 'application/json',
      });
      expect(page.json()).toMatchObject({ status: 'cancelled', replaced: true, refund: null });
      expect((await intentOf()).status).toBe('cancelled');
      expect((await orderOf(db, first)).status).toBe('cancelled');
      // Our record of it follows the provider's (its event).
      await vi.waitFor(
        async () => {
          const payments = await db
            .selectFrom('payments')
            .select('status')
            .where('order_id', '=', (await orderOf(db, first)).id)
            .execute();
          expect(payments.map((p) => p.status)).toEqual(['cancelled']);
        },
        { timeout: 5_000 },
      );
      // The order that replaced it pays as usual.
      const secret = await cardIntent(other, second);
      const paid = await other.post('/api/sandbox/confirm/', {
        clientSecret: secret,
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      expect(paid.json()).toEqual({ status: 'succeeded', error: null });
    });

    it('cancels at the provider the card intent of an abandoned order the expiry job cancels', async () => {
      const { db } = h.database;
      const { client, orderNumber, clientSecret } = await cardIntentOfPlentifulBook(JANE);
      const { created_at: placedAt } = await db
        .selectFrom('orders')
        .select('created_at')
        .where('number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      const later = new Date(placedAt.getTime() + 3 * 60 * 60 * 1000);
      // Orders other tests left pending may expire with it; this one is what is checked.
      await expireUnpaidOrders(db, later, { onCancelled: (ids) => h.app.cancelOrderPayments(ids) });
      expect((await orderOf(db, orderNumber)).status).toBe('cancelled');
      const intent = await db
        .selectFrom('sandbox_payments')
        .select('status')
        .where('client_secret', '=', clientSecret)
        .executeTakeFirstOrThrow();
      expect(intent.status).toBe('cancelled');
      const paid = await client.post('/api/sandbox/confirm/', {
        clientSecret,
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      expect(paid.json()).toMatchObject({ status: 'failed' });
    });

    it('caps the bank transfers an account may leave unpaid, with a clear message; a card still pays', async () => {
      const { db } = h.database;
      const email = JANE;
      const { buildApp } = await import('../../app.ts');
      const { testConfig } = await import('../../test/harness.ts');
      const { TestClient } = await import('../../test/client.ts');
      const capped = await buildApp({ ...testConfig, maxUnpaidTransfers: 1 }, h.database);
      try {
        // One book with copies enough for both orders (the other tests' books are left alone).
        const book = await bookOf(db, 'Libreria Centrale', 2, 0, 'desc');
        await db.updateTable('products').set({ available: 50 }).where('id', '=', book.id).execute();
        const first = await buyerWithBook(email, book);
        const firstOrder = await placePickupOrder(first.client, first.book);
        await cardIntent(first.client, firstOrder, 'wiretransfer');
        // The provider has told us the transfer is on its way: the order holds its stock.
        await db
          .updateTable('orders')
          .set({ status: 'awaiting_transfer' })
          .where('number', '=', firstOrder)
          .execute();
        const second = await buyerWithBook(email, book);
        const secondOrder = await placePickupOrder(second.client, second.book);
        const sameSession = new TestClient(capped);
        for (const [name, value] of second.client.cookies) sameSession.cookies.set(name, value);
        const refused = await sameSession.post('/api/stripe/create-payment-intent/wiretransfer/', {
          orderNumber: secondOrder,
        });
        expect(refused.statusCode).toBe(409);
        // In jane's language: her account's, which the login put in the cookie.
        expect(refused.json()).toEqual({
          code: 'TOO_MANY_UNPAID_TRANSFERS',
          detail: expect.stringMatching(/^You already have 1 orders awaiting a bank transfer/),
        });
        expect(
          await db
            .selectFrom('payments')
            .select('id')
            .where('order_id', '=', (await orderOf(db, secondOrder)).id)
            .execute(),
        ).toEqual([]);
        const card = await sameSession.post('/api/stripe/create-payment-intent/card/', {
          orderNumber: secondOrder,
        });
        expect(card.statusCode).toBe(200);
      } finally {
        await capped.close();
      }
    });

    it('signs sandbox events with a random key of the installation when no SESSION_SECRET is set', async () => {
      const { db } = h.database;
      const { buildApp } = await import('../../app.ts');
      const { testConfig } = await import('../../test/harness.ts');
      const { SandboxProvider } = await import('./sandbox/sandbox-provider.ts');
      const unset = { ...testConfig, sessionSecret: null };
      const [first, second] = [
        await buildApp(unset, h.database),
        await buildApp(unset, h.database),
      ];
      try {
        const body = Buffer.from(
          JSON.stringify({
            id: 'evt_forged',
            type: 'payment_intent.succeeded',
            providerRef: 'sb_pi_unknown',
            status: 'succeeded',
            payload: {},
          }),
        );
        const send = (app: typeof first, key: string) =>
          app.inject({
            method: 'POST',
            url: '/api/webhooks/sandbox/',
            headers: {
              'content-type': 'application/json',
              'x-sandbox-signature': new SandboxProvider(db, key, async () => {}).sign(body),
            },
            payload: body,
          });
        // The key the code used to fall back on is public: it signs nothing here.
        expect((await send(first, 'sandbox:scaffale')).statusCode).toBe(400);
        // One key for the installation, the same in every process, kept in the database.
        const kept = await db
          .selectFrom('installation_keys')
          .select('key')
          .where('name', '=', 'sandbox-webhook')
          .executeTakeFirstOrThrow();
        expect(kept.key).toMatch(/^[0-9a-f]{64}$/);
        for (const app of [first, second]) {
          expect((await send(app, kept.key)).json()).toEqual({ received: true, ignored: true });
        }
      } finally {
        await first.close();
        await second.close();
      }
    });

    it('asks the provider for the status a webhook claims, processes a replay once, refuses a bad signature', async () => {
      const { db } = h.database;
      const { client, orderNumber } = await pendingOrder();
      await cardIntent(client, orderNumber);
      const payment = await db
        .selectFrom('payments')
        .select('provider_ref')
        .where('order_id', '=', (await orderOf(db, orderNumber)).id)
        .executeTakeFirstOrThrow();
      const { SandboxProvider } = await import('./sandbox/sandbox-provider.ts');
      const signer = new SandboxProvider(db, 'sandbox:test-secret-test-secret', async () => {});
      // A signed event is no proof of what it says: the status is asked of the provider,
      // for which the intent is still unpaid.
      const claim = Buffer.from(
        JSON.stringify({
          id: 'evt_claims_paid',
          type: 'payment_intent.succeeded',
          providerRef: payment.provider_ref,
          status: 'succeeded',
          payload: {},
        }),
      );
      const claimed = await h.app.inject({
        method: 'POST',
        url: '/api/webhooks/sandbox/',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signer.sign(claim) },
        payload: claim,
      });
      expect(claimed.statusCode).toBe(200);
      expect((await orderOf(db, orderNumber)).status).toBe('pending');
      // Paid at the provider (its own record), its event not delivered yet.
      await db
        .updateTable('sandbox_payments')
        .set({ status: 'succeeded' })
        .where('ref', '=', payment.provider_ref)
        .execute();
      const body = Buffer.from(
        JSON.stringify({
          id: 'evt_replayed',
          type: 'payment_intent.succeeded',
          providerRef: payment.provider_ref,
          status: 'succeeded',
          payload: {},
        }),
      );
      const send = (signature: string) =>
        h.app.inject({
          method: 'POST',
          url: '/api/webhooks/sandbox/',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
          payload: body,
        });
      const first = await countStatements(() => send(signer.sign(body)));
      expect(first.result.json()).toEqual({ received: true, duplicate: false });
      // The provider asked for the payment's status (the sandbox's own record), then one
      // statement, no transaction: the payment and its order locked, the event stored, the
      // payment and the order moved (the basket emptied).
      expect(first.count).toBe(2);
      const again = await countStatements(() => send(signer.sign(body)));
      expect(again.result.json()).toEqual({ received: true, duplicate: true });
      // The same statement, finding the event stored already: nothing moves.
      expect(again.count).toBe(2);
      expect((await orderOf(db, orderNumber)).status).toBe('paid');
      const events = await db
        .selectFrom('provider_events')
        .select('id')
        .where('event_id', '=', 'evt_replayed')
        .execute();
      expect(events).toHaveLength(1);
      expect((await send('0'.repeat(64))).statusCode).toBe(400);
    });

    it('lets only the owner pay or see an order', async () => {
      const { client, orderNumber } = await pendingOrder();
      const other = h.client();
      await other.login(JANE, DEMO_PASSWORD);
      expect(
        (await other.post('/api/stripe/create-payment-intent/card/', { orderNumber })).statusCode,
      ).toBe(404);
      expect((await other.post('/api/braintree/client-token/', { orderNumber })).statusCode).toBe(
        404,
      );
      expect(
        (await other.get(`/api/conferma-ordine/${orderNumber}/`, { accept: 'application/json' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await h.client().post('/api/stripe/create-payment-intent/card/', { orderNumber }))
          .statusCode,
      ).toBe(401);
      expect(
        (await client.post('/api/stripe/create-payment-intent/card/', { orderNumber: 'SC-NOPE00' }))
          .statusCode,
      ).toBe(404);
      // A guest's session (it has a basket, no account): 401, not the 404 of someone else's
      // order.
      const loggedOut = h.client();
      await loggedOut.graphql('AddProduct', ADD_PRODUCT, { productId: '1' });
      for (const path of [
        '/api/stripe/create-payment-intent/card/',
        '/api/braintree/client-token/',
      ]) {
        expect((await loggedOut.post(path, { orderNumber })).statusCode).toBe(401);
      }
      expect(
        (
          await loggedOut.get(`/api/conferma-ordine/${orderNumber}/`, {
            accept: 'application/json',
          })
        ).statusCode,
      ).toBe(401);
      // Even with the client secret, a session without an account pays nothing.
      const clientSecret = await cardIntent(client, orderNumber);
      const card = { clientSecret, number: '4242424242424242', expiry: '12/34', cvc: '123' };
      expect((await loggedOut.post('/api/sandbox/confirm/', card)).statusCode).toBe(401);
      expect((await loggedOut.post('/api/sandbox/confirm/', { clientSecret: 7 })).statusCode).toBe(
        401,
      );
      const intent = await h.database.db
        .selectFrom('sandbox_payments')
        .select('status')
        .where('client_secret', '=', clientSecret)
        .executeTakeFirstOrThrow();
      expect(intent.status).toBe('created');
      expect((await client.post('/api/sandbox/confirm/', card)).json().status).toBe('succeeded');
    });
  });
}
