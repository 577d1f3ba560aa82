import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { getJson } from '../../../lib/http';

const decimal = z.string().regex(/^-?\d+(\.\d{1,2})?$/);

const orderLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  qty: z.number().int(),
  unitPrice: decimal,
  total: decimal,
});

const orderPartSchema = z.object({
  bookshop: z.object({ id: z.string(), name: z.string(), city: z.string() }),
  shippingType: z.string(),
  goods: decimal,
  discount: decimal,
  shipping: decimal,
  lines: z.array(orderLineSchema),
});

/** GET /api/conferma-ordine/{orderNumber}/ as JSON: the buyer's own order, summed up. */
const orderConfirmationSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  paymentMethod: z.string().nullable(),
  createdAt: z.string(),
  /**
   * totale is what the order is worth (VAT included: imposta); borsellino and paidByMethod
   * are how it is paid: the Borsellino, and the payment method (or, unpaid yet, to pay by it).
   */
  totals: z.object({
    merce: decimal,
    sconto: decimal,
    costoSpedizione: decimal,
    totale: decimal,
    imposta: decimal,
    borsellino: decimal,
    paidByMethod: decimal,
  }),
  parts: z.array(orderPartSchema),
  /** While the order waits for its bank transfer: what the buyer needs to make it. */
  bankTransfer: z
    .object({
      iban: z.string().nullable(),
      bic: z.string().nullable(),
      beneficiary: z.string().nullable(),
      reference: z.string(),
      amount: decimal,
      payBy: z.string(),
      test: z.boolean(),
    })
    .nullable(),
  /** A payment that arrived after the order was cancelled, given back. */
  refund: z.object({ amount: decimal, pending: z.boolean() }).nullable(),
  /** Cancelled because a newer order replaced it. */
  replaced: z.boolean(),
});

export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
export type OrderPart = OrderConfirmation['parts'][number];

/** Not this buyer's order, or no such order: the server answers both the same way. */
export type OrderConfirmationResult =
  { kind: 'found'; order: OrderConfirmation } | { kind: 'notFound' };

/** The session ended between the login check and this call. */
export class LoggedOutError extends Error {
  override readonly name = 'LoggedOutError';
}

export async function getOrderConfirmation(
  orderNumber: string,
  signal?: AbortSignal,
): Promise<OrderConfirmationResult> {
  const url = paths.orderConfirmation(orderNumber);
  const response = await getJson(url, signal ? { signal } : {});
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status === 401) throw new LoggedOutError('Not logged in');
  if (!response.ok) throw new Error(`GET ${url} answered HTTP ${response.status}`);
  return { kind: 'found', order: orderConfirmationSchema.parse(response.body) };
}

/**
 * Asked again every few seconds (for a minute at most) while the provider has not told the
 * payment's outcome yet.
 */
const PENDING_REFRESH_MS = 3000;
const PENDING_REFRESHES = 20;

export function orderConfirmationQueryOptions(orderNumber: string) {
  return queryOptions({
    queryKey: ['orders', 'confirmation', orderNumber],
    queryFn: ({ signal }) => getOrderConfirmation(orderNumber, signal),
    staleTime: 0,
    retry: (failures, error) => !(error instanceof LoggedOutError) && failures < 1,
    refetchInterval: (query) => {
      const data = query.state.data;
      const pending = data?.kind === 'found' && data.order.status === 'pending';
      return pending && query.state.dataUpdateCount <= PENDING_REFRESHES
        ? PENDING_REFRESH_MS
        : false;
    },
  });
}

export function useOrderConfirmation(orderNumber: string) {
  return useQuery(orderConfirmationQueryOptions(orderNumber));
}
