import { sql } from 'kysely';
import type { BillingAddressData, ShippingAddress } from '@scaffale/domain/addresses';
import type { Lang } from '@scaffale/domain/languages';
import type { Db } from '../../db/database.ts';

export async function listShippingAddresses(db: Db, userId: number, lang: Lang) {
  return db
    .selectFrom('shipping_addresses as a')
    .innerJoin('countries as c', 'c.code', 'a.nazione')
    .selectAll('a')
    .select(`c.name_${lang} as country_name`)
    .where('a.user_id', '=', userId)
    .orderBy('a.id')
    .execute();
}

export async function labelTaken(
  db: Db,
  userId: number,
  etichetta: string,
  exceptId: number | null,
) {
  let query = db
    .selectFrom('shipping_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql`lower(etichetta)`, '=', etichetta.toLowerCase());
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countryExists(db: Db, code: string) {
  return (
    (await db
      .selectFrom('countries')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst()) !== undefined
  );
}

export async function insertShippingAddress(db: Db, userId: number, address: ShippingAddress) {
  const row = await db
    .insertInto('shipping_addresses')
    .values({ user_id: userId, ...address, provincia_stato: normaliseProvince(address) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates only the owner's address: false when it is not theirs (or does not exist). */
export async function updateShippingAddress(
  db: Db,
  userId: number,
  id: number,
  address: ShippingAddress,
) {
  const result = await db
    .updateTable('shipping_addresses')
    .set({ ...address, provincia_stato: normaliseProvince(address) })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

function normaliseProvince(address: { nazione: string; provincia_stato: string }) {
  return address.nazione === 'IT' ? address.provincia_stato.toUpperCase() : address.provincia_stato;
}

export async function listBillingAddresses(db: Db, userId: number, lang: Lang) {
  return db
    .selectFrom('billing_addresses as b')
    .leftJoin('countries as c', 'c.code', 'b.nazione')
    .selectAll('b')
    .select(`c.name_${lang} as country_name`)
    .where('b.user_id', '=', userId)
    .orderBy('b.id')
    .execute();
}

export async function saveBillingAddress(
  db: Db,
  userId: number,
  id: number | null,
  data: Omit<BillingAddressData, 'id'>,
) {
  const values = {
    ...data,
    provincia_stato: normaliseProvince(data),
    professionale: data.persona === 'GIU',
    label: data.persona === 'GIU' ? data.ragione_sociale : `${data.nome} ${data.cognome}`,
  };
  if (id === null) {
    const row = await db
      .insertInto('billing_addresses')
      .values({ user_id: userId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  // Staff-managed records (PA, deferred payment) are not editable from the site.
  const result = await db
    .updateTable('billing_addresses')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('persona', '<>', 'PA')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? id : null;
}
