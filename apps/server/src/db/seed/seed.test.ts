import { verify } from '@node-rs/argon2';
import {
  isValidCap,
  isValidCodiceFiscale,
  isValidPaOfficeCode,
  isValidPartitaIva,
  isValidProvinceCode,
  isValidSdiCode,
} from '@scaffale/domain/italy';
import { LANGUAGES } from '@scaffale/domain/languages';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { testDatabaseTargets, type TestDatabase } from '../test-databases.ts';
import type { DB, ShippingTypeCode } from '../types.ts';
import {
  IL_SEGNALIBRO,
  LIBRAIRIE_DU_QUAI,
  LIBRERIA_CENTRALE,
  LIBRERIA_DEL_PORTO,
  PAGINE_SPARSE,
} from './catalogue.ts';
import { DEMO_ADMIN_EMAIL, DEMO_EMAILS, DEMO_PASSWORD, DEMO_STAFF } from './accounts.ts';
import { DEMO_CODES, GIULIA_STORE_CREDIT_CENTS, seedDemoData, slugify } from './demo-data.ts';
import { resetDemoData, seedIfEmpty, truncateAllTables } from './seed.ts';

describe.each(testDatabaseTargets())('demo data on $name', (target) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    await seedDemoData(db);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function userId(email: string): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function bookshop(name: string) {
    const shop = await db
      .selectFrom('bookshops')
      .selectAll()
      .select(sql<boolean>`vacation_end >= current_date`.as('on_vacation'))
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const types = await db
      .selectFrom('bookshop_shipping_types')
      .select('shipping_type')
      .where('bookshop_id', '=', shop.id)
      .orderBy('position')
      .execute();
    const rates = await db
      .selectFrom('shipping_rates')
      .selectAll()
      .where('bookshop_id', '=', shop.id)
      .execute();
    return { ...shop, types: types.map((t) => t.shipping_type), rates };
  }

  describe('countries', () => {
    it('has the EU-27 and the neighbours, named in every language', async () => {
      const rows = await db.selectFrom('countries').selectAll().execute();
      const codes = rows.map((r) => r.code);
      const required =
        'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE GB CH NO US CA SM VA';
      for (const code of required.split(' ')) expect(codes).toContain(code);
      for (const r of rows) {
        for (const name of [r.name_it, r.name_en, r.name_fr, r.name_es]) expect(name).not.toBe('');
      }
      expect(rows.find((r) => r.code === 'DE')).toMatchObject({
        name_it: 'Germania',
        name_en: 'Germany',
        name_fr: 'Allemagne',
        name_es: 'Alemania',
      });
    });
  });

  describe('accounts', () => {
    it('has the five demo buyers with their languages and a wallet each', async () => {
      const users = await db
        .selectFrom('users')
        .leftJoin('wallets', 'wallets.user_id', 'users.id')
        .select(['email', 'language', 'first_name', 'last_name', 'password_hash', 'balance_cents'])
        .where('role', '=', 'buyer')
        .orderBy('users.id')
        .execute();
      expect(users.map((u) => [u.email, u.language, u.balance_cents])).toEqual([
        [DEMO_EMAILS.mario, 'it', 0],
        [DEMO_EMAILS.giulia, 'it', GIULIA_STORE_CREDIT_CENTS],
        [DEMO_EMAILS.pa, 'it', 0],
        [DEMO_EMAILS.jane, 'en', 0],
        [DEMO_EMAILS.luca, 'it', 0],
        [DEMO_EMAILS.sara, 'it', 0],
        [DEMO_EMAILS.elena, 'it', 0],
        [DEMO_EMAILS.marta, 'it', 0],
      ]);
      for (const u of users) {
        expect(u.first_name).not.toBe('');
        expect(u.last_name).not.toBe('');
        expect(u.password_hash).toMatch(/^\$argon2id\$/);
      }
    });

    it('has one staff account per bookshop and the administrator (docs/spec/marketplace.md §1)', async () => {
      const rows = await db
        .selectFrom('users')
        .leftJoin('bookshops', 'bookshops.id', 'users.bookshop_id')
        .select(['email', 'language', 'role', 'bookshops.name as bookshop', 'password_hash'])
        .where('role', '<>', 'buyer')
        .orderBy('users.id')
        .execute();
      expect(rows.map((r) => [r.email, r.role, r.bookshop, r.language])).toEqual([
        ['staff.centrale@example.com', 'staff', 'Libreria Centrale', 'it'],
        ['staff.segnalibro@example.com', 'staff', 'Il Segnalibro', 'it'],
        ['staff.porto@example.com', 'staff', 'Libreria del Porto', 'it'],
        ['staff.paginesparse@example.com', 'staff', 'Pagine Sparse', 'it'],
        ['staff.quai@example.com', 'staff', 'Librairie du Quai', 'fr'],
        [DEMO_ADMIN_EMAIL, 'admin', null, 'it'],
      ]);
      expect(DEMO_STAFF.map(([email]) => email)).toEqual(rows.slice(0, 5).map((r) => r.email));
      for (const r of rows) expect(await verify(r.password_hash, DEMO_PASSWORD)).toBe(true);
    });

    it('accepts the demo password and nothing else', async () => {
      const { password_hash } = await db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', DEMO_EMAILS.jane)
        .executeTakeFirstOrThrow();
      expect(await verify(password_hash, DEMO_PASSWORD)).toBe(true);
      expect(await verify(password_hash, 'scaffale-2026!')).toBe(false);
    });

    it('gives mario two Italian addresses and an empty (NONE) billing record', async () => {
      const id = await userId(DEMO_EMAILS.mario);
      const addresses = await shippingAddresses(id);
      expect(addresses.map((a) => [a.etichetta, a.citta, a.provincia_stato])).toEqual([
        ['Casa', 'Milano', 'MI'],
        ['Ufficio', 'Roma', 'RM'],
      ]);
      expectValidItalianAddresses(addresses);
      const billing = await billingAddresses(id);
      expect(billing).toHaveLength(1);
      expect(billing[0]).toMatchObject({ persona: 'NONE', professionale: false });
    });

    it('gives giulia a professional GIU billing record and store credit with its ledger', async () => {
      const id = await userId(DEMO_EMAILS.giulia);
      expectValidItalianAddresses(await shippingAddresses(id));
      expect(await shippingAddresses(id)).toHaveLength(1);
      const [billing, ...others] = await billingAddresses(id);
      expect(others).toHaveLength(0);
      expect(billing).toMatchObject({ persona: 'GIU', professionale: true });
      expect(isValidPartitaIva(billing?.partita_iva ?? '')).toBe(true);
      expect(isValidCodiceFiscale(billing?.codice_fiscale ?? '')).toBe(true);
      expect(isValidSdiCode(billing?.codice_destinatario_sdi ?? '')).toBe(true);
      expect(billing?.ragione_sociale).not.toBe('');
      expect(billing?.pec).toMatch(/@/);
      const ledger = await db
        .selectFrom('store_credit_entries')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('total'))
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(ledger.total)).toBe(GIULIA_STORE_CREDIT_CENTS);
    });

    it('gives the public administration deferred payment and its office code', async () => {
      const id = await userId(DEMO_EMAILS.pa);
      expect(await shippingAddresses(id)).toHaveLength(1);
      expectValidItalianAddresses(await shippingAddresses(id));
      const [billing] = await billingAddresses(id);
      expect(billing).toMatchObject({
        persona: 'PA',
        professionale: true,
        pagamento_posticipato: true,
      });
      expect(isValidCodiceFiscale(billing?.codice_fiscale ?? '')).toBe(true);
      expect(billing?.codice_fiscale).toMatch(/^\d{11}$/);
      expect(isValidPartitaIva(billing?.partita_iva ?? '')).toBe(true);
      // Its invoices (FPA12) go to its 6-character office code, not a 7-character SDI code.
      expect(isValidPaOfficeCode(billing?.codice_destinatario_sdi ?? '')).toBe(true);
    });

    it('gives jane nothing saved', async () => {
      const id = await userId(DEMO_EMAILS.jane);
      expect(await shippingAddresses(id)).toHaveLength(0);
      expect(await billingAddresses(id)).toHaveLength(0);
    });

    function shippingAddresses(id: number) {
      return db
        .selectFrom('shipping_addresses')
        .selectAll()
        .where('user_id', '=', id)
        .orderBy('id')
        .execute();
    }
    function billingAddresses(id: number) {
      return db
        .selectFrom('billing_addresses')
        .selectAll()
        .where('user_id', '=', id)
        .orderBy('id')
        .execute();
    }
    function expectValidItalianAddresses(
      rows: { nazione: string; provincia_stato: string; cap: string }[],
    ) {
      for (const a of rows) {
        expect(a.nazione).toBe('IT');
        expect(isValidProvinceCode(a.provincia_stato)).toBe(true);
        expect(isValidCap(a.cap)).toBe(true);
      }
    }
  });

  describe('bookshops and shipping', () => {
    it('has at least five bookshops, each with books', async () => {
      const shops = await db
        .selectFrom('bookshops')
        .leftJoin('products', 'products.bookshop_id', 'bookshops.id')
        .select(['bookshops.name', (eb) => eb.fn.count<number>('products.id').as('books')])
        .groupBy('bookshops.name')
        .execute();
      expect(shops.length).toBeGreaterThanOrEqual(5);
      for (const s of shops) expect(Number(s.books)).toBeGreaterThan(0);
    });

    it('has exactly one bookshop on vacation, until a future date', async () => {
      const segnalibro = await bookshop(IL_SEGNALIBRO);
      expect(segnalibro.on_vacation).toBe(true);
      const { future } = await sql<{ future: boolean }>`
        SELECT ${segnalibro.vacation_end}::date > current_date AS future
      `
        .execute(db)
        .then((r) => r.rows[0] ?? { future: false });
      expect(future).toBe(true);
      const onVacation = await db
        .selectFrom('bookshops')
        .select('name')
        .where('vacation_end', 'is not', null)
        .execute();
      expect(onVacation.map((s) => s.name)).toEqual([IL_SEGNALIBRO]);
    });

    it('offers all four types at Libreria Centrale, pickup first', async () => {
      const centrale = await bookshop(LIBRERIA_CENTRALE);
      expect(centrale.types).toEqual(['Shop_pickup', 'Economy', 'Standard', 'Express']);
    });

    it('ships Libreria del Porto by pickup and Standard only, to Italy only', async () => {
      const porto = await bookshop(LIBRERIA_DEL_PORTO);
      expect(porto.types).toEqual(['Shop_pickup', 'Standard']);
      const paid = porto.rates.filter((r) => r.shipping_type !== 'Shop_pickup');
      expect(paid.length).toBeGreaterThan(0);
      expect(new Set(paid.map((r) => r.dest_country))).toEqual(new Set(['IT']));
    });

    it('does not offer Standard at Pagine Sparse', async () => {
      const sparse = await bookshop(PAGINE_SPARSE);
      expect(sparse.types).not.toContain('Standard');
      expect(sparse.types[0]).toBe('Shop_pickup');
      expect(sparse.rates.some((r) => r.shipping_type === 'Standard')).toBe(false);
    });

    it('has a bookshop outside Italy', async () => {
      const quai = await bookshop(LIBRAIRIE_DU_QUAI);
      expect(quai.country_code).toBe('FR');
      expect(quai.types).toEqual(['Economy', 'Standard', 'Express']);
      const dests = new Set(quai.rates.map((r) => r.dest_country));
      expect(dests).toEqual(new Set(['FR', null]));
    });

    it('prices every offered type, pickup free, paid ones rising with weight and speed', async () => {
      const shops = await db.selectFrom('bookshops').select(['id', 'country_code']).execute();
      for (const shop of shops) {
        const offered = await db
          .selectFrom('bookshop_shipping_types')
          .select('shipping_type')
          .where('bookshop_id', '=', shop.id)
          .execute();
        const rates = await db
          .selectFrom('shipping_rates')
          .selectAll()
          .where('bookshop_id', '=', shop.id)
          .orderBy('max_weight_grams')
          .execute();
        const offeredTypes = offered.map((o) => o.shipping_type);
        expect(new Set(rates.map((r) => r.shipping_type))).toEqual(new Set(offeredTypes));
        const priceOf = (type: ShippingTypeCode, dest: string | null) =>
          rates.filter((r) => r.shipping_type === type && r.dest_country === dest);
        if (offeredTypes.includes('Shop_pickup')) {
          expect(priceOf('Shop_pickup', null)).toMatchObject([
            { price_cents: 0, max_weight_grams: 30000 },
          ]);
        }
        const paid = offeredTypes.filter((t) => t !== 'Shop_pickup');
        for (const type of paid) {
          const domestic = priceOf(type, shop.country_code).map((r) => r.price_cents);
          expect(domestic.length).toBeGreaterThan(1);
          expect(domestic).toEqual([...domestic].sort((a, b) => a - b));
          expect(new Set(domestic).size).toBe(domestic.length);
        }
        for (let i = 1; i < paid.length; i += 1) {
          const slower = priceOf(paid[i - 1] as ShippingTypeCode, shop.country_code);
          const faster = priceOf(paid[i] as ShippingTypeCode, shop.country_code);
          slower.forEach((r, band) =>
            expect(r.price_cents).toBeLessThan(faster[band]?.price_cents ?? 0),
          );
        }
      }
    });
  });

  describe('books', () => {
    it('has at least 60 well-formed books', async () => {
      const books = await db.selectFrom('products').selectAll().execute();
      expect(books.length).toBeGreaterThanOrEqual(60);
      for (const b of books) {
        expect(b.slug).toBe(slugify(b.title));
        expect(b.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(b).toMatchObject({ css_class: 'libro', product_class: 'Libro' });
        expect(b.price_cents).toBeGreaterThanOrEqual(900);
        expect(b.price_cents).toBeLessThanOrEqual(4500);
        expect(b.weight_grams).toBeGreaterThanOrEqual(100);
        expect(b.weight_grams).toBeLessThanOrEqual(1500);
        expect(b.cover_color).toMatch(/^#[0-9a-f]{6}$/);
        for (const [cache, productClass] of [
          [b.cache_it, 'Libro'],
          [b.cache_en, 'Book'],
          [b.cache_fr, 'Livre'],
          [b.cache_es, 'Libro'],
        ] as const) {
          expect(cache).toMatchObject({ product_class: productClass, classe_css: 'libro' });
          expect(cache.props?.autori?.length).toBeGreaterThan(0);
          expect(cache.props?.editori?.length).toBe(1);
          expect(cache.props?.anni?.[0]).toMatch(/^\d{4}$/);
        }
      }
      expect(new Set(books.map((b) => b.cover_color)).size).toBeGreaterThan(5);
    });

    it('includes the edge cases the cart must handle', async () => {
      const books = await db.selectFrom('products').selectAll().execute();
      const count = (test: (b: (typeof books)[number]) => boolean) => books.filter(test).length;
      expect(count((b) => b.available === 0)).toBeGreaterThanOrEqual(3);
      expect(count((b) => b.available === 1)).toBeGreaterThanOrEqual(3);
      expect(count((b) => b.discount_percent > 0)).toBeGreaterThanOrEqual(5);
      expect(count((b) => b.title.split(/\s+/).length > 10)).toBeGreaterThanOrEqual(3);
      expect(count((b) => !b.has_cover)).toBe(2);
      const discounts = new Set(books.map((b) => b.discount_percent));
      for (const d of [5, 10, 15, 20, 25]) expect(discounts).toContain(d);
    });

    it('keeps books in the vacation bookshop', async () => {
      const segnalibro = await bookshop(IL_SEGNALIBRO);
      const books = await db
        .selectFrom('products')
        .select('id')
        .where('bookshop_id', '=', segnalibro.id)
        .execute();
      expect(books.length).toBeGreaterThan(0);
    });
  });

  describe('discount codes', () => {
    it('has the five codes of the contract', async () => {
      const codes = await db
        .selectFrom('discount_codes')
        .leftJoin('bookshops', 'bookshops.id', 'discount_codes.bookshop_id')
        .select([
          'code',
          'kind',
          'percent',
          'amount_cents',
          'uses_count',
          'max_uses',
          'bookshops.name as bookshop',
          sql<boolean>`expires_at IS NOT NULL AND expires_at < now()`.as('expired'),
        ])
        .orderBy('code')
        .execute();
      const byCode = Object.fromEntries(codes.map((c) => [c.code, c]));
      expect(Object.keys(byCode).sort()).toEqual(Object.values(DEMO_CODES).sort());
      const none = { bookshop: null, expired: false };
      expect(byCode.BENVENUTO10).toMatchObject({ kind: 'PERCENT', percent: 10, ...none });
      expect(byCode.SCADUTO).toMatchObject({ kind: 'PERCENT', percent: 15, expired: true });
      expect(byCode.GIAUSATO).toMatchObject({ kind: 'PERCENT', uses_count: 1, ...none });
      expect(byCode.SOLOLIBRERIA).toMatchObject({
        kind: 'FIXED',
        amount_cents: 500,
        bookshop: LIBRERIA_CENTRALE,
        expired: false,
      });
      expect(byCode.MAXI500).toMatchObject({ kind: 'FIXED', amount_cents: 50000, ...none });
    });

    it('records GIAUSATO as used by mario', async () => {
      const uses = await db
        .selectFrom('discount_code_uses')
        .innerJoin('discount_codes', 'discount_codes.id', 'discount_code_uses.discount_code_id')
        .innerJoin('users', 'users.id', 'discount_code_uses.user_id')
        .select(['code', 'email', 'order_id'])
        .execute();
      expect(uses).toEqual([
        { code: DEMO_CODES.alreadyUsed, email: DEMO_EMAILS.mario, order_id: null },
      ]);
    });
  });

  describe('banners', () => {
    it('has a harmless header and footer per language', async () => {
      const banners = await db.selectFrom('banners').selectAll().execute();
      for (const language of LANGUAGES) {
        for (const position of ['header', 'footer'] as const) {
          const rows = banners.filter((b) => b.language === language && b.position === position);
          expect(rows).toHaveLength(1);
          expect(rows[0]?.html).toMatch(/^<p>[^<>]+<\/p>$/);
        }
      }
      expect(new Set(banners.map((b) => b.html)).size).toBe(banners.length);
    });
  });

  describe('reset', () => {
    it('gives the same data every time, ids from 1', async () => {
      await resetDemoData(db);
      const first = await snapshot(db);
      await resetDemoData(db);
      expect(await snapshot(db)).toEqual(first);
      expect(first.users).toBe(14); // 8 buyers, 5 staff, the administrator
      expect(await userId(DEMO_EMAILS.mario)).toBe(1);
    });

    it('wipes what users added (baskets, sessions) and seeds again', async () => {
      const user = await userId(DEMO_EMAILS.mario);
      await db.insertInto('baskets').values({ user_id: user }).execute();
      await resetDemoData(db);
      // Only the seeded cart of jane.doe remains.
      expect((await snapshot(db)).baskets).toBe(1);
      const marioBaskets = await db
        .selectFrom('baskets')
        .select('id')
        .where('user_id', '=', await userId(DEMO_EMAILS.mario))
        .execute();
      expect(marioBaskets).toEqual([]);
    });

    it('gives jane.doe a saved cart with a sold-out book and one from the shop on vacation', async () => {
      const lines = await db
        .selectFrom('basket_lines')
        .innerJoin('baskets', 'baskets.id', 'basket_lines.basket_id')
        .innerJoin('products', 'products.id', 'basket_lines.product_id')
        .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
        .select(['products.available', 'bookshops.vacation_end'])
        .where('baskets.user_id', '=', await userId(DEMO_EMAILS.jane))
        .execute();
      expect(lines).toHaveLength(3);
      expect(lines.filter((l) => l.available === 0)).toHaveLength(1);
      expect(lines.filter((l) => l.vacation_end !== null)).toHaveLength(1);
    });

    it('seeds on start only when there are no users', async () => {
      expect(await seedIfEmpty(db)).toBe(false);
      await truncateAllTables(db);
      expect((await snapshot(db)).users).toBe(0);
      expect(await seedIfEmpty(db)).toBe(true);
      expect(await seedIfEmpty(db)).toBe(false);
      expect((await snapshot(db)).users).toBe(14);
    });

    it('seeds once when several servers start together', async () => {
      await truncateAllTables(db);
      const results = await Promise.all([seedIfEmpty(db), seedIfEmpty(db), seedIfEmpty(db)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await snapshot(db)).users).toBe(14);
    });

    it('keeps the migration bookkeeping', async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM kysely_migration
      `.execute(db);
      expect(rows[0]?.n).toBeGreaterThan(0);
    });
  });
});

const COUNTED_TABLES = [
  'countries',
  'users',
  'wallets',
  'shipping_addresses',
  'billing_addresses',
  'store_credit_entries',
  'bookshops',
  'bookshop_shipping_types',
  'shipping_rates',
  'products',
  'discount_codes',
  'discount_code_uses',
  'banners',
  'baskets',
] as const satisfies readonly (keyof DB)[];

async function snapshot(db: Db): Promise<Record<(typeof COUNTED_TABLES)[number], number>> {
  const entries = await Promise.all(
    COUNTED_TABLES.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<(typeof COUNTED_TABLES)[number], number>;
}
