import type { Db } from '../../db/database.ts';
import { productRowSelection, toProductView } from '../catalog/catalog.repo.ts';
import { CatalogErrors } from '../catalog/errors.ts';

/** Saves a book in the account's wishlist: true when newly saved, false when already there. */
export async function saveToWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw CatalogErrors.productNotFound();
  const inserted = await db
    .insertInto('wishlist_items')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) => oc.doNothing())
    .returning('product_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function listWishlist(db: Db, userId: number) {
  const rows = await db
    .selectFrom('wishlist_items')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .innerJoin('bookshops', 'bookshops.id', 'products.bookshop_id')
    .select(productRowSelection)
    .where('wishlist_items.user_id', '=', userId)
    .orderBy('wishlist_items.created_at', 'desc')
    .orderBy('products.id')
    .execute();
  return rows.map((row) => toProductView(row));
}
