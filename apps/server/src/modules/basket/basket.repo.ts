import { sql, type Expression } from 'kysely';
import { compiledQuery } from '../../db/compiled.ts';
import type { Db } from '../../db/database.ts';
import {
  inVacationExpr,
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
      'products.available',
      inVacationExpr,
      'products.price_cents',
      'products.discount_percent',
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
    .select(['basket_lines.id as line_id', 'basket_lines.qty'])
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

/**
 * Adds one copy in one statement: finds whose basket (an owner, or whoever holds a session),
 * checks the book, creates the basket if needed and adds the copy unless the line would
 * exceed the stock. The conflicting line is locked by ON CONFLICT and its condition re-read
 * on the latest row, so concurrent adds cannot pass the stock; a refused add changes nothing
 * (not even creates the basket).
 */
export async function addOneCopy(
  db: Db,
  holder: BasketHolder,
  productId: number,
): Promise<AddOutcome> {
  // Whose basket, as one row: an account's (user_id) or a guest session's (session_id).
  const whose =
    'sessionKey' in holder
      ? sql`SELECT s.user_id, CASE WHEN s.user_id IS NULL THEN s.id END AS session_id
          FROM sessions s WHERE s.id = ${holder.sessionKey} AND s.expires_at > ${holder.now}`
      : 'userId' in holder
        ? sql`SELECT ${holder.userId}::int AS user_id, NULL::text AS session_id`
        : sql`SELECT NULL::int AS user_id, ${holder.sessionId}::text AS session_id`;
  const result = await sql<{
    has_holder: boolean;
    found: boolean;
    in_vacation: boolean | null;
    added: boolean;
  }>`
    WITH holder AS (${whose}), product AS (
      SELECT p.id, p.available,
        (s.vacation_end IS NOT NULL AND s.vacation_end >= current_date) AS in_vacation
      FROM products p JOIN bookshops s ON s.id = p.bookshop_id
      WHERE p.id = ${productId}
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
    ), line AS (
      INSERT INTO basket_lines (basket_id, product_id, qty)
      SELECT basket.id, product.id, 1
      FROM (SELECT id FROM account_basket UNION ALL SELECT id FROM guest_basket) basket, product
      ON CONFLICT (basket_id, product_id) DO UPDATE SET qty = basket_lines.qty + 1
      WHERE basket_lines.qty + 1 <= (SELECT available FROM products WHERE id = ${productId})
      RETURNING qty
    )
    SELECT EXISTS (SELECT 1 FROM holder) AS has_holder,
      EXISTS (SELECT 1 FROM product) AS found,
      (SELECT in_vacation FROM product) AS in_vacation,
      EXISTS (SELECT 1 FROM line) AS added`.execute(db);
  const row = result.rows[0];
  if (!row?.has_holder) return 'NO_SESSION';
  if (!row.found) return 'PRODUCT_NOT_FOUND';
  if (row.in_vacation) return 'BOOKSHOP_ON_VACATION';
  return row.added ? 'ADDED' : 'OUT_OF_STOCK';
}

/** A basket's owner, or whoever holds a session (looked up in the same statement). */
export type BasketHolder = BasketOwner | { sessionKey: string; now: Date };

/** Removes `qty` copies (all of them when null); a line reaching zero is deleted. */
export async function removeCopies(
  db: Db,
  holder: BasketHolder,
  productId: number,
  qty: number | null,
) {
  const ownerCondition =
    'userId' in holder
      ? sql`b.user_id = ${holder.userId}`
      : 'sessionId' in holder
        ? sql`b.session_id = ${holder.sessionId}`
        : sql`b.id IN ${basketOfSession(db, holder.sessionKey, holder.now)}`;
  if (qty === null) {
    await sql`
      DELETE FROM basket_lines l USING baskets b
      WHERE l.basket_id = b.id AND ${ownerCondition} AND l.product_id = ${productId}`.execute(db);
    return;
  }
  await sql`
    WITH line AS (
      SELECT l.id FROM basket_lines l JOIN baskets b ON b.id = l.basket_id
      WHERE ${ownerCondition} AND l.product_id = ${productId}
    ), updated AS (
      UPDATE basket_lines SET qty = qty - ${qty}
      WHERE id IN (SELECT id FROM line) AND qty > ${qty}
      RETURNING id
    )
    DELETE FROM basket_lines
    WHERE id IN (SELECT id FROM line) AND id NOT IN (SELECT id FROM updated)`.execute(db);
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
