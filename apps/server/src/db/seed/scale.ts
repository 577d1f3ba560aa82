import { sql } from 'kysely';
import { DEFAULT_COMMISSION_BP } from '@scaffale/domain/ledger';
import { BOOK_VAT_PERCENT } from '@scaffale/domain/totals';
import type { Db } from '../database.ts';
import { DEMO_EMAILS } from './accounts.ts';

// `npm run seed -- --scale N`: after the demo data, a generated catalogue N times the demo's
// size, to measure search, the book page and the checkout against a shop of that size
// (docs/perf.md). Set-based SQL only: each table is filled by one INSERT … SELECT over
// generate_series, so 100× takes minutes, not the hours of a row per round trip.

/** What one unit of scale adds; `--scale 100` adds a hundred times this. */
export const SCALE_UNIT = {
  books: 2000,
  offers: 5000,
  bookshops: 5,
  accounts: 2000,
  /** Paid orders over the last year, one part of one or two copies each. */
  orders: 2000,
} as const;

/** The generated editions' ISBNs: 979-12 (Italy's newer range), then the edition's number. */
export const SCALE_ISBN_PREFIX = '97912';

/** Generated accounts log in as scale-<n>@example.com with the demo password. */
export const scaleEmail = (n: number) => `scale-${n}@example.com`;

export interface ScaleCounts {
  books: number;
  offers: number;
  bookshops: number;
  accounts: number;
  orders: number;
  bookWords: number;
}

// Word lists for titles, people and publishers: invented, Italian-sounding. The surnames
// are roots × endings (360 of them), so an author's name matches a few hundred editions at
// 100×, as a well-known author's does in a real catalogue; the title nouns match thousands.
export const TITLE_NOUNS = [
  'Il castello',
  'La torre',
  "L'isola",
  'Il giardino',
  'La casa',
  'Il fiume',
  'La strada',
  'Il silenzio',
  'La notte',
  'Il viaggio',
  'La memoria',
  'Il ritorno',
  'La stagione',
  'Il segreto',
  'La lettera',
  'Il porto',
  'La finestra',
  'Il bosco',
  'La collina',
  'Il ponte',
  'La piazza',
  'Il mercante',
  'La sorella',
  'Il pittore',
  'La biblioteca',
  'Il faro',
  'La montagna',
  'Il deserto',
  'La tempesta',
  'Il cammino',
  'La promessa',
  'Il destino',
  'La valle',
  'Il labirinto',
  'La ragazza',
  'Il maestro',
  'La città',
  'Il confine',
  'La spiaggia',
  'Il teatro',
  'Le notti',
  'I giorni',
  'Le stelle',
  'I sentieri',
  'Le voci',
  'I ricordi',
  'Le ombre',
  'I fratelli',
] as const;

const PHRASES = [
  'sotto la pioggia',
  'senza ritorno',
  "d'inverno",
  'del silenzio',
  'al tramonto',
  'tra le nuvole',
  'in fondo al mare',
  'della sera',
  'perduto',
  'di carta',
  'dei sogni',
  'oltre il confine',
  'nella nebbia',
  'di vetro',
  'a mezzanotte',
  "dell'estate",
] as const;

const TOWNS = [
  'Ferrara',
  'Vercelli',
  'Lucca',
  'Mantova',
  'Urbino',
  'Trieste',
  'Matera',
  'Cremona',
  'Siena',
  'Ravenna',
  'Bergamo',
  'Lecce',
  'Pavia',
  'Orvieto',
  'Gubbio',
  'Salerno',
  'Modena',
  'Treviso',
  'Aosta',
  'Cosenza',
  'Chioggia',
  'Spoleto',
  'Rovigo',
  'Taranto',
] as const;

// Invented places (Montelusa, Valdoria…), 3,600 of them: the words a real catalogue has
// by the thousand, so the lexicon a mistyped word is looked up in is not a toy one.
const PLACE_STARTS = [
  'Monte',
  'Val',
  'Castel',
  'Borgo',
  'Porto',
  'Rocca',
  'Villa',
  'Torre',
  'Pian',
  'Colle',
  'Acqua',
  'Fonte',
] as const;
const PLACE_MIDDLES = [
  'lusa',
  'doria',
  'verde',
  'nera',
  'fiore',
  'bruna',
  'rosa',
  'chiara',
  'bella',
  'secca',
  'lunga',
  'franca',
  'serena',
  'alta',
  'marina',
  'vecchia',
  'nova',
  'grande',
  'piana',
  'selva',
  'mora',
  'dora',
  'lina',
  'riva',
  'sole',
  'luna',
  'ombra',
  'pietra',
  'lago',
  'vento',
] as const;
const PLACE_ENDS = ['', 'no', 'sco', 'ra', 'lla', 'tto', 'zio', 'gna', 'rio', 'nte'] as const;

/** The towns of the titles: real ones, then the invented. */
export const PLACES: readonly string[] = [
  ...TOWNS,
  ...PLACE_STARTS.flatMap((start) =>
    PLACE_MIDDLES.flatMap((middle) => PLACE_ENDS.map((end) => start + middle + end)),
  ),
];

const FIRST_NAMES = [
  'Giovanni',
  'Maria',
  'Luigi',
  'Anna',
  'Francesco',
  'Chiara',
  'Alberto',
  'Elsa',
  'Cesare',
  'Natalia',
  'Beppe',
  'Grazia',
  'Dino',
  'Lalla',
  'Pietro',
  'Sibilla',
  'Carlo',
  'Alda',
  'Giorgio',
  'Dacia',
  'Leonardo',
  'Fleur',
  'Umberto',
  'Goliarda',
  'Vasco',
  'Matilde',
  'Ennio',
  'Amelia',
  'Tommaso',
  'Lucia',
] as const;

const SURNAME_ROOTS = [
  'Bell',
  'Calv',
  'Ferr',
  'Mor',
  'Gald',
  'Sant',
  'Rin',
  'Vent',
  'Marz',
  'Pell',
  'Cort',
  'Bran',
  'Lomb',
  'Tess',
  'Gian',
  'Rossell',
  'Ottav',
  'Fabr',
  'Mart',
  'Neg',
  'Carb',
  'Sard',
  'Benv',
  'Pagan',
  'Vitt',
  'Cecc',
  'Lanz',
  'Albert',
  'Bosc',
  'Tagl',
  'Serr',
  'Guid',
  'Mancin',
  'Fior',
  'Pasqual',
  'Ramp',
  'Dond',
  'Zan',
  'Borr',
  'Gatt',
  'Salv',
  'Orl',
  'Fant',
  'Mazz',
  'Piccol',
  'Cristal',
  'Vald',
  'Grim',
  'Turr',
  'Nard',
  'Rizz',
  'Coll',
  'Bald',
  'Marches',
  'Leon',
  'Spin',
  'Ors',
  'Tom',
  'Giorg',
  'Crem',
] as const;

const SURNAME_ENDINGS = ['ini', 'etti', 'ani', 'ucci', 'elli', 'oni'] as const;

const PUBLISHERS = [
  'Edizioni Aurora',
  'Lanterna Editrice',
  'Il Melograno',
  'Edizioni del Lago',
  'Quaderni di Brera',
  'Orsa Minore',
  'Edizioni Sestante',
  'La Vela',
  'Casa Editrice Arcobaleno',
  'Edizioni Ponte Vecchio',
  'Gli Specchi',
  'Nuova Frontiera Libri',
  'Edizioni Il Faro',
  'Tipografia Ambrosiana',
  'Edizioni Quattro Venti',
  'Carta Bianca',
  'Edizioni Le Rondini',
  'Il Gelso',
  'Edizioni Borgo Antico',
  'Libri del Sole',
] as const;

const SHOP_CITIES = [
  'Milano',
  'Roma',
  'Torino',
  'Napoli',
  'Bologna',
  'Firenze',
  'Genova',
  'Palermo',
  'Bari',
  'Verona',
  'Padova',
  'Trieste',
  'Perugia',
  'Cagliari',
  'Parma',
  'Lecce',
] as const;

const SHOP_NAMES = [
  'Libreria',
  'Il Libraio',
  'Bottega dei Libri',
  'Libreria Indipendente',
  'Pagine',
  'Il Segnalibro di',
  'Libreria Caffè',
] as const;

const LANGUAGES = ['it', 'it', 'it', 'it', 'it', 'it', 'it', 'en', 'fr', 'es'] as const;

const COVER_COLORS = ['#7a4b2a', '#1f4e79', '#8b1e3f', '#2e6b3a', '#c27c0e', '#4b3f72'] as const;

/** Every surname of the generated authors: each root with each ending. */
export const SURNAMES: readonly string[] = SURNAME_ROOTS.flatMap((root) =>
  SURNAME_ENDINGS.map((ending) => root + ending),
);

/** `--scale N` (N ≥ 1, 1 the demo alone): N, or why the arguments are refused. */
export function parseScale(args: readonly string[]): number | string {
  const at = args.indexOf('--scale');
  if (at === -1) return 1;
  const value = args[at + 1] ?? '';
  return /^[1-9][0-9]{0,3}$/.test(value)
    ? Number(value)
    : `--scale takes a whole number from 1 to 9999, not '${value}'.`;
}

/**
 * Adds the generated catalogue of `scale` units (SCALE_UNIT) to a database that holds the
 * demo data, in one transaction, then ANALYZE: what the counts are after it.
 */
export async function addScaledCatalogue(
  db: Db,
  scale: number,
  onStage: (stage: string, ms: number) => void = () => {},
): Promise<ScaleCounts> {
  if (!Number.isInteger(scale) || scale < 1) throw new RangeError(`bad scale: ${scale}`);
  const n = {
    books: SCALE_UNIT.books * scale,
    offers: SCALE_UNIT.offers * scale,
    bookshops: SCALE_UNIT.bookshops * scale,
    accounts: SCALE_UNIT.accounts * scale,
    orders: SCALE_UNIT.orders * scale,
  };
  let last = performance.now();
  const stage = (name: string) => {
    const now = performance.now();
    onStage(name, Math.round(now - last));
    last = now;
  };
  await db.transaction().execute(async (trx) => {
    await insertBookshops(trx, n.bookshops);
    stage('bookshops');
    await insertBooks(trx, n.books);
    stage('editions and lexicon');
    await insertOffers(trx, n.offers);
    stage('offers');
    await insertAccounts(trx, n.accounts);
    stage('accounts');
    await insertOrders(trx, n.orders);
    stage('orders');
  });
  // What autovacuum would do a minute later, at once: the planner must see the new tables'
  // sizes, and index-only scans need the visibility map that a bulk load leaves unset.
  await sql`VACUUM (ANALYZE)`.execute(db);
  stage('vacuum and analyze');
  const { rows } = await sql<{ [K in keyof ScaleCounts]: number }>`
    SELECT
      (SELECT count(*) FROM books WHERE isbn LIKE ${`${SCALE_ISBN_PREFIX}%`})::int AS books,
      (SELECT count(*) FROM products WHERE isbn LIKE ${`${SCALE_ISBN_PREFIX}%`})::int AS offers,
      (SELECT count(*) FROM bookshops WHERE contact_email LIKE 'scale-shop-%')::int AS bookshops,
      (SELECT count(*) FROM users WHERE email LIKE 'scale-%@example.com'
        AND email NOT LIKE 'scale-shop-%')::int AS accounts,
      (SELECT count(*) FROM orders WHERE number LIKE 'S-%')::int AS orders,
      (SELECT count(*) FROM book_words)::int AS "bookWords"`.execute(db);
  const counts = rows[0];
  if (counts === undefined) throw new Error('scale: no counts');
  return counts;
}

/**
 * The generated bookshops, one in ten on vacation; each offers pickup and two paid types
 * with the demo's Italian rates. Each is numbered by its contact email (scale-shop-<n>@…).
 */
async function insertBookshops(db: Db, count: number): Promise<void> {
  await sql`
    CREATE TEMP TABLE scale_shops ON COMMIT DROP AS
    SELECT n, ${sql.val([...SHOP_NAMES])}::text[] AS names, ${sql.val([...SHOP_CITIES])}::text[] AS cities,
      ${sql.val([...SURNAMES])}::text[] AS surnames
    FROM generate_series(1, ${count}::int) n`.execute(db);
  await sql`
    INSERT INTO bookshops (name, city, country_code, description, contact_email, vacation_end)
    SELECT
      names[1 + n % cardinality(names)] || ' ' || surnames[1 + (n * 7) % cardinality(surnames)],
      cities[1 + (n * 5) % cardinality(cities)], 'IT',
      'Libreria indipendente: narrativa, saggistica e libri usati.',
      'scale-shop-' || n || '@example.com',
      CASE WHEN n % 10 = 3 THEN current_date + 30 END
    FROM scale_shops ORDER BY n`.execute(db);
  await sql`
    DROP TABLE scale_shops;
    CREATE TEMP TABLE scale_shops ON COMMIT DROP AS
    SELECT id, substring(contact_email FROM 'scale-shop-([0-9]+)@')::int AS n,
      vacation_end IS NOT NULL AS on_vacation
    FROM bookshops WHERE contact_email LIKE 'scale-shop-%';
    CREATE UNIQUE INDEX ON scale_shops (n);
    INSERT INTO bookshop_shipping_types (bookshop_id, shipping_type, position)
    SELECT id, t.type, t.position FROM scale_shops
    CROSS JOIN (VALUES ('Shop_pickup', 0), ('Economy', 1), ('Standard', 2)) t(type, position);
    INSERT INTO shipping_rates (bookshop_id, shipping_type, dest_country, max_weight_grams,
      price_cents)
    SELECT id, 'Shop_pickup', NULL, 30000, 0 FROM scale_shops
    UNION ALL
    SELECT id, r.type, r.dest, r.grams, r.cents FROM scale_shops
    CROSS JOIN (VALUES
      ('Economy', 'IT', 1000, 290), ('Economy', 'IT', 3000, 390), ('Economy', 'IT', 10000, 590),
      ('Economy', 'IT', 30000, 990), ('Standard', 'IT', 1000, 490), ('Standard', 'IT', 3000, 690),
      ('Standard', 'IT', 10000, 990), ('Standard', 'IT', 30000, 1490),
      ('Standard', NULL, 1000, 1490), ('Standard', NULL, 3000, 1990),
      ('Standard', NULL, 10000, 2990), ('Standard', NULL, 30000, 4990)
    ) r(type, dest, grams, cents)`.execute(db);
}

/**
 * The editions: a title from the word lists in one of six shapes, one author (two for one
 * in ten), a publisher, a year, a language, an ISBN 979-12 with its check digit; then the
 * words of 5 letters or more into book_words, as addBookWords adds them.
 */
async function insertBooks(db: Db, count: number): Promise<void> {
  const pick = (list: string, salt: number) =>
    sql.raw(`${list}[1 + (hashint4(n * 16 + ${salt}) & 2147483647) % cardinality(${list})]`);
  await sql`
    CREATE TEMP TABLE scale_words ON COMMIT DROP AS SELECT
      ${sql.val([...TITLE_NOUNS])}::text[] AS nouns, ${sql.val([...PHRASES])}::text[] AS phrases,
      ${sql.val([...PLACES])}::text[] AS places, ${sql.val([...FIRST_NAMES])}::text[] AS firsts,
      ${sql.val([...SURNAMES])}::text[] AS surnames,
      ${sql.val([...PUBLISHERS])}::text[] AS publishers,
      ${sql.val([...LANGUAGES])}::text[] AS languages`.execute(db);
  await sql`
    INSERT INTO books (isbn, title, authors, publisher, year, language, pages, description)
    SELECT twelve || (10 - (SELECT sum(substr(twelve, i, 1)::int * (3 - 2 * (i % 2)))
        FROM generate_series(1, 12) i) % 10) % 10,
      title, authors, publisher, year, language, pages,
      title || ', di ' || array_to_string(authors, ' e ') || '. ' || publisher || ', ' || year || '.'
    FROM (
      SELECT n, ${SCALE_ISBN_PREFIX} || lpad(n::text, 7, '0') AS twelve,
        CASE n % 6
          WHEN 0 THEN ${pick('nouns', 1)} || ' di ' || ${pick('places', 2)}
          WHEN 1 THEN ${pick('nouns', 1)} || ' ' || ${pick('phrases', 3)}
          WHEN 2 THEN ${pick('nouns', 1)} || ' e ' || lower(${pick('nouns', 4)})
          WHEN 3 THEN 'Storia di ' || ${pick('firsts', 5)}
            || ' ' || ${pick('phrases', 3)}
          WHEN 4 THEN ${pick('nouns', 1)}
          ELSE 'Racconti di ' || ${pick('places', 2)}
        END AS title,
        CASE WHEN n % 10 = 7
          THEN ARRAY[${pick('firsts', 6)} || ' ' || ${pick('surnames', 7)},
            ${pick('firsts', 8)} || ' ' || ${pick('surnames', 9)}]
          ELSE ARRAY[${pick('firsts', 6)} || ' ' || ${pick('surnames', 7)}]
        END AS authors,
        ${pick('publishers', 10)} AS publisher,
        1950 + (hashint4(n * 16 + 11) & 2147483647) % 76 AS year,
        ${pick('languages', 12)} AS language,
        80 + (hashint4(n * 16 + 13) & 2147483647) % 600 AS pages
      FROM scale_words CROSS JOIN generate_series(1, ${count}::int) n
    ) generated
    ORDER BY n`.execute(db);
  await sql`
    CREATE TEMP TABLE scale_books ON COMMIT DROP AS
    SELECT id, isbn, title, authors, publisher, year,
      substring(isbn FROM 6 FOR 7)::int AS n
    FROM books WHERE isbn LIKE ${`${SCALE_ISBN_PREFIX}%`}`.execute(db);
  await sql`CREATE UNIQUE INDEX ON scale_books (n)`.execute(db);
  // addBookWords's statement, over the generated editions at once.
  await sql`
    INSERT INTO book_words (word)
    SELECT DISTINCT word FROM scale_books,
      regexp_split_to_table(
        scaffale_fold(concat_ws(' ', title, array_to_string(authors, ' '), publisher)),
        '\\W+') AS word
    WHERE length(word) >= 5
    ON CONFLICT DO NOTHING`.execute(db);
}

/**
 * The offers: offer j is of edition ((j − 1) mod books) + 1, so each edition has two or
 * three; its k-th offer at the bookshop k places after the edition's first (distinct), the
 * third one USED and cheaper. One in ten has no copies left.
 */
async function insertOffers(db: Db, count: number): Promise<void> {
  await sql`
    INSERT INTO products (bookshop_id, book_id, isbn, condition, title, slug, description,
      css_class, product_class, cache_it, cache_en, cache_fr, cache_es, price_cents,
      discount_percent, weight_grams, available, cover_color)
    SELECT s.id, b.id, b.isbn, o.condition, b.title,
      trim(BOTH '-' FROM regexp_replace(lower(unaccent(b.title)), '[^a-z0-9]+', '-', 'g')),
      '«' || b.title || '» di ' || array_to_string(b.authors, ', ') || ', edizione '
        || b.publisher || ' (' || b.year || ').',
      'libro', 'Libro',
      cache || '{"product_class": "Libro"}', cache || '{"product_class": "Book"}',
      cache || '{"product_class": "Livre"}', cache || '{"product_class": "Libro"}',
      o.price, CASE WHEN o.condition = 'NEW' AND o.j % 7 = 0 THEN 5 ELSE 0 END,
      150 + (hashint4(o.j * 4 + 2) & 2147483647) % 1000,
      CASE WHEN o.j % 10 = 4 THEN 0 ELSE 1 + (hashint4(o.j * 4 + 3) & 2147483647) % 12 END,
      (${sql.val([...COVER_COLORS])}::text[])[1 + o.j % ${COVER_COLORS.length}::int]
    FROM (
      SELECT j, (j - 1) % books + 1 AS book_n, (j - 1) / books AS k,
        CASE WHEN (j - 1) / books = 2 THEN 'USED' ELSE 'NEW' END AS condition,
        (CASE WHEN (j - 1) / books = 2 THEN 300 ELSE 800 END)
          + 10 * ((hashint4(j * 4 + 1) & 2147483647) % 250) AS price
      FROM (SELECT count(*)::int AS books FROM scale_books) c,
        generate_series(1, ${count}::int) j
    ) o
    JOIN scale_books b ON b.n = o.book_n
    JOIN scale_shops s ON s.n = ((hashint4(o.book_n) & 2147483647) + o.k) % (SELECT count(*) FROM scale_shops) + 1
    CROSS JOIN LATERAL (SELECT jsonb_build_object('props', jsonb_build_object(
      'autori', to_jsonb(b.authors), 'editori', jsonb_build_array(b.publisher),
      'anni', jsonb_build_array(b.year::text)), 'classe_css', 'libro') AS cache) c
    ORDER BY o.j`.execute(db);
}

/** The buyers, with the demo password and a wallet each; one in ten left a book in a basket. */
async function insertAccounts(db: Db, count: number): Promise<void> {
  await sql`
    WITH accounts AS (
      INSERT INTO users (email, password_hash, first_name, last_name, created_at)
      SELECT 'scale-' || a || '@example.com',
        (SELECT password_hash FROM users WHERE email = ${DEMO_EMAILS.mario}),
        w.firsts[1 + a % cardinality(w.firsts)],
        w.surnames[1 + (a * 13) % cardinality(w.surnames)],
        now() - (a % 730) * interval '1 day'
      FROM scale_words w CROSS JOIN generate_series(1, ${count}::int) a
      ORDER BY a
      RETURNING id
    ), wallets AS (
      INSERT INTO wallets (user_id, balance_cents) SELECT id, 0 FROM accounts
    )
    INSERT INTO baskets (user_id) SELECT id FROM accounts WHERE id % 10 = 0`.execute(db);
  await sql`
    INSERT INTO basket_lines (basket_id, product_id, qty)
    SELECT b.id, p.id, 1
    FROM baskets b JOIN users u ON u.id = b.user_id AND u.email LIKE 'scale-%'
    JOIN LATERAL (SELECT min(id) AS first, max(id) AS last FROM products
      WHERE isbn LIKE ${`${SCALE_ISBN_PREFIX}%`}) r ON true
    JOIN products p ON p.id = r.first + (hashint4(b.id::int) & 2147483647) % (r.last - r.first + 1)`.execute(
    db,
  );
}

/**
 * A year of paid orders of the generated accounts, by card, written as createOrder and the
 * payment write them (trading-history.ts's shape): one part at one open-or-not bookshop,
 * one line of one or two copies, pickup or Standard shipping; the part moved on with its
 * age (collected or shipped after a fortnight, accepted after two days) and its SALE and
 * COMMISSION in the bookshop's ledger.
 */
async function insertOrders(db: Db, count: number): Promise<void> {
  await sql`
    CREATE TEMP TABLE scale_orders ON COMMIT DROP AS
    SELECT o, u.id AS user_id, u.email, p.id AS product_id, p.bookshop_id, p.title,
      p.price_cents, 1 + o % 2 AS qty,
      CASE WHEN o % 3 = 0 THEN 'Standard' ELSE 'Shop_pickup' END AS shipping_type,
      CASE WHEN o % 3 = 0 THEN 490 ELSE 0 END AS shipping_cents,
      now() - (o::double precision / ${count}::int) * interval '365 days' AS placed_at
    FROM generate_series(1, ${count}::int) o
    JOIN LATERAL (SELECT min(id) AS first, max(id) AS last FROM users
      WHERE email LIKE 'scale-%@example.com') ur ON true
    JOIN users u ON u.id = ur.first + (hashint4(o * 2) & 2147483647) % (ur.last - ur.first + 1)
    JOIN LATERAL (SELECT min(id) AS first, max(id) AS last FROM products
      WHERE isbn LIKE ${`${SCALE_ISBN_PREFIX}%`}) pr ON true
    JOIN products p ON p.id = pr.first + (hashint4(o * 2 + 1) & 2147483647) % (pr.last - pr.first + 1)`.execute(
    db,
  );
  await sql`
    ALTER TABLE scale_orders ADD COLUMN number text, ADD COLUMN goods_cents int;
    UPDATE scale_orders SET number = 'S-' || lpad(o::text, 7, '0'), goods_cents = price_cents * qty`.execute(
    db,
  );
  await sql`
    WITH placed AS (
      INSERT INTO orders (number, user_id, user_email, status, basket_fingerprint,
        payment_method, goods_cents, discount_cents, shipping_cents, store_credit_cents,
        total_cents, vat_cents, created_at, paid_at)
      SELECT number, user_id, email, 'paid', number, 'STRIPE', goods_cents, 0, shipping_cents,
        0, goods_cents + shipping_cents,
        round((goods_cents + shipping_cents) * ${BOOK_VAT_PERCENT}::numeric
          / ${100 + BOOK_VAT_PERCENT}::int),
        placed_at, placed_at + interval '1 minute'
      FROM scale_orders ORDER BY o
      RETURNING id, number, total_cents, paid_at
    ), numbered AS (
      SELECT placed.id, placed.total_cents, placed.paid_at, s.*
      FROM placed JOIN scale_orders s ON s.number = placed.number
    ), parts AS (
      INSERT INTO order_parts (order_id, bookshop_id, shipping_type, goods_cents,
        discount_cents, shipping_cents, status, confirm_by, delivered_at, carrier)
      SELECT id, bookshop_id, shipping_type, goods_cents, 0, shipping_cents,
        CASE WHEN paid_at < now() - interval '14 days'
            THEN CASE WHEN shipping_type = 'Shop_pickup' THEN 'COLLECTED' ELSE 'SHIPPED' END
          WHEN paid_at < now() - interval '2 days' THEN 'ACCEPTED'
          ELSE 'TO_CONFIRM' END,
        paid_at + interval '48 hours',
        CASE WHEN paid_at < now() - interval '14 days' THEN paid_at + interval '5 days' END,
        CASE WHEN shipping_type = 'Standard' AND paid_at < now() - interval '14 days'
          THEN 'Poste Italiane' END
      FROM numbered
      RETURNING id, order_id, bookshop_id, goods_cents, shipping_cents
    ), lines AS (
      INSERT INTO order_lines (order_part_id, product_id, title, qty, unit_price_cents,
        line_total_cents)
      SELECT parts.id, numbered.product_id, numbered.title, numbered.qty, numbered.price_cents,
        numbered.goods_cents
      FROM parts JOIN numbered ON numbered.id = parts.order_id
    ), ledger AS (
      INSERT INTO ledger_entries (bookshop_id, kind, amount_cents, order_id, order_part_id,
        created_at)
      SELECT parts.bookshop_id, e.kind::ledger_entry_kind, e.amount, parts.order_id, parts.id,
        numbered.paid_at
      FROM parts JOIN numbered ON numbered.id = parts.order_id
      CROSS JOIN LATERAL (VALUES
        ('SALE', parts.goods_cents + parts.shipping_cents),
        ('COMMISSION', -((parts.goods_cents::bigint * ${DEFAULT_COMMISSION_BP}::int + 5000)
          / 10000)::int)
      ) e(kind, amount)
    ), provider AS (
      INSERT INTO sandbox_payments (ref, kind, client_secret, idempotency_key, order_number,
        amount_cents, status)
      SELECT 'scale_' || id, 'card', 'scale_' || id || '_secret', 'scale-' || id, number,
        total_cents, 'succeeded'
      FROM placed
    )
    INSERT INTO payments (order_id, provider, method, provider_ref, status, amount_cents,
      idempotency_key, created_at)
    SELECT id, 'sandbox', 'STRIPE', 'scale_' || id, 'succeeded', total_cents, 'scale-' || id,
      paid_at
    FROM placed`.execute(db);
}
