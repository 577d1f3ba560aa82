import { toDecimal } from '@scaffale/domain/money';
import { HttpErrors } from '../../http/errors.ts';
import { batchLoader, perRequest } from '../../graphql/batch.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { MutationResolvers, Resolvers } from '../../graphql/resolvers.generated.ts';
import { parseId } from '../../http/ids.ts';
import { findBookshop, findBookshops, findProduct, findProducts } from '../catalog/catalog.repo.ts';
import { orderPaymentFields } from '../orders/order-amounts.ts';
import type { Refunders } from '../payments/providers.ts';
import { OrderErrors } from '../orders/errors.ts';
import { isOrderNumber } from '../orders/order-number.ts';
import { cancelUnpaidOrder } from '../orders/order-state.ts';
import {
  billingName,
  bookshopParts,
  findActor,
  findPart,
  ordersOfBuyer,
  type Actor,
  type BillingSnapshot,
  type OrderView,
  type PartDetails,
  type PartView,
} from './bookshop.repo.ts';
import {
  giveBackLines,
  moveStaffPart,
  requireActor,
  setStock,
  setVacation,
  staffScope,
  type StaffMove,
} from './bookshop.service.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import { BookshopErrors } from './errors.ts';
import { partStatusOf, readPartsPage, readStaffPart } from './part-lists.ts';

/** The caller, looked up once per request (every part's details asks again). */
export const actorOf = perRequest((context): Promise<Actor | null> =>
  context.sessions
    .currentUserId(context.request)
    .then((userId) => (userId === null ? null : findActor(context.db, userId))),
);

// A list of parts reads its bookshops and its lines' books in one statement each, not one
// per part or line (graphql/batch.ts).
export const bookshopOf = perRequest((context) =>
  batchLoader((ids) => findBookshops(context.db, ids)),
);
const productOf = perRequest((context) => batchLoader((ids) => findProducts(context.db, ids)));

/** The staff of the part's bookshop and the administrator see who ordered it and where it goes. */
function seesDetails(actor: Actor | null, part: PartView): boolean {
  if (actor?.role === 'admin') return true;
  return actor?.role === 'staff' && actor.bookshopId === part.bookshopId;
}

/** A part's details as the wire names them (OrderPartDetails). */
function detailsAnswer(details: PartDetails) {
  const { address, purchaseOrder: pa } = details;
  return {
    createdAt: details.createdAt.toISOString(),
    buyerName: details.buyerName,
    buyerEmail: details.buyerEmail,
    notes: details.notes,
    present: details.present,
    address: address && {
      name: address.name,
      attenzioneDi: address.attenzione_di,
      telefono: address.telefono,
      email: address.email,
      indirizzo: address.indirizzo,
      indirizzo2: address.indirizzo2,
      citta: address.citta,
      provinciaStato: address.provincia_stato,
      cap: address.cap,
      nazione: address.nazione,
      note: address.note,
    },
    pa: pa && {
      numero_ordine_acquisto: pa.number,
      data_ordine_acquisto: pa.date,
      cig: pa.cig,
      cup: pa.cup,
    },
    invoice: details.invoice && invoiceRequestAnswer(details.invoice),
  };
}

/** The billing data of an invoice request as the wire names them (OrderPartInvoiceRequest). */
function invoiceRequestAnswer(billing: BillingSnapshot) {
  return {
    persona: billing.persona,
    name: billingName(billing),
    vatNumber: billing.partita_iva,
    taxCode: billing.codice_fiscale,
    sdiCode: billing.codice_destinatario_sdi,
    pec: billing.pec,
    street: billing.indirizzo,
    postalCode: billing.cap,
    city: billing.citta,
    province: billing.provincia_stato,
    country: billing.nazione,
  };
}

/** A part id from the wire; anything unparsable is a part not found. */
function partIdOf(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw BookshopErrors.partNotFound();
  return id;
}

async function partAnswer(context: GraphQLContext, partId: number): Promise<PartView> {
  const part = await findPart(context.db, partId);
  if (!part) throw BookshopErrors.partNotFound();
  return part;
}

/** A row another one references by a foreign key: missing only if the database is broken. */
export function referenced<T>(row: T | null, what: string): T {
  if (row === null) throw new Error(`${what} referenced but missing`);
  return row;
}

/**
 * The copies asked of each line, from the wire: one entry per line, each a line of those
 * rejected, a whole number of copies (the service checks it against the line).
 */
function quantitiesOf(
  entries: readonly { lineId: string; quantity: number }[],
  lineIds: readonly number[],
): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const entry of entries) {
    const lineId = parseId(entry.lineId);
    if (lineId === null || !lineIds.includes(lineId) || quantities.has(lineId))
      throw HttpErrors.invalidValue();
    quantities.set(lineId, entry.quantity);
  }
  return quantities;
}

const TEXT_MAX = 200;

function text(value: string, max = TEXT_MAX): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > max) throw HttpErrors.invalidValue();
  return trimmed;
}

/**
 * The bookshop's side of orders (docs/spec/marketplace.md §2) and the buyer's: refunds go through
 * `refunders`; an unpaid order the buyer cancels has its open payments cancelled at the
 * providers by `cancelOrderPayments` (app.ts).
 */
export function bookshopResolvers(deps: {
  refunders: Refunders;
  cancelOrderPayments: (orderIds: readonly number[]) => Promise<void>;
}): Resolvers {
  // acceptOrderPart, markReadyForPickup and markCollected: one part id in, the part out.
  const staffMove =
    (to: StaffMove): MutationResolvers['acceptOrderPart'] =>
    async (_root, args, context) => {
      const partId = partIdOf(args.partId);
      await moveStaffPart(context.db, await actorOf(context), partId, to);
      return partAnswer(context, partId);
    };
  return {
    Query: {
      myOrders: async (_root, _args, context): Promise<OrderView[]> => {
        const actor = requireActor(await actorOf(context));
        return ordersOfBuyer(context.db, actor.userId);
      },
      bookshopOrders: async (_root, args, context) => {
        const { bookshopId } = staffScope(await actorOf(context));
        return bookshopParts(context.db, bookshopId, partStatusOf(args.status));
      },
      bookshopOrderPage: async (_root, args, context) =>
        readPartsPage(context.db, await actorOf(context), args),
      bookshopOrderPart: async (_root, args, context) => {
        const actor = await actorOf(context);
        staffScope(actor);
        return readStaffPart(context.db, actor, partIdOf(args.partId));
      },
    },
    Mutation: {
      acceptOrderPart: staffMove('ACCEPTED'),
      markReadyForPickup: staffMove('READY_FOR_PICKUP'),
      markCollected: staffMove('COLLECTED'),
      shipOrderPart: async (_root, args, context) => {
        const partId = partIdOf(args.partId);
        const actor = await actorOf(context);
        staffScope(actor);
        const tracking = { carrier: text(args.carrier), trackingCode: text(args.trackingCode) };
        await moveStaffPart(context.db, actor, partId, 'SHIPPED', tracking);
        return partAnswer(context, partId);
      },
      rejectOrderLines: async (_root, args, context) => {
        const partId = partIdOf(args.partId);
        const actor = await actorOf(context);
        staffScope(actor);
        const lineIds = args.lineIds.map(partIdOf);
        const reason = text(args.reason, 500);
        const rejection = {
          lineIds,
          quantities: quantitiesOf(args.quantities ?? [], lineIds),
          reasonCode: args.reasonCode ?? 'OTHER',
          restock: args.restock ?? null,
        };
        await giveBackLines(context.db, deps.refunders, actor, { partId, rejection, reason });
        return partAnswer(context, partId);
      },
      cancelOrderPart: async (_root, args, context) => {
        const partId = partIdOf(args.partId);
        const actor = await actorOf(context);
        await giveBackLines(context.db, deps.refunders, actor, {
          partId,
          rejection: null,
          reason: 'cancelled by the buyer',
        });
        return partAnswer(context, partId);
      },
      cancelUnpaidOrder: async (_root, args, context) => {
        const { userId } = requireActor(await actorOf(context));
        const number = args.orderNumber;
        if (!isOrderNumber(number)) throw OrderErrors.orderNotFound();
        const orderId = await cancelUnpaidOrder(context.db, userId, number);
        // Committed: its payment cancelled at the provider, so a payment form still open
        // cannot pay it. A provider out of reach must not undo the cancellation: logged, and
        // money that comes anyway is a late payment, refunded.
        await deps
          .cancelOrderPayments([orderId])
          .catch((error: unknown) =>
            context.reply.log.error({ err: error }, 'cancelling an unpaid order’s payment failed'),
          );
        const [order] = await ordersOfBuyer(context.db, userId, { number });
        return referenced(order ?? null, `order ${number}`);
      },
      setStock: async (_root, args, context) => {
        const productId = parseId(args.productId);
        const actor = await actorOf(context);
        staffScope(actor);
        if (productId === null) throw CatalogErrors.productNotFound();
        await setStock(context.db, actor, productId, args.available);
        return referenced(await findProduct(context.db, productId), `product ${productId}`);
      },
      setVacation: async (_root, args, context) => {
        const bookshopId = await setVacation(
          context.db,
          await actorOf(context),
          args.until ?? null,
        );
        return referenced(await findBookshop(context.db, bookshopId), `bookshop ${bookshopId}`);
      },
    },
    Order: {
      createdAt: (order) => order.createdAt.toISOString(),
      ...orderPaymentFields,
    },
    OrderPart: {
      id: (part) => String(part.id),
      bookshop: async (part, _args, context) =>
        referenced(await bookshopOf(context)(part.bookshopId), `bookshop ${part.bookshopId}`),
      shippingCost: (part) => toDecimal(part.shippingCents),
      refunded: (part) => toDecimal(part.refundedCents),
      confirmBy: (part) => part.confirmBy?.toISOString() ?? null,
      details: async (part, _args, context) =>
        seesDetails(await actorOf(context), part) ? detailsAnswer(part.details) : null,
    },
    OrderPartLine: {
      id: (line) => String(line.id),
      product: async (line, _args, context) =>
        referenced(await productOf(context)(line.productId), `product ${line.productId}`),
      price: (line) => toDecimal(line.unitPriceCents),
    },
  };
}
