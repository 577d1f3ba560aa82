import type { FastifyInstance } from 'fastify';
import { formatDate, formatEuro } from '@scaffale/domain/locale';
import { transferDeadline } from '@scaffale/domain/payments';
import { describe, expect, it, vi } from 'vitest';
import { defaultMailConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { TestClient } from '../../test/client.ts';
import { ADMIN, PA, staffEmailOf } from '../../test/demo-accounts.ts';
import { newBuyer } from '../../test/accounts.ts';
import { mailOf, type WireMail } from '../../test/dev-mail.ts';
import { partOf, userIdOf } from '../../test/fixtures.ts';
import { buildApp } from '../../app.ts';
import { engines, testConfig, type Harness } from '../../test/harness.ts';
import { ADD_DISCOUNT_CODE, caller } from '../../test/operations.ts';
import {
  loggedIn,
  payByCard,
  placePickupOrder,
  restockedBookInBasket,
} from '../../test/shoppers.ts';
import { queueReminders } from './mail.repo.ts';

// Every message the product sends, read where the default start keeps them (GET
// /api/dev/mail/, docs/spec/marketplace.md §7): its kind, language and words, and that each event
// gives one message whoever retries it.

const CENTRALE = 'Libreria Centrale';
let serial = 0;

function ofKind(mail: readonly WireMail[], kind: string): WireMail[] {
  return mail.filter((m) => m.kind === kind);
}

/** Text as the HTML layout escapes it. */
function escapeForHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
}

/** A book of the bookshop (the next of its first five), restocked, in the client's basket. */
function bookInBasket(h: Harness, client: TestClient, shop = CENTRALE) {
  serial += 1;
  return restockedBookInBasket(h, client, shop, serial % 5);
}

/** A pickup order for a book of the bookshop, paid by card: its numbers. */
async function paidOrder(h: Harness, client: TestClient, shop = CENTRALE) {
  const { db } = h.database;
  const book = await bookInBasket(h, client, shop);
  const orderNumber = await placePickupOrder(client, book);
  await payByCard(client, orderNumber);
  const part = await vi.waitFor(async () => {
    const row = await partOf(db, orderNumber);
    expect(row.status).toBe('TO_CONFIRM');
    return row;
  });
  return { orderNumber, partId: String(part.id), title: book.title, orderId: part.order_id };
}

const PART = 'id status';
const OPS = {
  accept: `mutation Accept($partId: ID!) { acceptOrderPart(partId: $partId) { ${PART} } }`,
  ship: `mutation Ship($partId: ID!, $carrier: String!, $trackingCode: String!) {
    shipOrderPart(partId: $partId, carrier: $carrier, trackingCode: $trackingCode) { ${PART} } }`,
  ready: `mutation Ready($partId: ID!) { markReadyForPickup(partId: $partId) { ${PART} } }`,
  reject: `mutation Reject($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
    rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) { ${PART} lines { id } } }`,
  cancel: `mutation Cancel($partId: ID!) { cancelOrderPart(partId: $partId) { ${PART} refunded } }`,
  adjust: `mutation Adjust($email: String!, $amount: Decimal!, $reason: String!) {
    adjustStoreCredit(email: $email, amount: $amount, reason: $reason) { balance } }`,
  myOrders: `query MyOrders { myOrders { number parts { id refundReason } } }`,
};

const ask = caller(OPS);

async function op(client: TestClient, name: keyof typeof OPS, vars: Record<string, unknown>) {
  const answer = await ask(client, name, vars);
  expect(answer.errors, name).toBeUndefined();
  return answer;
}

const NARROW = '\u202f';

/** What a part's order holds once placed: its part, its lines (in order) and its amounts. */
async function partFacts(db: Db, orderNumber: string) {
  const part = await db
    .selectFrom('order_parts as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.goods_cents',
      'p.discount_cents',
      'p.refunded_cents',
      'o.total_cents',
      'o.store_credit_cents',
    ])
    .where('o.number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_lines')
    .select(['id', 'title', 'line_total_cents'])
    .where('order_part_id', '=', part.id)
    .orderBy('id')
    .execute();
  return { ...part, lines };
}

async function expectNoMailRoutes(app: FastifyInstance): Promise<void> {
  for (const url of [
    '/api/dev/mail/?to=a@example.com',
    '/dev/mail/?to=a@example.com',
    '/dev/mail/message/1/',
  ]) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(404);
    expect(response.body, url).not.toContain('subject');
  }
}

for (const engine of engines()) {
  describe(`the mail (${engine.name})`, () => {
    const h = engine.setup();

    it('welcomes a new account in its language, once', async () => {
      const { client, email } = await newBuyer(h, { language: 'fr', firstName: 'Zoé' });
      const mail = await mailOf(client, email);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        to: email,
        kind: 'welcome',
        subject: 'Bienvenue sur Scaffale',
      });
      expect(mail[0]!.text).toContain('Bonjour Zoé,');
      expect(mail[0]!.html).toContain('<html lang="fr">');
      expect(mail[0]!.html).not.toMatch(/<script/i);
      expect(new Date(mail[0]!.sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      // Read again: the same message, not a second.
      expect(await mailOf(client, email.toUpperCase())).toHaveLength(1);
    });

    it('answers 400 without an address to read', async () => {
      const response = await h.client().get('/api/dev/mail/?to=not-an-email');
      expect(response.statusCode).toBe(400);
    });

    it('has no mail route in production', async () => {
      const production = await buildApp({ ...testConfig, env: 'production' }, h.database);
      try {
        await expectNoMailRoutes(production);
      } finally {
        await production.close();
      }
    });

    // docs/spec/accounts-and-access.md §5: with an SMTP server the messages leave; nobody reads
    // them here (a guest would read the administrator's password-reset link).
    it('has no mail route when SMTP_URL is set, in development too', async () => {
      const withSmtp = await buildApp(
        {
          ...testConfig,
          env: 'development',
          mail: { ...defaultMailConfig('Scaffale', 3000), smtpUrl: 'smtp://127.0.0.1:2525' },
        },
        h.database,
      );
      try {
        await expectNoMailRoutes(withSmtp);
      } finally {
        await withSmtp.close();
      }
    });

    it('shows the administrator the messages the queue gave up on, and queues one again once', async () => {
      const { db } = h.database;
      const { client, email } = await newBuyer(h, { language: 'en' });
      const message = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('mail_outbox')
        .set({ status: 'failed', attempts: 8, last_error: '451 mailbox busy' })
        .where('id', '=', message.id)
        .execute();
      const LIST = 'query FailedMail { failedMail { id recipient kind attempts lastError } }';
      const RETRY = 'mutation RetryMail($id: ID!) { retryMail(id: $id) }';
      const id = String(message.id);
      const refusals: [string, TestClient, string][] = [
        ['guest', h.client(), 'NOT_LOGGED_IN'],
        ['buyer', client, 'FORBIDDEN'],
        ['staff', await loggedIn(h, staffEmailOf(CENTRALE)), 'FORBIDDEN'],
      ];
      for (const [who, caller, code] of refusals) {
        const list = await caller.graphql('FailedMail', LIST);
        expect(list.errors?.[0]?.extensions?.code, who).toBe(code);
        const retry = await caller.graphql('RetryMail', RETRY, { id });
        expect(retry.errors?.[0]?.extensions?.code, who).toBe(code);
      }
      const admin = await loggedIn(h, ADMIN);
      const list = await admin.graphql<{ failedMail: { id: string }[] }>('FailedMail', LIST);
      expect(list.data?.failedMail).toContainEqual({
        id,
        recipient: email,
        kind: 'welcome',
        attempts: 8,
        lastError: '451 mailbox busy',
      });
      const retries = await Promise.all(
        Array.from({ length: 4 }, () => admin.graphql('RetryMail', RETRY, { id })),
      );
      expect(retries.filter((r) => r.data?.['retryMail'] === true)).toHaveLength(1);
      expect(retries.filter((r) => r.errors?.[0]?.extensions?.code === 'NOT_FOUND')).toHaveLength(
        3,
      );
      const row = await db
        .selectFrom('mail_outbox')
        .select('status')
        .where('id', '=', message.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      const audit = await db
        .selectFrom('admin_events')
        .select('detail')
        .where('kind', '=', 'mail_retried')
        .execute();
      expect(audit.map((a) => a.detail)).toContainEqual({ messageId: message.id });
    });

    it('shows the messages on a small page beside the route', async () => {
      const { client, email } = await newBuyer(h, { language: 'it', firstName: 'Natalia' });
      const page = await client.get(`/dev/mail/?to=${encodeURIComponent(email)}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<h2 id="m0">Benvenuto su Scaffale</h2>');
      expect(page.body).toContain('Ciao Natalia,');
      expect(page.body).not.toContain('<script');
      const link = /href="(\/dev\/mail\/message\/\d+\/)"/.exec(page.body)?.[1];
      const html = await client.get(link ?? '/dev/mail/message/0/');
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-security-policy']).toContain("default-src 'none'");
      expect(html.body).toContain('<html lang="it">');
      expect(html.body).toContain('Ciao Natalia,');
      expect((await client.get('/dev/mail/message/999999999/')).statusCode).toBe(404);
      const empty = await client.get('/dev/mail/');
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toContain('<label for="to">');
    });

    it('tells the buyer and the bookshop every step of a part, each in their language, once per event', async () => {
      const { db } = h.database;
      const { client, email } = await newBuyer(h, { language: 'en' });
      const order = await paidOrder(h, client);
      const staffEmail = staffEmailOf(CENTRALE);
      const placed = ofKind(await mailOf(client, email), 'order_placed');
      expect(placed).toHaveLength(1);
      expect(placed[0]!.subject).toBe(`Order ${order.orderNumber} received`);
      expect(placed[0]!.text).toContain(order.title);
      expect(placed[0]!.text).toContain(CENTRALE);
      expect(placed[0]!.text).toMatch(/Total: €\d+\.\d\d/);
      expect(placed[0]!.html).toContain('<table');

      const toConfirm = ofKind(await mailOf(client, staffEmail), 'part_to_confirm').filter((m) =>
        m.subject.includes(order.orderNumber),
      );
      expect(toConfirm).toHaveLength(1);
      // The staff account's language is Italian (docs/spec/marketplace.md §1).
      expect(toConfirm[0]!.subject).toBe(`Nuovo ordine ${order.orderNumber} da confermare`);
      expect(toConfirm[0]!.text).toContain('/it/area-libreria/');

      const staff = await loggedIn(h, staffEmail);
      await op(staff, 'accept', { partId: order.partId });
      // A shipped part: the bookshop sends this one by courier.
      await db
        .updateTable('order_parts')
        .set({ shipping_type: 'Standard' })
        .where('id', '=', Number(order.partId))
        .execute();
      await op(staff, 'ship', { partId: order.partId, carrier: 'BRT', trackingCode: 'TRK-4711' });

      const mail = await mailOf(client, email);
      expect(mail.map((m) => m.kind)).toEqual([
        'part_shipped',
        'part_accepted',
        'order_placed',
        'welcome',
      ]);
      expect(mail[1]!.subject).toBe(`Order ${order.orderNumber}: ${CENTRALE} has confirmed`);
      expect(mail[0]!.subject).toBe(
        `Order ${order.orderNumber}: ${CENTRALE} has shipped your parcel`,
      );
      expect(mail[0]!.text).toContain('Carrier: BRT');
      expect(mail[0]!.text).toContain('Tracking code: TRK-4711');
    });

    it('tells the buyer a part is ready for pickup', async () => {
      const { client, email } = await newBuyer(h, { language: 'es' });
      const order = await paidOrder(h, client);
      const staff = await loggedIn(h, staffEmailOf(CENTRALE));
      await op(staff, 'accept', { partId: order.partId });
      await op(staff, 'ready', { partId: order.partId });
      const [ready] = ofKind(await mailOf(client, email), 'part_ready');
      expect(ready?.subject).toBe(`Pedido ${order.orderNumber}: listo para recoger en ${CENTRALE}`);
      // Where and when (docs/spec/marketplace.md §8): the shop's address and hours, in Spanish.
      expect(ready?.text).toContain('Recogida en la tienda: Via Dante 12, 20121 Milano');
      expect(ready?.text).toContain('Horario de apertura: lunes 10:00–19:30;');
      expect(ready?.text).toContain('domingo 10:00–13:00');
      const [placed] = ofKind(await mailOf(client, email), 'order_placed');
      expect(placed?.text).toContain('Recogida en la tienda: Via Dante 12, 20121 Milano');
    });

    it('tells the buyer of lines rejected with the reason and the refund, and of a part cancelled', async () => {
      const { client, email } = await newBuyer(h, { language: 'it' });
      const order = await paidOrder(h, client);
      const staff = await loggedIn(h, staffEmailOf(CENTRALE));
      const lines = await h.database.db
        .selectFrom('order_lines')
        .select('id')
        .where('order_part_id', '=', Number(order.partId))
        .execute();
      await op(staff, 'reject', {
        partId: order.partId,
        lineIds: lines.map((l) => String(l.id)),
        reason: 'Copia danneggiata',
      });
      const [rejected] = ofKind(await mailOf(client, email), 'lines_rejected');
      expect(rejected?.subject).toBe(
        `Ordine ${order.orderNumber}: ${CENTRALE} non può fornire alcuni libri`,
      );
      expect(rejected?.text).toContain('«Copia danneggiata»');
      expect(rejected?.text).toContain(order.title);
      expect(rejected?.text).toMatch(/Ti restituiamo \d+,\d\d\u00a0€/);
      expect(rejected?.text).toContain('anche la spedizione è rimborsata');
      const mine = await op(client, 'myOrders', {});
      expect(JSON.stringify(mine.data)).toContain('"refundReason":"Copia danneggiata"');

      const second = await paidOrder(h, client);
      await op(client, 'cancel', { partId: second.partId });
      const cancelled = ofKind(await mailOf(client, email), 'part_cancelled');
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]!.subject).toBe(
        `Ordine ${second.orderNumber}: la parte di ${CENTRALE} è annullata`,
      );
      expect(cancelled[0]!.text).toContain('hai annullato');
    });

    it('sends a bank transfer’s instructions, one reminder on its third day, and its expiry', async () => {
      const { db } = h.database;
      const { client, email } = await newBuyer(h, { language: 'en' });
      const book = await bookInBasket(h, client);
      const orderNumber = await placePickupOrder(client, book, { paymentMethod: 'STRIPE_WT' });
      const transfer = await client.post('/api/stripe/create-payment-intent/wiretransfer/', {
        orderNumber,
      });
      await client.post('/api/sandbox/confirm/', { clientSecret: transfer.json().clientSecret });
      await vi.waitFor(async () => {
        const [instructions] = ofKind(await mailOf(client, email), 'transfer_instructions');
        expect(instructions?.subject).toBe(`Order ${orderNumber}: bank transfer instructions`);
        expect(instructions?.text).toContain(`Reference: ${orderNumber}`);
      });

      const order = await db
        .selectFrom('orders')
        .select(['id', 'created_at'])
        .where('number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      const day = 24 * 60 * 60 * 1000;
      await queueReminders(db, new Date(order.created_at.getTime() + 2 * day));
      expect(ofKind(await mailOf(client, email), 'transfer_reminder')).toHaveLength(0);
      const third = new Date(order.created_at.getTime() + 3 * day + 60_000);
      await Promise.all([queueReminders(db, third), queueReminders(db, third)]);
      await queueReminders(db, new Date(third.getTime() + day));
      const reminders = ofKind(await mailOf(client, email), 'transfer_reminder');
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.subject).toContain(`Order ${orderNumber}: the bank transfer is due by`);

      const { expireUnpaidOrders } = await import('../orders/expiry.ts');
      await expireUnpaidOrders(db, new Date(order.created_at.getTime() + 6 * day));
      const [expired] = ofKind(await mailOf(client, email), 'transfer_expired');
      expect(expired?.subject).toBe(
        `Order ${orderNumber} cancelled: the bank transfer did not arrive`,
      );
    });

    it('reminds the bookshop a day before a part’s deadline, once', async () => {
      const { db } = h.database;
      const { client } = await newBuyer(h, { language: 'it' });
      const order = await paidOrder(h, client);
      const part = await db
        .selectFrom('order_parts')
        .select('confirm_by')
        .where('id', '=', Number(order.partId))
        .executeTakeFirstOrThrow();
      const staffEmail = staffEmailOf(CENTRALE);
      const reminded = async () =>
        ofKind(await mailOf(client, staffEmail), 'confirm_reminder').filter((m) =>
          m.subject.includes(order.orderNumber),
        );
      const deadline = part.confirm_by!.getTime();
      await queueReminders(db, new Date(deadline - 25 * 60 * 60 * 1000));
      expect(await reminded()).toHaveLength(0);
      await Promise.all(
        Array.from({ length: 5 }, () => queueReminders(db, new Date(deadline - 60 * 60 * 1000))),
      );
      const reminders = await reminded();
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.subject).toContain(`Ordine ${order.orderNumber}: da confermare entro`);
    });

    /**
     * A pickup order of two books of Libreria Centrale with a 10% code, paid by card (what
     * the Borsellino does not pay, when `credit` gives the buyer some first).
     */
    async function paidTwoBooks(client: TestClient, email: string, credit = 0) {
      if (credit > 0) {
        const admin = await loggedIn(h, ADMIN);
        await op(admin, 'adjust', { email, amount: (credit / 100).toFixed(2), reason: 'prova' });
      }
      // Two different books of the sixteen (the seed's), cheaper than any code's limit.
      const first = await restockedBookInBasket(h, client, CENTRALE, 5 + (serial % 5));
      await restockedBookInBasket(h, client, CENTRALE, 10 + (serial % 5));
      const selectedShippings = [{ codelib: String(first.bookshop_id), shipping: 'Shop_pickup' }];
      const code = await client.graphql<{ addDiscountCode: { success: boolean } }>(
        'AddDiscountCode',
        ADD_DISCOUNT_CODE,
        { selectedShippings, discountCode: 'BENVENUTO10' },
      );
      expect(code.data?.addDiscountCode.success).toBe(true);
      const orderNumber = await placePickupOrder(client, first);
      await payByCard(client, orderNumber);
      await vi.waitFor(async () =>
        expect((await partOf(h.database.db, orderNumber)).status).toBe('TO_CONFIRM'),
      );
      return { orderNumber, ...(await partFacts(h.database.db, orderNumber)) };
    }

    const PARCEL = {
      it: {
        part_shipped: 'Nel pacco di',
        part_ready: 'Da ritirare da',
        notSupplied: 'Non forniti: rimborsati',
      },
      fr: {
        part_shipped: 'Dans le colis de',
        part_ready: 'À retirer chez',
        notSupplied: `Non fournis${NARROW}: remboursés`,
      },
      en: {
        part_shipped: 'In the parcel from',
        part_ready: 'To collect at',
        notSupplied: 'Not supplied: refunded',
      },
    } as const;

    for (const lang of ['it', 'fr', 'en'] as const) {
      it(`lists in the shipped and ready mails (${lang}) what the parcel holds at what was paid, the rejected line apart with its refund`, async () => {
        const { db } = h.database;
        const staff = await loggedIn(h, staffEmailOf(CENTRALE));
        for (const kind of ['part_shipped', 'part_ready'] as const) {
          const { client, email } = await newBuyer(h, { language: lang });
          const order = await paidTwoBooks(client, email);
          const [rejected, kept] = order.lines as [
            (typeof order.lines)[number],
            (typeof order.lines)[number],
          ];
          const partId = String(order.id);
          await op(staff, 'reject', {
            partId,
            lineIds: [String(rejected.id)],
            reason: 'Copia danneggiata',
          });
          await op(staff, 'accept', { partId });
          if (kind === 'part_shipped') {
            await db
              .updateTable('order_parts')
              .set({ shipping_type: 'Standard' })
              .where('id', '=', order.id)
              .execute();
            await op(staff, 'ship', { partId, carrier: 'BRT', trackingCode: 'TRK-1' });
          } else {
            await op(staff, 'ready', { partId });
          }
          const after = await partFacts(db, order.orderNumber);
          // What the kept book cost: the part's books after the code, less what the
          // rejection gave back; less than its price before the code.
          const keptPaid = after.goods_cents - after.discount_cents - after.refunded_cents;
          expect(after.refunded_cents).toBeGreaterThan(0);
          expect(keptPaid).toBeLessThan(kept.line_total_cents);
          const [mail] = ofKind(await mailOf(client, email), kind);
          const words = PARCEL[lang];
          expect(mail?.text).toContain(
            `${words[kind]} ${CENTRALE}\n- ${kept.title} · 1 · ${formatEuro(lang, keptPaid)}\n`,
          );
          expect(mail?.text).toContain(
            `${words.notSupplied}\n- ${rejected.title} · 1 · ${formatEuro(lang, after.refunded_cents)}`,
          );
          const parcel = mail!.text.split(words.notSupplied)[0]!;
          expect(parcel).not.toContain(rejected.title);
          expect(mail?.text).not.toContain(formatEuro(lang, kept.line_total_cents));
          expect(mail?.html).toContain(escapeForHtml(words.notSupplied));
        }
      });
    }

    const REFUND_WORDS = {
      it: {
        owed: (amount: string) =>
          `non c’è nulla da restituire, ${amount} vengono detratti da quanto è dovuto per l’ordine.`,
        card: (amount: string) =>
          `Ti restituiamo ${amount} con il metodo con cui hai pagato: Carta.`,
        wallet: (amount: string) => `Ti restituiamo ${amount} nel tuo Borsellino:`,
        givingBack: 'Ti restituiamo',
        reason: '«Copia danneggiata»',
      },
      fr: {
        owed: (amount: string) =>
          `il n’y a rien à rendre, et ${amount} sont déduits de la somme due pour elle.`,
        card: (amount: string) =>
          `Nous vous rendons ${amount} sur le moyen de paiement utilisé${NARROW}: Carte.`,
        wallet: (amount: string) => `Nous vous rendons ${amount} sur votre Porte-monnaie${NARROW}:`,
        givingBack: 'Nous vous rendons',
        reason: `Motif${NARROW}: «${NARROW}Copia danneggiata${NARROW}»`,
      },
      en: {
        owed: (amount: string) =>
          `there is nothing to give back, and ${amount} is deducted from what is owed for it.`,
        card: (amount: string) => `We are giving ${amount} back to the method you paid with: Card.`,
        wallet: (amount: string) => `We are giving ${amount} back to your Wallet:`,
        givingBack: 'We are giving',
        reason: 'Reason: “Copia danneggiata”',
      },
    } as const;

    for (const lang of ['it', 'fr', 'en'] as const) {
      it(`says a deferred order’s refund (${lang}) is taken off what is owed, not given back`, async () => {
        const { db } = h.database;
        await db.updateTable('users').set({ language: lang }).where('email', '=', PA).execute();
        const pa = await loggedIn(h, PA);
        const billing = await db
          .selectFrom('billing_addresses')
          .select('id')
          .where('user_id', '=', await userIdOf(db, PA))
          .executeTakeFirstOrThrow();
        serial += 1;
        const book = await restockedBookInBasket(h, pa, CENTRALE, serial % 16);
        const orderNumber = await placePickupOrder(pa, book, {
          billingAddress: `A${billing.id}`,
          invoice: true,
          paymentMethod: 'MANUAL',
        });
        const order = await partFacts(db, orderNumber);
        const staff = await loggedIn(h, staffEmailOf(CENTRALE));
        await op(staff, 'reject', {
          partId: String(order.id),
          lineIds: [String(order.lines[0]!.id)],
          reason: 'Copia danneggiata',
        });
        const refunded = (await partFacts(db, orderNumber)).refunded_cents;
        expect(refunded).toBeGreaterThan(0);
        const [mail] = ofKind(await mailOf(pa, PA), 'lines_rejected').filter((m) =>
          m.subject.includes(orderNumber),
        );
        const words = REFUND_WORDS[lang];
        expect(mail?.text).toContain(words.owed(formatEuro(lang, refunded)));
        expect(mail?.text).not.toContain(words.givingBack);
      });

      it(`says where each euro of a Borsellino and card order’s refund goes (${lang})`, async () => {
        const { db } = h.database;
        const { client, email } = await newBuyer(h, { language: lang });
        const order = await paidTwoBooks(client, email, 300);
        expect(order.store_credit_cents).toBe(300);
        const partId = String(order.id);
        // Italian and French: the bookshop rejects both books; English: the buyer cancels.
        if (lang === 'en') {
          await op(client, 'cancel', { partId });
        } else {
          const staff = await loggedIn(h, staffEmailOf(CENTRALE));
          await op(staff, 'reject', {
            partId,
            lineIds: order.lines.map((l) => String(l.id)),
            reason: 'Copia danneggiata',
          });
        }
        const refunded = (await partFacts(db, order.orderNumber)).refunded_cents;
        // Everything back: the card what it took, the Borsellino its 3.00.
        expect(refunded).toBe(order.total_cents + 300);
        const kind = lang === 'en' ? 'part_cancelled' : 'lines_rejected';
        const [mail] = ofKind(await mailOf(client, email), kind);
        const words = REFUND_WORDS[lang];
        expect(mail?.text).toContain(words.card(formatEuro(lang, order.total_cents)));
        expect(mail?.text).toContain(words.wallet(formatEuro(lang, 300)));
        if (lang !== 'en') expect(mail?.text).toContain(words.reason);
      });
    }

    /** What each language tells a bank transfer's buyer of its refund. */
    const TRANSFER_REFUND_WORDS = {
      it: (amount: string, email: string) =>
        `Ti restituiamo ${amount} con un bonifico sul tuo conto: il nostro fornitore di pagamenti ti scriverà a ${email} per chiederti il conto bancario su cui versarli.`,
      en: (amount: string, email: string) =>
        `We are giving ${amount} back by bank transfer: our payment provider will email you at ${email} to ask for the bank account to send it to.`,
      fr: (amount: string, email: string) =>
        `Nous vous rendons ${amount} par virement${NARROW}: notre prestataire de paiement vous écrira à ${email} pour vous demander le compte bancaire sur lequel verser la somme.`,
      es: (amount: string, email: string) =>
        `Te devolvemos ${amount} por transferencia: nuestro proveedor de pagos te escribirá a ${email} para pedirte la cuenta bancaria a la que enviarlo.`,
    } as const;

    for (const lang of ['it', 'en', 'fr', 'es'] as const) {
      it(`tells a bank transfer’s buyer (${lang}) the payment provider will ask at their email for the account their refund goes to`, async () => {
        const { db } = h.database;
        const { client, email } = await newBuyer(h, { language: lang });
        const book = await bookInBasket(h, client);
        const orderNumber = await placePickupOrder(client, book, { paymentMethod: 'STRIPE_WT' });
        const transfer = await client.post('/api/stripe/create-payment-intent/wiretransfer/', {
          orderNumber,
        });
        await client.post('/api/sandbox/confirm/', { clientSecret: transfer.json().clientSecret });
        const arrived = await client.post(`/api/dev/bank-transfers/${orderNumber}/received`);
        expect(arrived.json()).toEqual({ orderNumber, status: 'paid' });
        const order = await partFacts(db, orderNumber);
        const staff = await loggedIn(h, staffEmailOf(CENTRALE));
        await op(staff, 'reject', {
          partId: String(order.id),
          lineIds: order.lines.map((l) => String(l.id)),
          reason: 'Copia danneggiata',
        });
        const { total_cents } = await db
          .selectFrom('orders')
          .select('total_cents')
          .where('number', '=', orderNumber)
          .executeTakeFirstOrThrow();
        const [mail] = ofKind(await mailOf(client, email), 'lines_rejected');
        const told = TRANSFER_REFUND_WORDS[lang](formatEuro(lang, total_cents), email);
        expect(mail?.text).toContain(told);
        expect(mail?.html).toContain(escapeForHtml(told));
      });
    }

    it('writes French with its narrow no-break spaces before a colon, and English days as the pages do', async () => {
      const { db } = h.database;
      const french = await newBuyer(h, { language: 'fr' });
      await paidOrder(h, french.client);
      const [placed] = ofKind(await mailOf(french.client, french.email), 'order_placed');
      expect(placed?.text).toContain(`Librairie${NARROW}: ${CENTRALE}`);
      expect(placed?.text).toMatch(new RegExp(`\\nTotal${NARROW}: \\d+,\\d\\d\\u00a0€\\n`));
      expect(placed?.text).not.toContain('Librairie: ');

      const english = await newBuyer(h, { language: 'en' });
      const book = await bookInBasket(h, english.client);
      const orderNumber = await placePickupOrder(english.client, book, {
        paymentMethod: 'STRIPE_WT',
      });
      const transfer = await english.client.post(
        '/api/stripe/create-payment-intent/wiretransfer/',
        { orderNumber },
      );
      await english.client.post('/api/sandbox/confirm/', {
        clientSecret: transfer.json().clientSecret,
      });
      const order = await vi.waitFor(async () => {
        const row = await db
          .selectFrom('orders')
          .select(['created_at', 'status'])
          .where('number', '=', orderNumber)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe('awaiting_transfer');
        return row;
      });
      await queueReminders(db, new Date(order.created_at.getTime() + 3 * 86_400_000 + 60_000));
      const [reminder] = ofKind(await mailOf(english.client, english.email), 'transfer_reminder');
      const day = /due by (.+)$/.exec(reminder?.subject ?? '')?.[1];
      // The day first, as the pages write it ('2 December 2026'), never 'December 2, 2026'.
      expect(day).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(day).toBe(formatDate('en', transferDeadline(order.created_at)));
    });

    it('tells the bookshop’s staff once when the buyer cancels its part, and not when the deadline does', async () => {
      const { db } = h.database;
      const staffEmail = staffEmailOf(CENTRALE);
      const { client } = await newBuyer(h, { language: 'en' });
      const order = await paidOrder(h, client);
      await op(client, 'cancel', { partId: order.partId });
      const again = await client.graphql('Cancel', OPS.cancel, { partId: order.partId });
      expect(again.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
      const told = ofKind(await mailOf(client, staffEmail), 'part_cancelled_by_buyer').filter((m) =>
        m.subject.includes(order.orderNumber),
      );
      expect(told).toHaveLength(1);
      // The staff account's language is Italian.
      expect(told[0]!.subject).toBe(
        `Ordine ${order.orderNumber}: il cliente ha annullato la parte di ${CENTRALE}`,
      );
      expect(told[0]!.text).toContain('non preparare i libri qui sotto');
      expect(told[0]!.text).toContain(order.title);
      expect(told[0]!.text).toContain('/it/area-libreria/');

      const overdue = await paidOrder(h, client);
      await db
        .updateTable('order_parts')
        .set({ confirm_by: new Date(Date.now() - 60_000) })
        .where('id', '=', Number(overdue.partId))
        .execute();
      expect(await h.app.cancelOverdueParts()).toBeGreaterThanOrEqual(1);
      expect((await partOf(db, overdue.orderNumber)).status).toBe('CANCELLED');
      const notTold = ofKind(await mailOf(client, staffEmail), 'part_cancelled_by_buyer').filter(
        (m) => m.subject.includes(overdue.orderNumber),
      );
      expect(notTold).toHaveLength(0);
    });
  });
}
