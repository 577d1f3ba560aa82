import { readFileSync } from 'node:fs';
import { approvedPart, IDENTITY_COLUMNS, identityOf } from '../../db/seller-identity-columns.ts';
import { describe, expect, it, vi } from 'vitest';
import { isbn13CheckDigit } from '@scaffale/domain/isbn';
import type { Db } from '../../db/database.ts';
import type { OrderPartStatus } from '../../db/types.ts';
import type { TestClient } from '../../test/client.ts';
import { ADMIN, GIULIA, JANE, LUCA, MARIO, staffEmailOf } from '../../test/demo-accounts.ts';
import {
  availableOf,
  offerOf,
  partOf,
  setWallet,
  userIdOf,
  walletOf,
  withoutStoreCredit,
  outOfPrint,
} from '../../test/fixtures.ts';
import { engines } from '../../test/harness.ts';
import { deferredPickupOrder, shopWithBooks } from '../../test/paid-orders.ts';
import { ADD_DISCOUNT_CODE, caller } from '../../test/operations.ts';
import {
  buyerWith,
  firstLoginStaff,
  loggedIn,
  payByCard,
  pendingPickupOrder,
  placePickupOrder,
} from '../../test/shoppers.ts';

const PART = `id orderNumber status shipping shippingCost refunded carrier trackingCode confirmBy
  bookshop { id name } lines { id qty price rejected rejectedQty product { id } }`;
const Q = {
  myOrders: `query MyOrders { myOrders { number createdAt paymentMethod totale parts { ${PART} } } }`,
  bookshopOrders: `query BookshopOrders($status: OrderPartStatus) { bookshopOrders(status: $status) { ${PART} } }`,
  bookshopOrderPage: `query BookshopOrderPage($search: String) {
    bookshopOrderPage(search: $search) { total items { ${PART} } } }`,
  bookshopOrderPart: `query BookshopOrderPart($partId: ID!) { bookshopOrderPart(partId: $partId) { ${PART} } }`,
  acceptOrderPart: `mutation Accept($partId: ID!) { acceptOrderPart(partId: $partId) { ${PART} } }`,
  rejectOrderLines: `mutation Reject($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
    rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) { ${PART} } }`,
  shipOrderPart: `mutation Ship($partId: ID!, $carrier: String!, $trackingCode: String!) {
    shipOrderPart(partId: $partId, carrier: $carrier, trackingCode: $trackingCode) { ${PART} } }`,
  markReadyForPickup: `mutation Ready($partId: ID!) { markReadyForPickup(partId: $partId) { ${PART} } }`,
  markCollected: `mutation Collected($partId: ID!) { markCollected(partId: $partId) { ${PART} } }`,
  cancelOrderPart: `mutation Cancel($partId: ID!) { cancelOrderPart(partId: $partId) { ${PART} } }`,
  cancelUnpaidOrder: `mutation CancelUnpaidOrder($orderNumber: String!) {
    cancelUnpaidOrder(orderNumber: $orderNumber) { number status parts { ${PART} } } }`,
  setStock: `mutation SetStock($productId: ID!, $available: Int!) {
    setStock(productId: $productId, available: $available) { id available } }`,
  setPrice: `mutation SetPrice($productId: ID!, $price: Decimal!) {
    setPrice(productId: $productId, price: $price) { id price } }`,
  setDiscount: `mutation SetDiscount($productId: ID!, $percent: Int!) {
    setDiscount(productId: $productId, percent: $percent) { id discount } }`,
  setBookPriceFacts: `mutation SetBookPriceFacts($productId: ID!, $textbook: Boolean!,
    $outOfPrint: Boolean!) {
    setBookPriceFacts(productId: $productId, textbook: $textbook, outOfPrint: $outOfPrint) { id } }`,
  bookPricePromotions: `query BookPricePromotions { bookPricePromotions }`,
  openBookPricePromotion: `mutation OpenBookPricePromotion($month: String!) {
    openBookPricePromotion(month: $month) }`,
  setLibraryAccount: `mutation SetLibraryAccount($email: String!, $library: Boolean!) {
    setLibraryAccount(email: $email, library: $library) }`,
  deferredPayments: `query DeferredPayments { deferredPayments { orderNumber balance } }`,
  recordDeferredSettlement: `mutation RecordDeferredSettlement($input: RecordSettlementInput!) {
    recordDeferredSettlement(input: $input) { orderNumber balance } }`,
  shelf: `query Shelf($bookshopId: ID) { shelf(bookshopId: $bookshopId) { total items { id isbn } } }`,
  addBook: `mutation AddBook($input: NewBookInput!) { addBook(input: $input) { id isbn } }`,
  shippingRatesOfMyBookshop: `query ShippingRatesOfMyBookshop($bookshopId: ID) {
    shippingRatesOfMyBookshop(bookshopId: $bookshopId) { shippingType offered rates { price } } }`,
  setShippingRates: `mutation SetShippingRates($shippingType: ShippingType!, $offered: Boolean!,
    $rates: [ShippingRateInput!]!, $bookshopId: ID) { setShippingRates(shippingType: $shippingType,
      offered: $offered, rates: $rates, bookshopId: $bookshopId) { shippingType offered } }`,
  setVacation: `mutation SetVacation($until: String) { setVacation(until: $until) { id vacationEnd inVacation } }`,
  accountRole: `query AccountRole { accountRole }`,
  adminBookshops: `query AdminBookshops { adminBookshops { id closedAt staffEmails } }`,
  adminOrders: `query AdminOrders { adminOrders { total items { number status parts { id } } } }`,
  awaitingTransfers: `query AwaitingTransfers { awaitingTransfers { orderNumber reference payBy } }`,
  adminDiscountCodes: `query AdminDiscountCodes { adminDiscountCodes { code usesCount } }`,
  discountCodeUses: `query DiscountCodeUses($code: String!) { discountCodeUses(code: $code) { email } }`,
  storeCreditAccount: `query StoreCreditAccount($email: String!) { storeCreditAccount(email: $email) { balance } }`,
  myStoreCredit: `query MyStoreCredit { myStoreCredit { email balance total entries { kind } } }`,
  adminBanners: `query AdminBanners { adminBanners { id html } }`,
  createBookshop: `mutation CreateBookshop($input: CreateBookshopInput!) {
    createBookshop(input: $input) { bookshop { id } oneTimePassword } }`,
  closeBookshop: `mutation CloseBookshop($id: ID!) { closeBookshop(id: $id) { id closedAt } }`,
  createDiscountCode: `mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {
    createDiscountCode(input: $input) { code } }`,
  expireDiscountCode: `mutation ExpireDiscountCode($code: String!) { expireDiscountCode(code: $code) { code } }`,
  adjustStoreCredit: `mutation AdjustStoreCredit($email: String!, $amount: Decimal!, $reason: String!) {
    adjustStoreCredit(email: $email, amount: $amount, reason: $reason) { balance } }`,
  saveBanner: `mutation SaveBanner($id: ID, $input: BannerInput!) { saveBanner(id: $id, input: $input) { id } }`,
  deleteBanner: `mutation DeleteBanner($id: ID!) { deleteBanner(id: $id) }`,
  failedMail: `query FailedMail { failedMail { id kind attempts } }`,
  retryMail: `mutation RetryMail($id: ID!) { retryMail(id: $id) }`,
  choosePassword: `mutation ChoosePassword($password: String!) { choosePassword(password: $password) }`,
  bookshopStatement: `query BookshopStatement($from: String!, $to: String!, $bookshopId: ID) {
    bookshopStatement(from: $from, to: $to, bookshopId: $bookshopId) { balance entries { kind } } }`,
  payoutAccount: `query PayoutAccount($bookshopId: ID) { payoutAccount(bookshopId: $bookshopId) { method } }`,
  startPayoutOnboarding: `mutation StartPayoutOnboarding { startPayoutOnboarding }`,
  bookshopBalances: `query BookshopBalances { bookshopBalances { balance payable } }`,
  payoutRuns: `query PayoutRuns { payoutRuns { id payouts { id } } }`,
  failedPayouts: `query FailedPayouts { failedPayouts { id } }`,
  platformMonths: `query PlatformMonths($year: Int!) { platformMonths(year: $year) { month } }`,
  setCommission: `mutation SetCommission($bookshopId: ID!, $percent: Decimal!) {
    setCommission(bookshopId: $bookshopId, percent: $percent) { id } }`,
  runPayouts: `mutation RunPayouts { runPayouts { id } }`,
  adjustLedger: `mutation AdjustLedger($bookshopId: ID!, $amount: Decimal!, $reason: String!) {
    adjustLedger(bookshopId: $bookshopId, amount: $amount, reason: $reason) { id } }`,
  bookshopProfile: `query BookshopProfile($bookshopId: ID) { bookshopProfile(bookshopId: $bookshopId) { iban } }`,
  updateBookshopProfile: `mutation UpdateBookshopProfile($input: BookshopProfileInput!) {
    updateBookshopProfile(input: $input) { iban } }`,
  pendingIdentityChanges: `query PendingIdentityChanges { pendingIdentityChanges { id } }`,
  approveIdentityChange: `mutation ApproveIdentityChange($id: ID!) { approveIdentityChange(id: $id) { id } }`,
  rejectIdentityChange: `mutation RejectIdentityChange($id: ID!, $reason: String!) {
    rejectIdentityChange(id: $id, reason: $reason) { id } }`,
  searchBooks: `query SearchBooks($query: String!) { searchBooks(query: $query) { total } }`,
  suggestBooks: `query SuggestBooks($query: String!) { suggestBooks(query: $query) { title } }`,
  getBook: `query GetBook($isbn: String!) { getBook(isbn: $isbn) { title } }`,
  moveBasketLine: `mutation MoveBasketLine($fromProductId: ID!, $toProductId: ID!) {
    moveBasketLine(fromProductId: $fromProductId, toProductId: $toProductId) { itemNumber } }`,
  bookshopReturns: `query BookshopReturns { bookshopReturns { total items { id state } } }`,
  requestReturn: `mutation RequestReturn($partId: ID!, $lines: [ReturnLineInput!]!) {
    requestReturn(partId: $partId, lines: $lines) { id state } }`,
  acceptReturn: `mutation AcceptReturn($returnId: ID!) { acceptReturn(returnId: $returnId) { state } }`,
  refuseReturn: `mutation RefuseReturn($returnId: ID!, $reason: String!) {
    refuseReturn(returnId: $returnId, reason: $reason) { state } }`,
  markReturnReceived: `mutation MarkReturnReceived($returnId: ID!) {
    markReturnReceived(returnId: $returnId) { state } }`,
} as const;
type Operation = keyof typeof Q;

/** rejectOrderLines with the arguments CONTRACT's form leaves out: copies, reason, restock. */
const REJECT_COPIES = `mutation RejectCopies($partId: ID!, $lineIds: [ID!]!, $reason: String!,
  $reasonCode: RejectionReason, $quantities: [RejectedCopiesInput!], $restock: Boolean) {
  rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason, reasonCode: $reasonCode,
    quantities: $quantities, restock: $restock) { ${PART} refundReason } }`;

interface PartShape {
  id: string;
  status: OrderPartStatus;
  refunded: string;
  carrier: string | null;
  trackingCode: string | null;
  confirmBy: string | null;
  lines: { id: string; rejected: boolean; rejectedQty: number; product: { id: string } }[];
}

const CENTRALE = 'Libreria Centrale';
const PAGINE_SPARSE = 'Pagine Sparse';
const ADD_PRODUCT = `mutation AddProduct($id: ID!) { addProduct(productId: $id) { itemNumber } }`;
const SEGNALIBRO = 'Il Segnalibro';
const PORTO = 'Libreria del Porto';
const STAFF = {
  [CENTRALE]: staffEmailOf(CENTRALE),
  [SEGNALIBRO]: staffEmailOf(SEGNALIBRO),
} as const;

const call = caller(Q);

async function linesOf(db: Db, partId: number) {
  return db
    .selectFrom('order_lines')
    .select(['id', 'product_id', 'qty', 'line_total_cents', 'rejected', 'rejected_qty'])
    .where('order_part_id', '=', partId)
    .orderBy('id')
    .execute();
}

for (const engine of engines()) {
  describe(`the bookshop's side of an order (${engine.name})`, () => {
    const h = engine.setup();
    const nextBook: Record<string, number> = {};

    /**
     * `count` books of the bookshop, taken in turn (after the last, from the first again),
     * restocked to 20 copies each.
     */
    async function freshBooks(shop: string, count: number) {
      const { db } = h.database;
      const all = await db
        .selectFrom('products')
        .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
        .select(['products.id', 'products.bookshop_id'])
        .where('bookshops.name', '=', shop)
        .orderBy('products.id')
        .execute();
      const offset = nextBook[shop] ?? 0;
      nextBook[shop] = offset + count;
      const books = Array.from({ length: count }, (_, i) => all[(offset + i) % all.length]!);
      await db
        .updateTable('products')
        .set({ available: 20 })
        .where(
          'id',
          'in',
          books.map((b) => b.id),
        )
        .execute();
      return books;
    }

    type Payment = 'card' | 'paypal' | 'storeCredit' | 'mixed';

    /**
     * A pickup order of `count` books of one bookshop, paid by `payment`, optionally with a
     * discount code: the buyer's client, the order number, the part's id and its lines.
     */
    async function paidPart(
      email: string,
      payment: Payment,
      options: {
        shop?: string;
        count?: number;
        code?: string;
        /** Each book's list price in cents, without a discount of its own. */
        prices?: readonly number[];
        /** Copies of each book (1 where not given). */
        copies?: readonly number[];
      } = {},
    ) {
      const { db } = h.database;
      const shop = options.shop ?? CENTRALE;
      const books = await freshBooks(shop, options.prices?.length ?? options.count ?? 1);
      const first = books[0]!;
      if (options.code)
        await outOfPrint(
          db,
          books.map((b) => b.id),
        );
      for (const [i, price] of (options.prices ?? []).entries())
        await db
          .updateTable('products')
          .set({ price_cents: price, discount_percent: 0 })
          .where('id', '=', books[i]!.id)
          .execute();
      await setWallet(
        db,
        email,
        payment === 'storeCredit' ? 1_000_000 : payment === 'mixed' ? 300 : 0,
      );
      const client = await buyerWith(
        h,
        email,
        books.flatMap((b, i) => Array<number>(options.copies?.[i] ?? 1).fill(b.id)),
      );
      const selectedShippings = [{ codelib: String(first.bookshop_id), shipping: 'Shop_pickup' }];
      if (options.code) {
        const added = await client.graphql<{ addDiscountCode: { success: boolean } }>(
          'AddDiscountCode',
          ADD_DISCOUNT_CODE,
          { selectedShippings, discountCode: options.code },
        );
        expect(added.data?.addDiscountCode.success).toBe(true);
      }
      const orderNumber = await placePickupOrder(
        client,
        first,
        payment === 'storeCredit' ? { paymentMethod: 'STORE_CREDIT' } : {},
      );
      if (payment === 'card' || payment === 'mixed') {
        await payByCard(client, orderNumber);
      } else if (payment === 'paypal') {
        const token = await client.post('/api/braintree/client-token/', { orderNumber });
        const approved = await client.post('/api/braintree/payment-approved/', {
          orderNumber,
          paymentMethodNonce: 'fake-paypal-approved-nonce',
          paymentId: token.json().paymentId,
        });
        expect(approved.json()).toMatchObject({ success: true });
      }
      await vi.waitFor(async () =>
        expect((await partOf(db, orderNumber)).status).toBe('TO_CONFIRM'),
      );
      const part = await partOf(db, orderNumber);
      return { client, orderNumber, part, lines: await linesOf(db, part.id), books };
    }

    async function sandboxRefundsOf(orderNumber: string) {
      return h.database.db
        .selectFrom('sandbox_refunds as r')
        .innerJoin('payments as p', 'p.provider_ref', 'r.payment_ref')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select(['r.amount_cents', 'r.idempotency_key'])
        .where('o.number', '=', orderNumber)
        .execute();
    }

    async function refundsOf(orderNumber: string) {
      return h.database.db
        .selectFrom('refunds as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select(['r.amount_cents', 'r.status', 'r.payment_id'])
        .where('o.number', '=', orderNumber)
        .orderBy('r.id')
        .execute();
    }

    async function partEvents(orderId: number) {
      const rows = await h.database.db
        .selectFrom('order_events')
        .select('detail')
        .where('order_id', '=', orderId)
        .where('kind', '=', 'part_moved')
        .orderBy('id')
        .execute();
      return rows.map((r) => r.detail);
    }

    it('makes a paid part TO_CONFIRM with a deadline 48 hours on, and a bank transfer’s wait for the money', async () => {
      const { db } = h.database;
      const { orderNumber, part } = await paidPart(MARIO, 'card');
      expect(part.status).toBe('TO_CONFIRM');
      const order = await db
        .selectFrom('orders')
        .select('paid_at')
        .where('number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      expect(new Date(part.confirm_by!).getTime() - order.paid_at!.getTime()).toBe(48 * 3600_000);

      const [book] = await freshBooks(CENTRALE, 1);
      await setWallet(db, JANE, 0);
      const client = await buyerWith(h, JANE, [book!.id]);
      const pending = await placePickupOrder(client, book!);
      expect((await partOf(db, pending)).status).toBe('AWAITING_PAYMENT');
      const transfer = await client.post('/api/stripe/create-payment-intent/wiretransfer/', {
        orderNumber: pending,
      });
      expect(transfer.statusCode).toBe(200);
      const confirmed = await client.post('/api/sandbox/confirm/', {
        clientSecret: transfer.json().clientSecret,
      });
      expect(confirmed.json().status).toBe('processing');
      await vi.waitFor(async () => {
        const o = await db
          .selectFrom('orders')
          .select('status')
          .where('number', '=', pending)
          .executeTakeFirstOrThrow();
        expect(o.status).toBe('awaiting_transfer');
      });
      expect((await partOf(db, pending)).status).toBe('AWAITING_PAYMENT');
      const staff = await loggedIn(h, STAFF[CENTRALE]);
      const accepted = await call(staff, 'acceptOrderPart', {
        partId: String((await partOf(db, pending)).id),
      });
      expect(accepted.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
    });

    it('moves a pickup part: accepted, ready for pickup, collected; each move once, with its audit row', async () => {
      const { part } = await paidPart(MARIO, 'storeCredit');
      const staff = await loggedIn(h, STAFF[CENTRALE]);
      const partId = String(part.id);
      const list = await call<{ bookshopOrders: PartShape[] }>(staff, 'bookshopOrders', {
        status: 'TO_CONFIRM',
      });
      expect(list.data?.bookshopOrders.map((p) => p.id)).toContain(partId);
      // Not accepted yet: neither ready nor collected.
      for (const op of ['markReadyForPickup', 'markCollected'] as const)
        expect((await call(staff, op, { partId })).errors?.[0]?.extensions?.code).toBe(
          'INVALID_TRANSITION',
        );
      const accepted = await call<{ acceptOrderPart: PartShape }>(staff, 'acceptOrderPart', {
        partId,
      });
      expect(accepted.data?.acceptOrderPart.status).toBe('ACCEPTED');
      expect((await call(staff, 'acceptOrderPart', { partId })).errors?.[0]?.extensions?.code).toBe(
        'INVALID_TRANSITION',
      );
      // A pickup part is not shipped.
      const shipped = await call(staff, 'shipOrderPart', {
        partId,
        carrier: 'BRT',
        trackingCode: 'X1',
      });
      expect(shipped.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
      const ready = await call<{ markReadyForPickup: PartShape }>(staff, 'markReadyForPickup', {
        partId,
      });
      expect(ready.data?.markReadyForPickup.status).toBe('READY_FOR_PICKUP');
      const collected = await call<{ markCollected: PartShape }>(staff, 'markCollected', {
        partId,
      });
      expect(collected.data?.markCollected.status).toBe('COLLECTED');
      expect((await call(staff, 'markCollected', { partId })).errors?.[0]?.extensions?.code).toBe(
        'INVALID_TRANSITION',
      );
      const events = await partEvents(part.order_id);
      expect(events.map((e) => [e['from'], e['to'], e['role']])).toEqual([
        ['TO_CONFIRM', 'ACCEPTED', 'staff'],
        ['ACCEPTED', 'READY_FOR_PICKUP', 'staff'],
        ['READY_FOR_PICKUP', 'COLLECTED', 'staff'],
      ]);
      expect(events[0]?.['by']).toBe(await userIdOf(h.database.db, STAFF[CENTRALE]));
    });

    it('ships a part sent by courier with its carrier and tracking code; not ready for pickup', async () => {
      const { db } = h.database;
      const { part } = await paidPart(MARIO, 'storeCredit');
      // The same part as a courier one (the demo buyers' pickup orders need no address).
      await db
        .updateTable('order_parts')
        .set({ shipping_type: 'Standard' })
        .where('id', '=', part.id)
        .execute();
      const staff = await loggedIn(h, STAFF[CENTRALE]);
      const partId = String(part.id);
      const early = await call(staff, 'shipOrderPart', {
        partId,
        carrier: 'BRT',
        trackingCode: 'X',
      });
      expect(early.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
      await call(staff, 'acceptOrderPart', { partId });
      expect(
        (await call(staff, 'markReadyForPickup', { partId })).errors?.[0]?.extensions?.code,
      ).toBe('INVALID_TRANSITION');
      const blank = await call(staff, 'shipOrderPart', { partId, carrier: ' ', trackingCode: 'X' });
      expect(blank.errors?.[0]?.extensions?.code).toBe('INVALID_VALUE');
      const shipped = await call<{ shipOrderPart: PartShape }>(staff, 'shipOrderPart', {
        partId,
        carrier: 'BRT',
        trackingCode: '0123456789',
      });
      expect(shipped.data?.shipOrderPart).toMatchObject({
        status: 'SHIPPED',
        carrier: 'BRT',
        trackingCode: '0123456789',
      });
      const again = await call(staff, 'shipOrderPart', {
        partId,
        carrier: 'SDA',
        trackingCode: 'Y',
      });
      expect(again.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
      const row = await db
        .selectFrom('order_parts')
        .select(['status', 'carrier', 'tracking_code'])
        .where('id', '=', part.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'SHIPPED', carrier: 'BRT', tracking_code: '0123456789' });
    });

    it('rejects one line of a card-paid part: the card refunded that line once, its stock back, the part still to confirm', async () => {
      const { db } = h.database;
      const { orderNumber, part, lines } = await paidPart(MARIO, 'card', {
        count: 2,
      });
      const staff = await loggedIn(h, STAFF[CENTRALE]);
      const [first, second] = lines;
      const stockBefore = await availableOf(db, first!.product_id);
      const rejected = await call<{ rejectOrderLines: PartShape }>(staff, 'rejectOrderLines', {
        partId: String(part.id),
        lineIds: [String(first!.id)],
        reason: 'non più disponibile',
      });
      expect(rejected.errors).toBeUndefined();
      const answer = rejected.data!.rejectOrderLines;
      expect(answer.status).toBe('TO_CONFIRM');
      expect(answer.lines.map((l) => l.rejected)).toEqual([true, false]);
      expect(answer.refunded).toBe((first!.line_total_cents / 100).toFixed(2));
      expect(await availableOf(db, first!.product_id)).toBe(stockBefore + first!.qty);
      expect(await sandboxRefundsOf(orderNumber)).toEqual([
        expect.objectContaining({ amount_cents: first!.line_total_cents }),
      ]);
      expect((await refundsOf(orderNumber)).map((r) => r.status)).toEqual(['succeeded']);
      // The last line rejected rejects the part; pickup: no shipping to give back.
      const last = await call<{ rejectOrderLines: PartShape }>(staff, 'rejectOrderLines', {
        partId: String(part.id),
        lineIds: [String(second!.id)],
        reason: 'danneggiato',
      });
      expect(last.data?.rejectOrderLines.status).toBe('REJECTED');
      expect(last.data?.rejectOrderLines.refunded).toBe(
        ((first!.line_total_cents + second!.line_total_cents) / 100).toFixed(2),
      );
      expect((await sandboxRefundsOf(orderNumber)).length).toBe(2);
      const events = await partEvents(part.order_id);
      expect(events.at(-1)).toMatchObject({
        from: 'TO_CONFIRM',
        to: 'REJECTED',
        reason: 'danneggiato',
      });
    });

    it('refunds a PayPal part through the provider when the bookshop rejects it whole', async () => {
      const { orderNumber, part, lines } = await paidPart(JANE, 'paypal');
      const staff = await loggedIn(h, STAFF[CENTRALE]);
      const rejected = await call<{ rejectOrderLines: PartShape }>(staff, 'rejectOrderLines', {
        partId: String(part.id),
        lineIds: lines.map((l) => String(l.id)),
        reason: 'esaurito',
      });
      expect(rejected.data?.rejectOrderLines.status).toBe('REJECTED');
      expect(await sandboxRefundsOf(orderNumber)).toEqual([
        expect.objectContaining({ amount_cents: lines[0]!.line_total_cents }),
      ]);
    });

    it('gives store credit back to the Borsellino when the buyer cancels a part paid with it', async () => {
      const { db } = h.database;
      const email = LUCA;
      const { client, orderNumber, part, lines } = await paidPart(email, 'storeCredit');
      const balance = await walletOf(db, email);
      const stock = await availableOf(db, lines[0]!.product_id);
      const cancelled = await call<{ cancelOrderPart: PartShape }>(client, 'cancelOrderPart', {
        partId: String(part.id),
      });
      expect(cancelled.errors).toBeUndefined();
      expect(cancelled.data?.cancelOrderPart.status).toBe('CANCELLED');
      expect(await walletOf(db, email)).toBe(balance + lines[0]!.line_total_cents);
      expect(await availableOf(db, lines[0]!.product_id)).toBe(stock + 1);
      expect(await refundsOf(orderNumber)).toEqual([
        { amount_cents: lines[0]!.line_total_cents, status: 'succeeded', payment_id: null },
      ]);
      const again = await call(client, 'cancelOrderPart', { partId: String(part.id) });
      expect(again.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
      expect(await walletOf(db, email)).toBe(balance + lines[0]!.line_total_cents);
      const mine = await call<{ myOrders: { number: string; parts: PartShape[] }[] }>(
        client,
        'myOrders',
      );
      const listed = mine.data?.myOrders.find((o) => o.number === orderNumber);
      expect(listed?.parts[0]).toMatchObject({ status: 'CANCELLED' });
    });

    it('refuses a buyer’s cancellation once the bookshop accepted the part', async () => {
      const { client, part } = await paidPart(LUCA, 'storeCredit');
      const staff = await loggedIn(h, STAFF[CENTRALE]);
      await call(staff, 'acceptOrderPart', { partId: String(part.id) });
      const refused = await call(client, 'cancelOrderPart', { partId: String(part.id) });
      expect(refused.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
    });

    it('refunds a line after the discount code, prorated over the part’s lines, the card first and then the Borsellino', async () => {
      const { db } = h.database;
      const email = MARIO;
      const { orderNumber, part, lines } = await paidPart(email, 'mixed', {
        count: 3,
        code: 'BENVENUTO10',
      });
      const { discount_cents: discount } = await db
        .selectFrom('order_parts')
        .select('discount_cents')
        .where('id', '=', part.id)
        .executeTakeFirstOrThrow();
      expect(discount).toBeGreaterThan(0);
      const goods = lines.reduce((s, l) => s + l.line_total_cents, 0);
      const shares = lines.map((l) => Math.floor((discount * l.line_total_cents) / goods));
      shares[2] = discount - shares[0]! - shares[1]!;
      const staff = await loggedIn(h, STAFF[CENTRALE]);
      const walletBefore = await walletOf(db, email);
      // Rejecting the first line: after its share of the code, on the card.
      const firstNet = lines[0]!.line_total_cents - shares[0]!;
      await call(staff, 'rejectOrderLines', {
        partId: String(part.id),
        lineIds: [String(lines[0]!.id)],
        reason: 'x',
      });
      expect((await partOf(db, orderNumber)).refunded_cents).toBe(firstNet);
      // The other two: the last line takes the remainder of the code; the card gives back
      // what is left of what it took, the Borsellino the rest (its 3.00).
      await call(staff, 'rejectOrderLines', {
        partId: String(part.id),
        lineIds: [String(lines[1]!.id), String(lines[2]!.id)],
        reason: 'y',
      });
      const total = goods - discount;
      expect((await partOf(db, orderNumber)).refunded_cents).toBe(total);
      const sandbox = await sandboxRefundsOf(orderNumber);
      expect(sandbox.reduce((s, r) => s + r.amount_cents, 0)).toBe(total - 300);
      expect(await walletOf(db, email)).toBe(walletBefore + 300);
    });

    it('refunds ten concurrent rejections of the same line once', async () => {
      const { db } = h.database;
      const { orderNumber, part, lines } = await paidPart(JANE, 'card', {
        count: 2,
      });
      const staff = await Promise.all(
        Array.from({ length: 10 }, () => loggedIn(h, STAFF[CENTRALE])),
      );
      const stock = await availableOf(db, lines[0]!.product_id);
      const answers = await Promise.all(
        staff.map((client) =>
          call(client, 'rejectOrderLines', {
            partId: String(part.id),
            lineIds: [String(lines[0]!.id)],
            reason: 'z',
          }),
        ),
      );
      expect(answers.filter((a) => !a.errors).length).toBe(1);
      expect(
        answers.filter((a) => a.errors?.[0]?.extensions?.code === 'INVALID_TRANSITION').length,
      ).toBe(9);
      expect(await sandboxRefundsOf(orderNumber)).toHaveLength(1);
      expect(await refundsOf(orderNumber)).toHaveLength(1);
      expect((await partOf(db, orderNumber)).refunded_cents).toBe(lines[0]!.line_total_cents);
      expect(await availableOf(db, lines[0]!.product_id)).toBe(stock + 1);
    });

    describe('rejections by copies: the refund to the cent, the shelf told', () => {
      // 6.99 and 8.19 with BENVENUTO10: the code's 10% spread over the lines by the
      // largest remainder gives 8.19 a share of 0.82 (0.8200… exactly), so it was charged
      // 7.37; the remainder left to the last line gave it 0.83 and a refund of 7.36.
      const PRICES = [699, 819] as const;

      async function rejectCopies(client: TestClient, vars: Record<string, unknown>) {
        return client.graphql<{ rejectOrderLines: PartShape & { refundReason: string | null } }>(
          'RejectCopies',
          REJECT_COPIES,
          { reason: 'Ultima copia venduta in negozio', ...vars },
        );
      }

      async function shelfEventsOf(productId: number) {
        return h.database.db
          .selectFrom('shelf_events')
          .select(['kind', 'role', 'user_id', 'before', 'after'])
          .where('product_id', '=', productId)
          .where('kind', '=', 'rejection')
          .orderBy('id')
          .execute();
      }

      it('gives back what the last line was charged after the code: 7,37, not 7,36', async () => {
        const { orderNumber, part, lines } = await paidPart(JANE, 'card', {
          prices: PRICES,
          code: 'BENVENUTO10',
        });
        const staff = await loggedIn(h, STAFF[CENTRALE]);
        const answer = await call<{ rejectOrderLines: PartShape }>(staff, 'rejectOrderLines', {
          partId: String(part.id),
          lineIds: [String(lines[1]!.id)],
          reason: 'danneggiato',
        });
        expect(answer.data?.rejectOrderLines.refunded).toBe('7.37');
        expect(await sandboxRefundsOf(orderNumber)).toEqual([
          expect.objectContaining({ amount_cents: 737 }),
        ]);
        // The other line, last: the rest of what was paid (15.18 − 1.52 − 7.37).
        await call(staff, 'rejectOrderLines', {
          partId: String(part.id),
          lineIds: [String(lines[0]!.id)],
          reason: 'danneggiato',
        });
        expect((await partOf(h.database.db, orderNumber)).refunded_cents).toBe(1366);
      });

      it('rejects one copy of two: refunds that copy’s share to the cent, leaves the other to supply', async () => {
        const { db } = h.database;
        // A code is used once per account: another buyer than the test before's.
        const { client, orderNumber, part, lines } = await paidPart(LUCA, 'card', {
          prices: PRICES,
          copies: [1, 2],
          code: 'BENVENUTO10',
        });
        const [single, pair] = lines;
        expect(pair).toMatchObject({ qty: 2, line_total_cents: 1638 });
        const staff = await loggedIn(h, STAFF[CENTRALE]);
        const stock = await availableOf(db, pair!.product_id);
        const answer = await rejectCopies(staff, {
          partId: String(part.id),
          lineIds: [String(pair!.id)],
          quantities: [{ lineId: String(pair!.id), quantity: 1 }],
          reasonCode: 'OTHER',
        });
        expect(answer.errors).toBeUndefined();
        const after = answer.data!.rejectOrderLines;
        // 23.37 less 2.34: 6.99 is charged 6.29, the two copies of 8.19 14.74, 7.37 each.
        expect(after.refunded).toBe('7.37');
        expect(after.status).toBe('TO_CONFIRM');
        expect(after.lines.map((l) => [l.rejectedQty, l.rejected])).toEqual([
          [0, false],
          [1, false],
        ]);
        expect(after.refundReason).toBe('Ultima copia venduta in negozio');
        // Another reason than 'not available': the copy is back on the shelf.
        expect(await availableOf(db, pair!.product_id)).toBe(stock + 1);
        expect(await sandboxRefundsOf(orderNumber)).toEqual([
          expect.objectContaining({ amount_cents: 737 }),
        ]);
        expect((await partEvents(part.order_id)).at(-1)).toMatchObject({
          to: 'TO_CONFIRM',
          lineIds: [pair!.id],
          copies: [{ lineId: pair!.id, productId: pair!.product_id, qty: 1 }],
          restocked: true,
          reasonCode: 'OTHER',
          refundedCents: 737,
        });
        // The buyer's mail names the one copy given back.
        const mail = await client.get(`/api/dev/mail/?to=${encodeURIComponent(LUCA)}`);
        const rejectedMail = (mail.json() as { kind: string; text: string }[]).find(
          (m) => m.kind === 'lines_rejected' && m.text.includes(orderNumber),
        );
        const title = (
          await db
            .selectFrom('order_lines')
            .select('title')
            .where('id', '=', pair!.id)
            .executeTakeFirstOrThrow()
        ).title;
        // The copy rejected and what it gave back (the amount's space is a no-break one).
        expect(rejectedMail?.text).toContain(`- ${title} · 1 · 7,37\u00a0€\n`);

        // The same copy again is not there to reject; two more neither.
        const again = await rejectCopies(staff, {
          partId: String(part.id),
          lineIds: [String(pair!.id)],
          quantities: [{ lineId: String(pair!.id), quantity: 2 }],
        });
        expect(again.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');

        // The buyer cancels the rest: the other copy and the other line, each at what it
        // was charged, and every cent paid is back (pickup: no shipping).
        const cancelled = await call<{ cancelOrderPart: PartShape }>(client, 'cancelOrderPart', {
          partId: String(part.id),
        });
        expect(cancelled.data?.cancelOrderPart.refunded).toBe('21.03');
        expect(await availableOf(db, pair!.product_id)).toBe(stock + 2);
        const refunds = await sandboxRefundsOf(orderNumber);
        expect(single!.line_total_cents).toBe(699);
        expect(refunds.map((r) => r.amount_cents)).toEqual([737, 629 + 737]);
      });

      it('keeps the copies off the shelf when they are not available, unless the staff say otherwise', async () => {
        const { db } = h.database;
        const { orderNumber, part, lines } = await paidPart(JANE, 'card', { count: 3 });
        const staff = await loggedIn(h, STAFF[CENTRALE]);
        const staffId = await userIdOf(db, STAFF[CENTRALE]);
        const stocks = await Promise.all(lines.map((l) => availableOf(db, l.product_id)));
        // Not available, restock not said: the copy does not exist, it stays off.
        const notThere = await rejectCopies(staff, {
          partId: String(part.id),
          lineIds: [String(lines[0]!.id)],
          reasonCode: 'NOT_AVAILABLE',
        });
        expect(notThere.errors).toBeUndefined();
        expect(await availableOf(db, lines[0]!.product_id)).toBe(stocks[0]);
        expect(await shelfEventsOf(lines[0]!.product_id)).toEqual([
          {
            kind: 'rejection',
            role: 'staff',
            user_id: staffId,
            before: { available: stocks[0] },
            after: {
              available: stocks[0],
              copies: 1,
              restocked: false,
              orderPartId: part.id,
              lineId: lines[0]!.id,
            },
          },
        ]);
        expect((await partEvents(part.order_id)).at(-1)).toMatchObject({
          restocked: false,
          reasonCode: 'NOT_AVAILABLE',
        });
        // Not available, but the staff put it back all the same (found after all).
        await rejectCopies(staff, {
          partId: String(part.id),
          lineIds: [String(lines[1]!.id)],
          reasonCode: 'NOT_AVAILABLE',
          restock: true,
        });
        expect(await availableOf(db, lines[1]!.product_id)).toBe(stocks[1]! + 1);
        expect((await shelfEventsOf(lines[1]!.product_id)).at(-1)?.after).toMatchObject({
          available: stocks[1]! + 1,
          restocked: true,
        });
        // A mistake in the listing, kept off by choice.
        await rejectCopies(staff, {
          partId: String(part.id),
          lineIds: [String(lines[2]!.id)],
          reasonCode: 'LISTING_ERROR',
          restock: false,
        });
        expect(await availableOf(db, lines[2]!.product_id)).toBe(stocks[2]);
        expect((await partOf(db, orderNumber)).status).toBe('REJECTED');
      });

      it('refuses copies it cannot reject, and changes nothing', async () => {
        const { db } = h.database;
        const { orderNumber, part, lines } = await paidPart(JANE, 'card', {
          count: 2,
          copies: [3, 1],
        });
        const staff = await loggedIn(h, STAFF[CENTRALE]);
        const [three, one] = lines.map((l) => String(l.id));
        const tries: [Record<string, unknown>, string][] = [
          [{ lineIds: [three], quantities: [{ lineId: three, quantity: 0 }] }, 'INVALID_VALUE'],
          [{ lineIds: [three], quantities: [{ lineId: three, quantity: 4 }] }, 'INVALID_VALUE'],
          [{ lineIds: [three], quantities: [{ lineId: one, quantity: 1 }] }, 'INVALID_VALUE'],
          [
            {
              lineIds: [three],
              quantities: [
                { lineId: three, quantity: 1 },
                { lineId: three, quantity: 1 },
              ],
            },
            'INVALID_VALUE',
          ],
          [{ lineIds: [three], reasonCode: 'SOLD_OUT' }, 'GRAPHQL_VALIDATION_FAILED'],
        ];
        const before = await linesOf(db, part.id);
        for (const [vars, code] of tries) {
          const answer = await rejectCopies(staff, { partId: String(part.id), ...vars });
          expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(vars)).toBe(code);
        }
        expect(await linesOf(db, part.id)).toEqual(before);
        expect((await partOf(db, orderNumber)).refunded_cents).toBe(0);
      });

      it('refunds two simultaneous rejections of the same copies once', async () => {
        const { db } = h.database;
        const { orderNumber, part, lines } = await paidPart(JANE, 'card', { copies: [3] });
        const line = lines[0]!;
        const stock = await availableOf(db, line.product_id);
        const staff = await Promise.all([1, 2].map(() => loggedIn(h, STAFF[CENTRALE])));
        const answers = await Promise.all(
          staff.map((client) =>
            rejectCopies(client, {
              partId: String(part.id),
              lineIds: [String(line.id)],
              quantities: [{ lineId: String(line.id), quantity: 2 }],
              reasonCode: 'OTHER',
            }),
          ),
        );
        expect(answers.filter((a) => !a.errors)).toHaveLength(1);
        expect(
          answers.filter((a) => a.errors?.[0]?.extensions?.code === 'INVALID_TRANSITION'),
        ).toHaveLength(1);
        // Two thirds of the line, to the nearest cent.
        const share = Math.floor((line.line_total_cents * 2 + 1) / 3);
        expect(await sandboxRefundsOf(orderNumber)).toEqual([
          expect.objectContaining({ amount_cents: share }),
        ]);
        expect((await partOf(db, orderNumber)).refunded_cents).toBe(share);
        expect((await linesOf(db, part.id))[0]?.rejected_qty).toBe(2);
        expect(await availableOf(db, line.product_id)).toBe(stock + 2);
      });

      it('shows on the shelf the copies unpaid and unconfirmed orders hold', async () => {
        const { db } = h.database;
        // A bookshop no other test here orders from (and not on holiday).
        const [book] = await freshBooks(PORTO, 1);
        const { title } = await db
          .selectFrom('products')
          .select('title')
          .where('id', '=', book!.id)
          .executeTakeFirstOrThrow();
        const shelfOf = async (client: TestClient) => {
          const answer = await client.graphql<{
            shelf: { items: { id: string; available: number; reserved: number }[] };
          }>(
            'ShelfReserved',
            `query ShelfReserved($search: String) { shelf(search: $search) { items { id available reserved } } }`,
            { search: title },
          );
          expect(answer.errors).toBeUndefined();
          return answer.data!.shelf.items.find((b) => b.id === String(book!.id));
        };
        const staff = await loggedIn(h, staffEmailOf(PORTO));
        expect(await shelfOf(staff)).toEqual({ id: String(book!.id), available: 20, reserved: 0 });
        // One copy in an order waiting for its payment.
        await withoutStoreCredit(db, JANE);
        await pendingPickupOrder(h, JANE, book!);
        expect(await shelfOf(staff)).toMatchObject({ available: 19, reserved: 1 });
        // Two in a paid part waiting for the bookshop.
        await setWallet(db, LUCA, 1_000_000);
        const buyer = await buyerWith(h, LUCA, [book!.id, book!.id]);
        const number = await placePickupOrder(buyer, book!, { paymentMethod: 'STORE_CREDIT' });
        const paid = await partOf(db, number);
        expect(await shelfOf(staff)).toMatchObject({ available: 17, reserved: 3 });
        // One of them rejected and kept off the shelf, the other accepted: neither held.
        const [line] = await linesOf(db, paid.id);
        await rejectCopies(staff, {
          partId: String(paid.id),
          lineIds: [String(line!.id)],
          quantities: [{ lineId: String(line!.id), quantity: 1 }],
          reasonCode: 'NOT_AVAILABLE',
        });
        expect(await shelfOf(staff)).toMatchObject({ available: 17, reserved: 2 });
        await call(staff, 'acceptOrderPart', { partId: String(paid.id) });
        expect(await shelfOf(staff)).toMatchObject({ available: 17, reserved: 1 });
      });
    });

    it('cancels and refunds once a part its bookshop did not confirm by the deadline, on two processes at once; leaves the others', async () => {
      const { db } = h.database;
      const overdue = await paidPart('jane.doe@example.com', 'card');
      const accepted = await paidPart('jane.doe@example.com', 'card');
      const notDue = await paidPart('jane.doe@example.com', 'card');
      const staff = await loggedIn(h, STAFF[CENTRALE]);
      await call(staff, 'acceptOrderPart', { partId: String(accepted.part.id) });
      const past = new Date(Date.now() - 60_000);
      await db
        .updateTable('order_parts')
        .set({ confirm_by: past })
        .where('id', 'in', [overdue.part.id, accepted.part.id])
        .execute();
      const stock = await availableOf(db, overdue.lines[0]!.product_id);
      const second = await h.secondApp();
      const done = await Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? second : h.app).cancelOverdueParts()),
      );
      expect(done.reduce((a, b) => a + b, 0)).toBe(1);
      expect((await partOf(db, overdue.orderNumber)).status).toBe('CANCELLED');
      expect(await sandboxRefundsOf(overdue.orderNumber)).toEqual([
        expect.objectContaining({ amount_cents: overdue.lines[0]!.line_total_cents }),
      ]);
      expect(await availableOf(db, overdue.lines[0]!.product_id)).toBe(
        stock + overdue.lines[0]!.qty,
      );
      expect((await partEvents(overdue.part.order_id)).at(-1)).toMatchObject({
        by: null,
        role: 'system',
        from: 'TO_CONFIRM',
        to: 'CANCELLED',
        reason: 'deadline',
      });
      expect((await partOf(db, accepted.orderNumber)).status).toBe('ACCEPTED');
      expect((await partOf(db, notDue.orderNumber)).status).toBe('TO_CONFIRM');
      expect(await sandboxRefundsOf(accepted.orderNumber)).toEqual([]);
      expect(await h.app.cancelOverdueParts()).toBe(0);
    });

    it('keeps a deferred (MANUAL) order’s refund as owed, never sent to a provider', async () => {
      const { db } = h.database;
      const { part, orderNumber } = await paidPart(LUCA, 'storeCredit');
      // The same order as if it were deferred: a manual payment waiting for the invoice.
      await db.deleteFrom('refunds').where('order_id', '=', part.order_id).execute();
      await db
        .updateTable('payments')
        .set({ provider: 'manual', method: 'MANUAL', status: 'processing' })
        .where('order_id', '=', part.order_id)
        .execute();
      await db
        .updateTable('orders')
        .set({ status: 'deferred', store_credit_cents: 0 })
        .where('id', '=', part.order_id)
        .execute();
      const { amount_cents: amount } = await db
        .selectFrom('payments')
        .select('amount_cents')
        .where('order_id', '=', part.order_id)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('payments')
        .set({ amount_cents: Math.max(amount, 1) + 100_000 })
        .where('order_id', '=', part.order_id)
        .execute();
      const staff = await loggedIn(h, STAFF[CENTRALE]);
      const lines = await linesOf(db, part.id);
      await call(staff, 'rejectOrderLines', {
        partId: String(part.id),
        lineIds: [String(lines[0]!.id)],
        reason: 'x',
      });
      expect((await refundsOf(orderNumber)).map((r) => r.status)).toEqual(['owed']);
      expect(await sandboxRefundsOf(orderNumber)).toEqual([]);
    });

    it('sets a book’s stock and the bookshop’s vacation', async () => {
      const { db } = h.database;
      const [book] = await freshBooks(SEGNALIBRO, 1);
      const staff = await loggedIn(h, STAFF[SEGNALIBRO]);
      const set = await call<{ setStock: { available: number } }>(staff, 'setStock', {
        productId: String(book!.id),
        available: 7,
      });
      expect(set.errors).toBeUndefined();
      expect(set.data?.setStock.available).toBe(7);
      expect(await availableOf(db, book!.id)).toBe(7);
      const negative = await call(staff, 'setStock', {
        productId: String(book!.id),
        available: -1,
      });
      expect(negative.errors?.[0]?.extensions?.code).toBe('INVALID_VALUE');
      const away = await call<{ setVacation: { vacationEnd: string; inVacation: boolean } }>(
        staff,
        'setVacation',
        { until: '2999-01-31' },
      );
      expect(away.data?.setVacation).toEqual({
        id: String(book!.bookshop_id),
        vacationEnd: '2999-01-31',
        inVacation: true,
      });
      const bad = await call(staff, 'setVacation', { until: '2999-02-30' });
      expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_VALUE');
      const back = await call<{ setVacation: { vacationEnd: string | null } }>(
        staff,
        'setVacation',
        { until: null },
      );
      expect(back.data?.setVacation.vacationEnd).toBeNull();
    });

    describe('authorization matrix', () => {
      /**
       * `firstLogin`: staff of Libreria Centrale logged in with the one-time password the
       * administrator gave, who must choose a password before anything else
       * (docs/spec/accounts-and-access.md §3).
       */
      type Role = 'guest' | 'buyer' | 'otherStaff' | 'staff' | 'admin' | 'firstLogin';
      const ROLES: Role[] = ['guest', 'buyer', 'otherStaff', 'staff', 'admin', 'firstLogin'];
      const BUYER = GIULIA;

      /** The part each try acts on: in the state the operation moves it from. */
      interface Target {
        partId: string;
        /** The part's order ('' for none). */
        orderNumber: string;
        lineId: string;
        productId: string;
        /** The bookshop the part or the book is at. */
        bookshopId: string;
        bannerId: string;
        /** A message the mail queue gave up on. */
        mailId: string;
        /** A change of the bookshop's identity awaiting the administrator. */
        identityChangeId: string;
        /** The part's return, for the operations that move one ('0' for none). */
        returnId?: string;
      }
      const prepare: Record<Operation, OrderPartStatus | null> = {
        bookshopStatement: null,
        payoutAccount: null,
        startPayoutOnboarding: null,
        bookshopBalances: null,
        payoutRuns: null,
        failedPayouts: null,
        platformMonths: null,
        setCommission: null,
        runPayouts: null,
        adjustLedger: null,
        bookshopProfile: null,
        updateBookshopProfile: null,
        pendingIdentityChanges: null,
        approveIdentityChange: null,
        rejectIdentityChange: null,
        myOrders: null,
        bookshopOrders: null,
        bookshopOrderPage: null,
        bookshopOrderPart: 'TO_CONFIRM',
        acceptOrderPart: 'TO_CONFIRM',
        rejectOrderLines: 'TO_CONFIRM',
        shipOrderPart: 'ACCEPTED',
        markReadyForPickup: 'ACCEPTED',
        markCollected: 'READY_FOR_PICKUP',
        cancelOrderPart: 'TO_CONFIRM',
        // An order waiting for its bank transfer (its part waiting for the payment).
        cancelUnpaidOrder: 'AWAITING_PAYMENT',
        setStock: null,
        setPrice: null,
        setDiscount: null,
        setBookPriceFacts: null,
        bookPricePromotions: null,
        openBookPricePromotion: null,
        setLibraryAccount: null,
        deferredPayments: null,
        recordDeferredSettlement: null,
        shelf: null,
        addBook: null,
        shippingRatesOfMyBookshop: null,
        setShippingRates: null,
        setVacation: null,
        accountRole: null,
        adminBookshops: null,
        adminOrders: null,
        awaitingTransfers: null,
        adminDiscountCodes: null,
        discountCodeUses: null,
        storeCreditAccount: null,
        myStoreCredit: null,
        adminBanners: null,
        createBookshop: null,
        closeBookshop: null,
        createDiscountCode: null,
        expireDiscountCode: null,
        adjustStoreCredit: null,
        saveBanner: null,
        deleteBanner: null,
        failedMail: null,
        retryMail: null,
        choosePassword: null,
        searchBooks: null,
        suggestBooks: null,
        getBook: null,
        moveBasketLine: null,
        bookshopReturns: null,
        // A delivered part (SHIPPED: delivered now), and for the staff's moves its return in
        // the state each move leaves (RETURN_PREPARED).
        requestReturn: 'SHIPPED',
        acceptReturn: 'SHIPPED',
        refuseReturn: 'SHIPPED',
        markReturnReceived: 'SHIPPED',
      };
      const RETURN_PREPARED: Partial<Record<Operation, 'REQUESTED' | 'ACCEPTED'>> = {
        acceptReturn: 'REQUESTED',
        refuseReturn: 'REQUESTED',
        markReturnReceived: 'ACCEPTED',
      };
      // 'ok', or the error's extensions.code; nothing changes on an error. A first login is
      // refused every operation (PASSWORD_CHANGE_REQUIRED) unless its row says otherwise.
      const everyone = {
        guest: 'ok',
        buyer: 'ok',
        otherStaff: 'ok',
        staff: 'ok',
        admin: 'ok',
      } as const;
      /** A return's moves: its bookshop's staff and the administrator. */
      const returnStaff = {
        guest: 'NOT_LOGGED_IN',
        buyer: 'FORBIDDEN',
        otherStaff: 'NOT_FOUND',
        staff: 'ok',
        admin: 'ok',
      } as const;
      const expected = withFirstLogin({
        myOrders: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'ok',
          otherStaff: 'ok',
          staff: 'ok',
          admin: 'ok',
        },
        bookshopOrders: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'ok',
          staff: 'ok',
          admin: 'ok',
        },
        bookshopOrderPage: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'ok',
          staff: 'ok',
          admin: 'ok',
        },
        bookshopOrderPart: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        acceptOrderPart: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        rejectOrderLines: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        shipOrderPart: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        markReadyForPickup: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        markCollected: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        cancelOrderPart: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'ok',
          otherStaff: 'NOT_FOUND',
          staff: 'NOT_FOUND',
          admin: 'NOT_FOUND',
        },
        // The buyer's own order alone: anyone else's is answered like a missing one.
        cancelUnpaidOrder: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'ok',
          otherStaff: 'ORDER_NOT_FOUND',
          staff: 'ORDER_NOT_FOUND',
          admin: 'ORDER_NOT_FOUND',
        },
        setStock: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'PRODUCT_NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        setPrice: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'PRODUCT_NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        setDiscount: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'PRODUCT_NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        setBookPriceFacts: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'PRODUCT_NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        // The shelf's reads and writes name Libreria Centrale: its staff and the administrator.
        shelf: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'BOOKSHOP_NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        addBook: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'BOOKSHOP_NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        shippingRatesOfMyBookshop: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'BOOKSHOP_NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        setShippingRates: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'BOOKSHOP_NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        setVacation: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'ok',
          staff: 'ok',
          admin: 'FORBIDDEN',
        },
        // The caller's own Borsellino: it names no account, so nobody reads another's.
        myStoreCredit: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'ok',
          otherStaff: 'ok',
          staff: 'ok',
          admin: 'ok',
        },
        // The catalogue is everyone's; a basket too, a guest's included.
        searchBooks: everyone,
        suggestBooks: everyone,
        getBook: everyone,
        moveBasketLine: everyone,
        // Who is asking: what the account menu offers (null for a visitor).
        accountRole: {
          guest: 'ok',
          buyer: 'ok',
          otherStaff: 'ok',
          staff: 'ok',
          admin: 'ok',
          firstLogin: 'ok',
        },
        // A first login's own step; anyone else changes a password knowing the current one.
        choosePassword: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'FORBIDDEN',
          staff: 'FORBIDDEN',
          admin: 'FORBIDDEN',
          firstLogin: 'ok',
        },
        // A bookshop's ledger and profile: its staff and the administrator.
        bookshopStatement: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'FORBIDDEN',
          staff: 'ok',
          admin: 'ok',
        },
        payoutAccount: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'FORBIDDEN',
          staff: 'ok',
          admin: 'ok',
        },
        // Staff onboard their own bookshop's Stripe account: none in the sandbox.
        startPayoutOnboarding: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'CONNECT_UNAVAILABLE',
          staff: 'CONNECT_UNAVAILABLE',
          admin: 'FORBIDDEN',
        },
        bookshopProfile: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'BOOKSHOP_NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        updateBookshopProfile: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'BOOKSHOP_NOT_FOUND',
          staff: 'ok',
          admin: 'ok',
        },
        // Withdrawals (docs/spec/withdrawal-and-returns.md §6): the part's buyer asks; its
        // bookshop's staff and the administrator handle; anyone else finds nothing.
        bookshopReturns: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'ok',
          staff: 'ok',
          admin: 'ok',
        },
        requestReturn: {
          guest: 'NOT_LOGGED_IN',
          buyer: 'ok',
          otherStaff: 'NOT_FOUND',
          staff: 'NOT_FOUND',
          admin: 'NOT_FOUND',
        },
        acceptReturn: returnStaff,
        refuseReturn: returnStaff,
        markReturnReceived: returnStaff,
        ...adminOnly([
          'bookPricePromotions',
          'openBookPricePromotion',
          'setLibraryAccount',
          'deferredPayments',
          'recordDeferredSettlement',
          'bookshopBalances',
          'payoutRuns',
          'failedPayouts',
          'platformMonths',
          'setCommission',
          'runPayouts',
          'adjustLedger',
          'pendingIdentityChanges',
          'approveIdentityChange',
          'rejectIdentityChange',
          'adminBookshops',
          'adminOrders',
          'awaitingTransfers',
          'adminDiscountCodes',
          'discountCodeUses',
          'storeCreditAccount',
          'adminBanners',
          'createBookshop',
          'closeBookshop',
          'createDiscountCode',
          'expireDiscountCode',
          'adjustStoreCredit',
          'saveBanner',
          'deleteBanner',
          'failedMail',
          'retryMail',
        ]),
      });

      type Row = Record<Exclude<Role, 'firstLogin'>, string> & { firstLogin?: string };

      function withFirstLogin(
        rows: Record<Operation, Row>,
      ): Record<Operation, Record<Role, string>> {
        return Object.fromEntries(
          Object.entries(rows).map(([op, row]) => [
            op,
            { firstLogin: 'PASSWORD_CHANGE_REQUIRED', ...row },
          ]),
        ) as Record<Operation, Record<Role, string>>;
      }

      /** The administrator's operations: the administrator alone. */
      function adminOnly<Op extends Operation>(ops: readonly Op[]) {
        const only: Row = {
          guest: 'NOT_LOGGED_IN',
          buyer: 'FORBIDDEN',
          otherStaff: 'FORBIDDEN',
          staff: 'FORBIDDEN',
          admin: 'ok',
        };
        return Object.fromEntries(ops.map((op) => [op, only])) as Record<Op, Row>;
      }

      it('covers every operation the schema adds for the bookshop’s side', () => {
        const sdl = readFileSync(new URL('../../graphql/schema.graphql', import.meta.url), 'utf8');
        const added = [...sdl.matchAll(/extend type (?:Query|Mutation) \{([^}]*)\}/g)]
          // Argument lists may span lines (Prettier wraps long ones): only the fields count.
          .flatMap((m) => [...m[1]!.replace(/\([^)]*\)/g, '()').matchAll(/^\s+(\w+)[(:]/gm)])
          .map((f) => f[1])
          .sort();
        expect(added).toEqual(Object.keys(Q).sort());
      });

      async function clientOf(role: Role): Promise<TestClient> {
        if (role === 'guest') return h.client();
        if (role === 'firstLogin') {
          const centrale = await h.database.db
            .selectFrom('bookshops')
            .select('id')
            .where('name', '=', CENTRALE)
            .executeTakeFirstOrThrow();
          return (await firstLoginStaff(h, centrale.id)).client;
        }
        const email = {
          buyer: BUYER,
          otherStaff: STAFF[SEGNALIBRO],
          staff: STAFF[CENTRALE],
          admin: ADMIN,
        }[role satisfies Exclude<Role, 'guest' | 'firstLogin'>];
        return loggedIn(h, email);
      }

      async function target(status: OrderPartStatus | null, courier = false): Promise<Target> {
        if (status === null) {
          const [book] = await freshBooks(CENTRALE, 1);
          const banner = await h.database.db
            .insertInto('banners')
            .values({ position: 'footer', language: null, html: '<p>matrix</p>', active: false })
            .returning('id')
            .executeTakeFirstOrThrow();
          const mail = await h.database.db
            .insertInto('mail_outbox')
            .values({
              event_key: `matrix:${banner.id}`,
              kind: 'welcome',
              recipient: 'matrix@example.com',
              language: 'it',
              status: 'failed',
              attempts: 8,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // A change of the bookshop's identity awaiting the administrator: its values as
          // they are (the one pending before it superseded, as a newer request does).
          const row = await h.database.db
            .selectFrom('bookshops')
            .select(IDENTITY_COLUMNS)
            .where('id', '=', book!.bookshop_id)
            .executeTakeFirstOrThrow();
          await h.database.db
            .updateTable('bookshop_identity_changes')
            .set({ status: 'superseded', decided_at: new Date() })
            .where('bookshop_id', '=', book!.bookshop_id)
            .where('status', '=', 'pending')
            .execute();
          const change = await h.database.db
            .insertInto('bookshop_identity_changes')
            .values({
              bookshop_id: book!.bookshop_id,
              new_values: JSON.stringify(approvedPart(identityOf(row))),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return {
            mailId: String(mail.id),
            orderNumber: '',
            partId: '0',
            lineId: '0',
            productId: String(book!.id),
            bookshopId: String(book!.bookshop_id),
            bannerId: String(banner.id),
            identityChangeId: String(change.id),
          };
        }
        const { part, lines, books, orderNumber } = await paidPart(BUYER, 'storeCredit');
        const { db } = h.database;
        await db
          .updateTable('order_parts')
          .set({ status, shipping_type: courier ? 'Standard' : 'Shop_pickup' })
          .where('id', '=', part.id)
          .execute();
        if (status === 'SHIPPED')
          await db
            .updateTable('order_parts')
            .set({ delivered_at: new Date() })
            .where('id', '=', part.id)
            .execute();
        if (status === 'AWAITING_PAYMENT') {
          await db
            .updateTable('orders')
            .set({ status: 'awaiting_transfer', paid_at: null })
            .where('id', '=', part.order_id)
            .execute();
        }
        return {
          orderNumber,
          partId: String(part.id),
          lineId: String(lines[0]!.id),
          productId: String(lines[0]!.product_id),
          bookshopId: String(books[0]!.bookshop_id),
          bannerId: '0',
          mailId: '0',
          identityChangeId: '0',
        };
      }

      /** The part `op` acts on, and its return when the operation moves one. */
      async function targetOf(op: Operation): Promise<Target> {
        const t = await target(prepare[op], op === 'shipOrderPart');
        const state = RETURN_PREPARED[op];
        if (state === undefined) return t;
        const { db } = h.database;
        const part = await db
          .selectFrom('order_parts')
          .select(['order_id', 'bookshop_id'])
          .where('id', '=', Number(t.partId))
          .executeTakeFirstOrThrow();
        const row = await db
          .insertInto('returns')
          .values({
            order_part_id: Number(t.partId),
            order_id: part.order_id,
            bookshop_id: part.bookshop_id,
            status: state,
            refund_due_at: new Date(Date.now() + 14 * 86_400_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('return_lines')
          .values({ return_id: row.id, order_line_id: Number(t.lineId), qty: 1 })
          .execute();
        return { ...t, returnId: String(row.id) };
      }

      let isbnSerial = 200_000_000;
      /** A new ISBN-13 (978, a counter, its check digit) for each book the matrix adds. */
      function nextIsbn(): string {
        isbnSerial += 1;
        return `978${isbnSerial}${isbn13CheckDigit(`978${isbnSerial}`)}`;
      }

      /** The bookshop's Standard table as it is: writing it back changes no price. */
      async function standardTableOf(bookshopId: string) {
        const rows = await h.database.db
          .selectFrom('shipping_rates')
          .select(['dest_country', 'max_weight_grams', 'price_cents'])
          .where('bookshop_id', '=', Number(bookshopId))
          .where('shipping_type', '=', 'Standard')
          .orderBy('id')
          .execute();
        const reached = new Map<string | null, number>();
        return rows.map((r) => {
          const minWeightGrams = reached.get(r.dest_country) ?? 0;
          reached.set(r.dest_country, r.max_weight_grams);
          return {
            destCountry: r.dest_country,
            minWeightGrams,
            maxWeightGrams: r.max_weight_grams,
            price: (r.price_cents / 100).toFixed(2),
          };
        });
      }

      let unique = 0;
      let deferredShop: Awaited<ReturnType<typeof shopWithBooks>> | undefined;
      async function varsOf(op: Operation, t: Target): Promise<Record<string, unknown>> {
        switch (op) {
          case 'rejectOrderLines':
            return { partId: t.partId, lineIds: [t.lineId], reason: 'matrix' };
          case 'shipOrderPart':
            return { partId: t.partId, carrier: 'BRT', trackingCode: 'M1' };
          case 'setStock':
            return { productId: t.productId, available: 5 };
          case 'setPrice':
            return { productId: t.productId, price: '12.00' };
          case 'setDiscount':
            return { productId: t.productId, percent: 0 };
          case 'setBookPriceFacts':
            return { productId: t.productId, textbook: false, outOfPrint: false };
          case 'openBookPricePromotion':
            unique += 1;
            // A year of its own each time: one month a year.
            return { month: `${2100 + unique}-03` };
          case 'setLibraryAccount':
            return { email: BUYER, library: false };
          case 'recordDeferredSettlement': {
            // A deferred order of its own each time (a public administration's), of a book at
            // a shop of its own, so the shared part's shelf is untouched.
            deferredShop ??= await shopWithBooks(h, [1_000]);
            const { orderNumber } = await deferredPickupOrder(h, deferredShop.books);
            const input = { orderNumber, direction: 'RECEIVED', amount: '0.01', reference: 'M1' };
            const rome = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });
            return { input: { ...input, paidOn: rome.format(new Date()) } };
          }
          case 'shelf':
          case 'shippingRatesOfMyBookshop':
            return { bookshopId: t.bookshopId };
          case 'addBook':
            return {
              input: {
                isbn: nextIsbn(),
                title: 'Matrice',
                authors: ['Autore di prova'],
                publisher: 'Editore',
                year: 2020,
                weightGrams: 300,
                price: '10.00',
                available: 0,
                bookshopId: t.bookshopId,
              },
            };
          case 'setShippingRates':
            return {
              shippingType: 'Standard',
              offered: true,
              rates: await standardTableOf(t.bookshopId),
              bookshopId: t.bookshopId,
            };
          case 'setVacation':
            return { until: '2999-12-31' };
          case 'discountCodeUses':
            return { code: 'BENVENUTO10' };
          case 'storeCreditAccount':
            return { email: BUYER };
          case 'createBookshop':
            unique += 1;
            return {
              input: {
                name: `Matrice ${unique}`,
                city: 'Roma',
                countryCode: 'IT',
                description: '',
                staffEmail: `matrix.${unique}@example.com`,
                staffFirstName: 'M',
                staffLastName: 'M',
              },
            };
          case 'closeBookshop':
            return { id: t.bookshopId };
          case 'createDiscountCode':
            unique += 1;
            return { input: { code: `MATRIX${unique}`, kind: 'PERCENT', percent: 5 } };
          case 'expireDiscountCode':
            return { code: 'SCADUTO' };
          case 'adjustStoreCredit':
            return { email: BUYER, amount: '1.00', reason: 'matrix' };
          case 'saveBanner':
            return {
              input: { position: 'footer', language: null, html: '<p>m</p>', active: false },
            };
          case 'deleteBanner':
            return { id: t.bannerId };
          case 'retryMail':
            return { id: t.mailId };
          case 'cancelUnpaidOrder':
            return { orderNumber: t.orderNumber };
          case 'choosePassword':
            return { password: 'scaffali di noce e ottone' };
          case 'bookshopStatement':
            return { from: '2020-01-01', to: '2030-12-31', bookshopId: t.bookshopId };
          case 'payoutAccount':
          case 'bookshopProfile':
            return { bookshopId: t.bookshopId };
          case 'platformMonths':
            return { year: 2026 };
          case 'setCommission':
            return { bookshopId: t.bookshopId, percent: '15' };
          case 'adjustLedger':
            return { bookshopId: t.bookshopId, amount: '0.01', reason: 'matrix' };
          case 'updateBookshopProfile':
            return { input: { bookshopId: t.bookshopId, contactPhone: '+39 06 1234567' } };
          case 'approveIdentityChange':
            return { id: t.identityChangeId };
          case 'rejectIdentityChange':
            return { id: t.identityChangeId, reason: 'matrix' };
          case 'requestReturn':
            return { partId: t.partId, lines: [{ lineId: t.lineId, qty: 1 }] };
          case 'acceptReturn':
          case 'markReturnReceived':
            return { returnId: t.returnId };
          case 'refuseReturn':
            return { returnId: t.returnId, reason: 'matrix' };
          case 'searchBooks':
            return { query: 'calvino' };
          case 'suggestBooks':
            return { query: 'calv' };
          case 'getBook':
            return { isbn: '9780306406157' };
          case 'moveBasketLine':
            return {
              fromProductId: String(await offerOf(h.database.db, CENTRALE, 'Il Principe')),
              toProductId: String(await offerOf(h.database.db, PAGINE_SPARSE, 'Il Principe')),
            };
          case 'startPayoutOnboarding':
          case 'bookshopBalances':
          case 'payoutRuns':
          case 'failedPayouts':
          case 'runPayouts':
          case 'pendingIdentityChanges':
            return {};
          case 'myOrders':
          case 'myStoreCredit':
          case 'bookshopOrders':
          case 'bookshopOrderPage':
          case 'accountRole':
          case 'adminBookshops':
          case 'adminOrders':
          case 'awaitingTransfers':
          case 'adminDiscountCodes':
          case 'adminBanners':
          case 'failedMail':
          case 'bookshopReturns':
            return {};
          default:
            return { partId: t.partId };
        }
      }

      async function snapshotOf(t: Target) {
        const { db } = h.database;
        const part =
          t.partId === '0'
            ? null
            : await db
                .selectFrom('order_parts as p')
                .innerJoin('orders as o', 'o.id', 'p.order_id')
                .select(['p.status', 'p.refunded_cents', 'o.status as orderStatus'])
                .where('p.id', '=', Number(t.partId))
                .executeTakeFirst();
        // Every change to the shelf or its rate tables leaves a shelf_events row.
        const shelf = await db
          .selectFrom('shelf_events')
          .select((eb) => eb.fn.countAll<number>().as('events'))
          .executeTakeFirstOrThrow();
        const mail = await db
          .selectFrom('mail_outbox')
          .select('status')
          .where('id', '=', Number(t.mailId))
          .executeTakeFirst();
        const withdrawal = await db
          .selectFrom('returns')
          .select('status')
          .where('id', '=', Number(t.returnId ?? 0))
          .executeTakeFirst();
        return {
          part,
          returnState: withdrawal?.status ?? null,
          stock: await availableOf(db, Number(t.productId)),
          shelfEvents: Number(shelf.events),
          mail: mail?.status ?? null,
        };
      }

      type Send = (client: TestClient, vars: Record<string, unknown>) => ReturnType<typeof call>;

      /**
       * `op` sent by every role as `send` sends it: each refusal with its code and nothing
       * changed, each role allowed answered without an error.
       */
      async function expectRow(op: Operation, send: Send) {
        const refusals = ROLES.filter((r) => expected[op][r] !== 'ok');
        const shared = await targetOf(op);
        for (const role of refusals) {
          const before = await snapshotOf(shared);
          const answer = await send(await clientOf(role), await varsOf(op, shared));
          expect(answer.errors?.[0]?.extensions?.code, `${op} as ${role}`).toBe(expected[op][role]);
          expect(await snapshotOf(shared), `${op} as ${role} changes nothing`).toEqual(before);
        }
        for (const role of ROLES.filter((r) => expected[op][r] === 'ok')) {
          const own = await targetOf(op);
          const client = await clientOf(role);
          const answer = await send(client, await varsOf(op, own));
          expect(
            answer.errors,
            `${op} as ${role} ${JSON.stringify(answer.errors)}`,
          ).toBeUndefined();
          if (op === 'setVacation') await call(client, 'setVacation', { until: null });
          if (op === 'closeBookshop') {
            await h.database.db
              .updateTable('bookshops')
              .set({ closed_at: null })
              .where('id', '=', Number(own.bookshopId))
              .execute();
          }
          if (op === 'bookshopOrders') {
            const own2 = await target('TO_CONFIRM');
            const list = await call<{ bookshopOrders: PartShape[] }>(client, op, {});
            const ids = list.data!.bookshopOrders.map((p) => p.id);
            expect(ids.includes(own2.partId), `${role} sees Centrale's part`).toBe(
              role !== 'otherStaff',
            );
          }
          if (op === 'bookshopOrderPage') {
            const own2 = await target('TO_CONFIRM');
            const page = await call<{ bookshopOrderPage: { total: number; items: PartShape[] } }>(
              client,
              op,
              { search: own2.orderNumber },
            );
            const found = page.data!.bookshopOrderPage;
            const seen = role !== 'otherStaff';
            expect(
              found.items.map((p) => p.id),
              `${role} finds Centrale's part`,
            ).toEqual(seen ? [own2.partId] : []);
            expect(found.total).toBe(seen ? 1 : 0);
          }
        }
      }

      for (const op of Object.keys(Q) as Operation[]) {
        // A line is moved from the caller's own basket: the book is put in it first.
        const send: Send =
          op === 'moveBasketLine'
            ? async (client, vars) => {
                await client.graphql('AddProduct', ADD_PRODUCT, { id: vars['fromProductId'] });
                return call(client, op, vars);
              }
            : (client, vars) => call(client, op, vars);
        it(`${op}: ${ROLES.map((r) => `${r} ${expected[op][r]}`).join(', ')}`, () =>
          expectRow(op, send));
      }

      it(`rejectOrderLines with copies, a reason and restock: ${ROLES.map((r) => `${r} ${expected.rejectOrderLines[r]}`).join(', ')}`, () =>
        expectRow('rejectOrderLines', (client, vars) =>
          client.graphql('RejectCopies', REJECT_COPIES, {
            ...vars,
            quantities: (vars['lineIds'] as string[]).map((lineId) => ({ lineId, quantity: 1 })),
            reasonCode: 'NOT_AVAILABLE',
            restock: true,
          }),
        ));
    });
  });
}
