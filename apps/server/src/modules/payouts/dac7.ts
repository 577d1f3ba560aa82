import { toDecimal } from '@scaffale/domain/money';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { csvFile, type CsvColumn } from '../../http/csv.ts';

// What the EU's DAC7 report (Council Directive (EU) 2021/514) asks a platform about each
// seller for a year (docs/spec/ledger-and-payouts.md §6), from the ledger: who the bookshop
// is (its approved legal data and IBAN), the consideration paid or credited to it per
// quarter (its sales less refunds), the fees the platform took per quarter (the commission,
// net of its refunds) and the number of sales (parts sold and not wholly given back).
// Quarters by Europe/Rome's calendar.

export interface Dac7Row {
  bookshopId: number;
  legalName: string | null;
  vatNumber: string | null;
  taxCode: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  iban: string | null;
  consideration: [number, number, number, number];
  fees: [number, number, number, number];
  sales: number;
}

/** Per quarter, the sum (negated with `sign` '-') of the entries of `kinds`. */
function quarterSums(kinds: string, sign: '' | '-') {
  return sql.join(
    [1, 2, 3, 4].map(
      (q) =>
        sql`COALESCE(${sql.raw(sign)}SUM(amount_cents) FILTER (WHERE kind IN (${sql.raw(kinds)})
          AND q = ${sql.lit(q)}), 0)::int`,
    ),
  );
}

/** Every bookshop with ledger entries of its sales in `year`. */
export async function dac7Rows(db: Db, year: number): Promise<Dac7Row[]> {
  const start = sql`(${`${year}-01-01`}::date::timestamp AT TIME ZONE 'Europe/Rome')`;
  const end = sql`(${`${year + 1}-01-01`}::date::timestamp AT TIME ZONE 'Europe/Rome')`;
  const { rows } = await sql<{
    id: number;
    legal_name: string | null;
    vat_number: string | null;
    tax_code: string | null;
    registered_street: string | null;
    registered_postal_code: string | null;
    registered_city: string | null;
    registered_province: string | null;
    registered_country: string | null;
    iban: string | null;
    c: number[];
    f: number[];
    sales: number;
  }>`
    WITH e AS (
      SELECT bookshop_id, order_part_id, kind, amount_cents,
        extract(quarter FROM created_at AT TIME ZONE 'Europe/Rome')::int AS q
      FROM ledger_entries WHERE created_at >= ${start} AND created_at < ${end}
    ), per AS (
      SELECT bookshop_id,
        ARRAY[${quarterSums("'SALE', 'REFUND'", '')}] AS c,
        ARRAY[${quarterSums("'COMMISSION', 'COMMISSION_REFUND'", '-')}] AS f
      FROM e GROUP BY bookshop_id
      HAVING COUNT(*) FILTER (WHERE kind IN ('SALE', 'REFUND')) > 0
    ), sold AS (
      SELECT bookshop_id, COUNT(*)::int AS n FROM (
        SELECT bookshop_id, order_part_id FROM e
        WHERE kind IN ('SALE', 'REFUND') AND order_part_id IS NOT NULL
        GROUP BY bookshop_id, order_part_id HAVING SUM(amount_cents) > 0
      ) s GROUP BY bookshop_id
    )
    SELECT b.id, b.legal_name, b.vat_number, b.tax_code, b.registered_street,
      b.registered_postal_code, b.registered_city, b.registered_province, b.registered_country,
      b.iban, per.c, per.f, COALESCE(sold.n, 0)::int AS sales
    FROM per JOIN bookshops b ON b.id = per.bookshop_id
    LEFT JOIN sold ON sold.bookshop_id = per.bookshop_id
    ORDER BY b.id`.execute(db);
  const four = (values: number[]) =>
    [0, 1, 2, 3].map((i) => values[i] ?? 0) as [number, number, number, number];
  return rows.map((r) => ({
    bookshopId: Number(r.id),
    legalName: r.legal_name,
    vatNumber: r.vat_number,
    taxCode: r.tax_code,
    street: r.registered_street,
    postalCode: r.registered_postal_code,
    city: r.registered_city,
    province: r.registered_province,
    country: r.registered_country,
    iban: r.iban,
    consideration: four(r.c),
    fees: four(r.f),
    sales: r.sales,
  }));
}

const quarters = [0, 1, 2, 3] as const;

const COLUMNS: CsvColumn<Dac7Row>[] = [
  { header: 'bookshop_id', cell: (r) => String(r.bookshopId), number: true },
  { header: 'legal_name', cell: (r) => r.legalName ?? '' },
  { header: 'vat_number', cell: (r) => r.vatNumber ?? '' },
  { header: 'tax_code', cell: (r) => r.taxCode ?? '' },
  { header: 'street', cell: (r) => r.street ?? '' },
  { header: 'postal_code', cell: (r) => r.postalCode ?? '' },
  { header: 'city', cell: (r) => r.city ?? '' },
  { header: 'province', cell: (r) => r.province ?? '' },
  { header: 'country', cell: (r) => r.country ?? '' },
  { header: 'iban', cell: (r) => r.iban ?? '' },
  ...quarters.map((q) => ({
    header: `consideration_q${q + 1}`,
    cell: (r: Dac7Row) => toDecimal(r.consideration[q]),
    number: true,
  })),
  ...quarters.map((q) => ({
    header: `fees_q${q + 1}`,
    cell: (r: Dac7Row) => toDecimal(r.fees[q]),
    number: true,
  })),
  { header: 'sales', cell: (r) => String(r.sales), number: true },
];

/** The year's report as CSV (commas, decimal points: what a reporting tool imports). */
export function dac7Csv(rows: readonly Dac7Row[]): string {
  return csvFile(COLUMNS, rows, ',');
}
