import { sql, type Expression } from 'kysely';
import { compiledQuery, compiledQueryOf } from '../../db/compiled.ts';
import type { Db } from '../../db/database.ts';
import {
  inVacationExpr,
  maxDiscountOfProduct,
  perTexts,
  productColumns,
  type ProductRow,
  type ProductTexts,
} from '../catalog/catalog.repo.ts';

/** Whose basket: an account's, or a guest session's. */
export type BasketOwner = { userId: number } | { sessionId: string };

export interface BasketLineRow extends ProductRow {
  line_id: number;
  qty: number;
  /** The quantity before it was lowered to the copies left (clampLinesToStock). */
  adjusted_from: number | null;
}

const NO_TEXTS: ProductTexts = new Set();

/**
 * Every line of the owner's basket with its product and bookshop: one statement. Of the
 * products' large texts, only `texts` (the checkout needs none).
 */
export function loadBasketLines(
  db: Db,
  owner: BasketOwner,
  texts: ProductTexts = NO_TEXTS,
): Promise<BasketLineRow[]> {
  return 'userId' in owner
    ? linesOfAccount(texts)(db, owner.userId)
    : linesOfGuestSession(texts)(db, owner.sessionId);
}

const linesOfAccount = perTexts((texts) =>
  compiledQuery((db: Db, userId: number) =>
    selectBasketLines(db, texts).where('baskets.user_id', '=', userId),
  ),
);

const linesOfGuestSession = perTexts((texts) =>
  compiledQuery((db: Db, sessionId: string) =>
    selectBasketLines(db, texts).where('baskets.session_id', '=', sessionId),
  ),
);

/**
 * The lines of the basket of whoever holds the session `sessionId` (its account's, or the
 * guest session's own), in the same one statement: a basket read needs nothing else of the
 * session, so it spares the round trip of looking the session up first.
 */
export function loadBasketLinesOfSession(
  db: Db,
  sessionId: string,
  texts: ProductTexts,
): Promise<BasketLineRow[]> {
  return linesOfSession(texts)(db, sessionId, new Date());
}

const linesOfSession = perTexts((texts) =>
  compiledQuery((db: Db, sessionId: string, now: Date) =>
    selectBasketLines(db, texts).where('baskets.id', 'in', basketOfSession(db, sessionId, now)),
  ),
);

/** The id of the basket of whoever holds the session (its account's, or its own as a guest). */
function basketOfSession(db: Db, sessionId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('baskets as b', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb('sessions.user_id', 'is not', null),
            eb('b.user_id', '=', eb.ref('sessions.user_id')),
          ]),
          eb.and([
            eb('sessions.user_id', 'is', null),
            eb('b.session_id', '=', eb.ref('sessions.id')),
          ]),
        ]),
      ),
    )
    .select('b.id')
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', now);
}

function basketLinesQuery(db: Db) {
  return db
    .selectFrom('baskets')
    .innerJoin('basket_lines', 'basket_lines.basket_id', 'baskets.id')
    .innerJoin('products', 'products.id', 'basket_lines.product_id')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id');
}

/** What pricing needs of a basket line: no texts, no bookshop details. */
export interface PricedLineRow {
  id: number;
  bookshop_id: number;
  title: string;
  qty: number;
  available: number;
  in_vacation: boolean;
  price_cents: number;
  discount_percent: number;
  /** The book-price law's cap for this buyer: the copy's, or none for a library. */
  max_discount_percent: number;
  weight_grams: number;
}

/**
 * The lines of the account `userId` names (a value, or the user of a session subquery), with
 * only what pricing needs: the checkout reads them inside its one statement, as JSON.
 */
export function pricedLinesOfUserQuery(db: Db, userId: Expression<number | null> | number) {
  return basketLinesQuery(db)
    .select([
      'products.id',
      'products.bookshop_id',
      'products.title',
      'basket_lines.qty',
      // The copies the account's own pending order holds are its own: an order placed again
      // (a declined card, the back button) replaces that one and takes them anew.
      sql<number>`products.available + COALESCE((
        SELECT sum(l.qty)::int FROM orders o
        JOIN order_parts p ON p.order_id = o.id
        JOIN order_lines l ON l.order_part_id = p.id
        WHERE o.user_id = ${userId} AND o.status = ${sql.lit('pending')} AND l.product_id = products.id
      ), 0)`.as('available'),
      inVacationExpr,
      'products.price_cents',
      'products.discount_percent',
      // A library buying for its own use is outside the law (docs/spec/book-price-law.md).
      sql<number>`CASE WHEN (SELECT library FROM users WHERE id = ${userId}) THEN 100
        ELSE ${maxDiscountOfProduct} END`.as('max_discount_percent'),
      'products.weight_grams',
    ])
    .where('baskets.user_id', '=', userId)
    .orderBy('bookshops.name')
    .orderBy('bookshops.id')
    .orderBy('basket_lines.id');
}

function selectBasketLines(db: Db, texts: ProductTexts) {
  return basketLinesQuery(db)
    .select(productColumns(texts))
    .select(['basket_lines.id as line_id', 'basket_lines.qty', 'basket_lines.adjusted_from'])
    .orderBy('bookshops.name')
    .orderBy('bookshops.id')
    .orderBy('basket_lines.id');
}

/** The owner's basket id, creating the basket if needed; safe under concurrent calls. */
export async function ensureBasket(db: Db, owner: BasketOwner): Promise<number> {
  const values = 'userId' in owner ? { user_id: owner.userId } : { session_id: owner.sessionId };
  const row = await db
    .insertInto('baskets')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('userId' in owner ? 'user_id' : 'session_id')
        .doUpdateSet({ updated_at: sql`now()` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type AddOutcome =
  | 'ADDED'
  | 'PRODUCT_NOT_FOUND'
  | 'BOOKSHOP_ON_VACATION'
  | 'OUT_OF_STOCK'
  /** Given a session key: no live session has it (the caller starts one). */
  | 'NO_SESSION';

/** A basket's owner, or whoever holds a session (looked up in the same statement). */
export type BasketHolder = BasketOwner | { sessionKey: string; now: Date };

/** The basket's lines as a write leaves them, in one statement with the write. */
interface ChangedLine {
  id: number;
  basket_id: number;
  product_id: number;
  qty: number;
  adjusted_from: number | null;
}

/**
 * The lines of the baskets named by the statement's `basket` CTE, as its `changed` CTE
 * leaves them: a statement does not see its own writes, so the line of `productId` is taken
 * from what the write answered (none: removed) and the others as the statement found them.
 * One statement where a write and then a read were two (docs/perf-log.md, step 37).
 */
function linesAfterWrite(db: Db, texts: ProductTexts, productId: unknown) {
  return db
    .selectFrom(
      sql<ChangedLine>`(
        SELECT l.id, l.basket_id, l.product_id, l.qty, l.adjusted_from FROM basket_lines l
        WHERE l.basket_id IN (SELECT id FROM basket) AND l.product_id <> ${productId}
        UNION ALL
        SELECT id, basket_id, product_id, qty, adjusted_from FROM changed
      )`.as('line'),
    )
    .innerJoin('products', 'products.id', 'line.product_id')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select(productColumns(texts))
    .select(['line.id as line_id', 'line.qty', 'line.adjusted_from']);
}

/** The basket order of selectBasketLines, for rows of linesAfterWrite. */
const IN_BASKET_ORDER = sql`ORDER BY bookshop_name, bookshop_id, line_id`;

/**
 * A holder's values by name, as the add's placeholders: each kind of holder's statement uses
 * only its own (BasketHolder), so the others may be missing.
 */
type HolderValues = Partial<{ sessionKey: string; now: Date; userId: number; sessionId: string }>;

/** Whose basket, as one row: an account's (user_id) or a guest session's (session_id). */
const whoseBasket = {
  sessionKey: (v: HolderValues) =>
    sql`SELECT s.user_id, CASE WHEN s.user_id IS NULL THEN s.id END AS session_id
      FROM sessions s WHERE s.id = ${v.sessionKey} AND s.expires_at > ${v.now}`,
  userId: (v: HolderValues) => sql`SELECT ${v.userId}::int AS user_id, NULL::text AS session_id`,
  sessionId: (v: HolderValues) =>
    sql`SELECT NULL::int AS user_id, ${v.sessionId}::text AS session_id`,
};

interface AddRow extends BasketLineRow {
  has_holder: boolean;
  found: boolean;
  refused_for_vacation: boolean | null;
  added: boolean;
}

/**
 * Adds one copy and answers the basket, in one statement: finds whose basket (an owner, or
 * whoever holds a session), checks the book, creates the basket if needed and adds the copy
 * unless the line would exceed the stock. The conflicting line is locked by ON CONFLICT and
 * its condition re-read on the latest row, so concurrent adds cannot pass the stock; a
 * refused add changes nothing (not even creates the basket). Each row is a line of the
 * basket after the add (none when refused), with the add's outcome.
 */
const addStatement = perTexts((texts) => {
  const statementFor = (kind: keyof typeof whoseBasket) =>
    compiledQueryOf(
      (db: Db, v: HolderValues & { productId: number }) => sql<AddRow>`
      WITH holder AS (${whoseBasket[kind](v)}), product AS (
        SELECT p.id, p.available,
          (s.closed_at IS NOT NULL
            OR (s.vacation_end IS NOT NULL AND s.vacation_end >= current_date)) AS in_vacation
        FROM products p JOIN bookshops s ON s.id = p.bookshop_id
        WHERE p.id = ${v.productId}
      ), addable AS (
        SELECT 1 FROM product WHERE product.available >= 1 AND NOT product.in_vacation
      ), account_basket AS (
        INSERT INTO baskets (user_id)
        SELECT holder.user_id FROM holder, addable WHERE holder.user_id IS NOT NULL
        ON CONFLICT (user_id) DO UPDATE SET updated_at = now()
        RETURNING id
      ), guest_basket AS (
        INSERT INTO baskets (session_id)
        SELECT holder.session_id FROM holder, addable WHERE holder.session_id IS NOT NULL
        ON CONFLICT (session_id) DO UPDATE SET updated_at = now()
        RETURNING id
      ), basket AS (
        SELECT id FROM account_basket UNION ALL SELECT id FROM guest_basket
      ), changed AS (
        INSERT INTO basket_lines (basket_id, product_id, qty)
        SELECT basket.id, product.id, 1 FROM basket, product
        ON CONFLICT (basket_id, product_id)
          DO UPDATE SET qty = basket_lines.qty + 1, adjusted_from = NULL
        WHERE basket_lines.qty + 1 <= (SELECT available FROM products WHERE id = ${v.productId})
        RETURNING id, basket_id, product_id, qty, adjusted_from
      ), outcome AS (
        SELECT EXISTS (SELECT 1 FROM holder) AS has_holder,
          EXISTS (SELECT 1 FROM product) AS found,
          (SELECT in_vacation FROM product) AS refused_for_vacation,
          EXISTS (SELECT 1 FROM changed) AS added
      )
      SELECT * FROM outcome
      LEFT JOIN ${linesAfterWrite(db, texts, v.productId)} AS lines ON outcome.added
      ${IN_BASKET_ORDER}`,
    );
  return {
    sessionKey: statementFor('sessionKey'),
    userId: statementFor('userId'),
    sessionId: statementFor('sessionId'),
  };
});

function holderKind(holder: BasketHolder): keyof typeof whoseBasket {
  return 'sessionKey' in holder ? 'sessionKey' : 'userId' in holder ? 'userId' : 'sessionId';
}

/** Adds one copy (addStatement); answers the outcome and, when added, the basket's lines. */
export async function addOneCopy(
  db: Db,
  holder: BasketHolder,
  productId: number,
  texts: ProductTexts,
): Promise<{ outcome: AddOutcome; lines: BasketLineRow[] }> {
  const rows = await addStatement(texts)[holderKind(holder)](db, { ...holder, productId });
  const row = rows[0];
  const refused = (outcome: AddOutcome) => ({ outcome, lines: [] });
  if (!row?.has_holder) return refused('NO_SESSION');
  if (!row.found) return refused('PRODUCT_NOT_FOUND');
  if (row.refused_for_vacation) return refused('BOOKSHOP_ON_VACATION');
  if (!row.added) return refused('OUT_OF_STOCK');
  return { outcome: 'ADDED', lines: rows };
}

/**
 * Removes `qty` copies (all of them when null; a line reaching zero is deleted) from the
 * basket of whoever holds the session, and answers the basket's lines after it: one
 * statement.
 */
const removeStatement = perTexts((texts) =>
  compiledQueryOf(
    (db: Db, v: { sessionKey: string; now: Date; productId: number; qty: number | null }) =>
      sql<BasketLineRow>`
      WITH basket AS (${basketOfSession(db, v.sessionKey, v.now)}), line AS (
        SELECT l.id FROM basket_lines l
        WHERE l.basket_id IN (SELECT id FROM basket) AND l.product_id = ${v.productId}
      ), changed AS (
        UPDATE basket_lines SET qty = qty - ${v.qty}::int, adjusted_from = NULL
        WHERE id IN (SELECT id FROM line) AND qty > ${v.qty}::int
        RETURNING id, basket_id, product_id, qty, adjusted_from
      ), removed AS (
        DELETE FROM basket_lines
        WHERE id IN (SELECT id FROM line) AND id NOT IN (SELECT id FROM changed)
      )
      SELECT * FROM ${linesAfterWrite(db, texts, v.productId)} AS lines
      ${IN_BASKET_ORDER}`,
  ),
);

export function removeCopies(
  db: Db,
  holder: { sessionKey: string; now: Date },
  productId: number,
  qty: number | null,
  texts: ProductTexts,
): Promise<BasketLineRow[]> {
  return removeStatement(texts)(db, { ...holder, productId, qty });
}

/**
 * Moves a guest's basket into the account's at login: quantities add up, capped by the
 * stock; books no longer in stock stay behind (and go with the guest session).
 */
export async function mergeGuestBasket(db: Db, sessionId: string, userId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const guest = await tx
      .selectFrom('baskets')
      .select('id')
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (!guest) return;
    const basketId = await ensureBasket(tx, { userId });
    await sql`
      INSERT INTO basket_lines (basket_id, product_id, qty)
      SELECT ${basketId}, l.product_id, LEAST(l.qty, p.available)
      FROM basket_lines l JOIN products p ON p.id = l.product_id
      WHERE l.basket_id = ${guest.id} AND p.available > 0
      ORDER BY l.product_id
      ON CONFLICT (basket_id, product_id) DO UPDATE SET qty = GREATEST(basket_lines.qty,
        LEAST(basket_lines.qty + EXCLUDED.qty, (SELECT available FROM products WHERE id = EXCLUDED.product_id)))`.execute(
      tx,
    );
    await tx.deleteFrom('baskets').where('id', '=', guest.id).execute();
  });
}

/**
 * Lowers the lines that ask for more copies than are left to the copies left, keeping the
 * quantity they had (adjusted_from, until the buyer changes the line); a line with none left
 * stays as it is (shown unavailable). The copies the account's own pending order holds count
 * as left: they are its. Answers whether any line changed.
 */
export async function clampLinesToStock(db: Db, lineIds: readonly number[]): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    WITH line AS (
      SELECT l.id, p.available + COALESCE((
        SELECT sum(ol.qty)::int FROM orders o
        JOIN order_parts op ON op.order_id = o.id
        JOIN order_lines ol ON ol.order_part_id = op.id
        WHERE o.user_id = b.user_id AND o.status = 'pending' AND ol.product_id = l.product_id
      ), 0) AS left_for_buyer
      FROM basket_lines l
      JOIN baskets b ON b.id = l.basket_id
      JOIN products p ON p.id = l.product_id
      WHERE l.id = ANY(${lineIds}::int[])
    )
    UPDATE basket_lines SET qty = line.left_for_buyer,
      adjusted_from = COALESCE(basket_lines.adjusted_from, basket_lines.qty)
    FROM line
    WHERE basket_lines.id = line.id AND basket_lines.qty > line.left_for_buyer
      AND line.left_for_buyer > 0
    RETURNING basket_lines.id`.execute(db);
  return rows.length > 0;
}

/** Why a line could not move to another copy of its book (else MOVED). */
export type MoveOutcome = 'MOVED' | 'PRODUCT_NOT_FOUND' | 'BOOKSHOP_ON_VACATION' | 'OUT_OF_STOCK';

/**
 * Moves the line of `fromProductId` in the basket of whoever holds the session to the offer
 * `toProductId` of the same book, in one statement: as many copies as the line had where the
 * target has them (fewer when it has fewer), added to a line of the target already there
 * (capped by its copies), the old line deleted. The line is locked, so two moves at once move
 * it once.
 */
export async function moveLine(
  db: Db,
  sessionKey: string,
  fromProductId: number,
  toProductId: number,
): Promise<MoveOutcome> {
  const { rows } = await sql<{ line: boolean; same_book: boolean; open: boolean; moved: boolean }>`
    WITH basket AS (${basketOfSession(db, sessionKey, new Date())}), line AS (
      SELECT l.id, l.basket_id, l.qty FROM basket_lines l
      WHERE l.basket_id IN (SELECT id FROM basket) AND l.product_id = ${fromProductId}
      FOR UPDATE
    ), target AS (
      SELECT products.id, products.available, ${inVacationExpr}
      FROM products
      JOIN products source ON source.id = ${fromProductId} AND source.book_id = products.book_id
      JOIN bookshops ON bookshops.id = products.bookshop_id
      WHERE products.id = ${toProductId} AND products.id <> source.id
    ), open_target AS (
      SELECT id, available FROM target WHERE NOT in_vacation AND available > 0
    ), moved AS (
      INSERT INTO basket_lines (basket_id, product_id, qty)
      SELECT line.basket_id, open_target.id, least(line.qty, open_target.available)
      FROM line, open_target
      ON CONFLICT (basket_id, product_id) DO UPDATE
        SET qty = least(basket_lines.qty + EXCLUDED.qty, (SELECT available FROM open_target)),
          adjusted_from = NULL
      RETURNING id
    ), removed AS (
      DELETE FROM basket_lines WHERE id IN (SELECT id FROM line) AND EXISTS (SELECT 1 FROM moved)
    )
    SELECT EXISTS (SELECT 1 FROM line) AS line, EXISTS (SELECT 1 FROM target) AS same_book,
      EXISTS (SELECT 1 FROM target WHERE NOT in_vacation) AS open,
      EXISTS (SELECT 1 FROM moved) AS moved`.execute(db);
  const row = rows[0];
  if (!row?.line || !row.same_book) return 'PRODUCT_NOT_FOUND';
  if (!row.open) return 'BOOKSHOP_ON_VACATION';
  return row.moved ? 'MOVED' : 'OUT_OF_STOCK';
}
