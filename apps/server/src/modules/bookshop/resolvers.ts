import { toDecimal } from '@scaffale/domain/money';
import type { IResolvers, MercuriusContext } from 'mercurius';
import type { OrderPartStatus } from '../../db/types.ts';
import { HttpErrors } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import { findBookshop, findProduct } from '../catalog/catalog.repo.ts';
import type { Refunders } from '../payments/providers.ts';
import {
  bookshopParts,
  findActor,
  findPart,
  ordersOfBuyer,
  type Actor,
  type OrderView,
  type PartDetails,
  type PartLineView,
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
import { PART_STATUSES } from './part-state.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import { BookshopErrors } from './errors.ts';

const actors = new WeakMap<object, Promise<Actor | null>>();

/** The caller, looked up once per request (every part's details asks again). */
function actorOf(context: MercuriusContext): Promise<Actor | null> {
  let actor = actors.get(context.request);
  if (!actor) {
    actor = context.sessions
      .currentUserId(context.request)
      .then((userId) => (userId === null ? null : findActor(context.db, userId)));
    actors.set(context.request, actor);
  }
  return actor;
}

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
  };
}

/** A part id from the wire; anything unparsable is a part not found. */
function partIdOf(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw BookshopErrors.partNotFound();
  return id;
}

async function partAnswer(context: MercuriusContext, partId: number): Promise<PartView> {
  const part = await findPart(context.db, partId);
  if (!part) throw BookshopErrors.partNotFound();
  return part;
}

const TEXT_MAX = 200;

function text(value: string, max = TEXT_MAX): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > max) throw HttpErrors.invalidValue();
  return trimmed;
}

/** The bookshop's side of orders (CONTRACT §7); refunds go through `refunders`. */
export function bookshopResolvers(deps: { refunders: Refunders }): IResolvers {
  const staffMove =
    (to: StaffMove) =>
    async (_root: unknown, args: { partId: string }, context: MercuriusContext) => {
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
      bookshopOrders: async (_root, args: { status?: OrderPartStatus | null }, context) => {
        const { bookshopId } = staffScope(await actorOf(context));
        const status = args.status ?? null;
        if (status !== null && !PART_STATUSES.includes(status)) throw HttpErrors.invalidValue();
        return bookshopParts(context.db, bookshopId, status);
      },
    },
    Mutation: {
      acceptOrderPart: staffMove('ACCEPTED'),
      markReadyForPickup: staffMove('READY_FOR_PICKUP'),
      markCollected: staffMove('COLLECTED'),
      shipOrderPart: async (
        _root,
        args: { partId: string; carrier: string; trackingCode: string },
        context,
      ) => {
        const partId = partIdOf(args.partId);
        const actor = await actorOf(context);
        staffScope(actor);
        const tracking = { carrier: text(args.carrier), trackingCode: text(args.trackingCode) };
        await moveStaffPart(context.db, actor, partId, 'SHIPPED', tracking);
        return partAnswer(context, partId);
      },
      rejectOrderLines: async (
        _root,
        args: { partId: string; lineIds: string[]; reason: string },
        context,
      ) => {
        const partId = partIdOf(args.partId);
        const actor = await actorOf(context);
        staffScope(actor);
        const lineIds = args.lineIds.map(partIdOf);
        const reason = text(args.reason, 500);
        await giveBackLines(context.db, deps.refunders, actor, { partId, lineIds, reason });
        return partAnswer(context, partId);
      },
      cancelOrderPart: async (_root, args: { partId: string }, context) => {
        const partId = partIdOf(args.partId);
        const actor = await actorOf(context);
        await giveBackLines(context.db, deps.refunders, actor, {
          partId,
          lineIds: null,
          reason: 'cancelled by the buyer',
        });
        return partAnswer(context, partId);
      },
      setStock: async (_root, args: { productId: string; available: number }, context) => {
        const productId = parseId(args.productId);
        const actor = await actorOf(context);
        staffScope(actor);
        if (productId === null) throw CatalogErrors.productNotFound();
        await setStock(context.db, actor, productId, args.available);
        return findProduct(context.db, productId);
      },
      setVacation: async (_root, args: { until?: string | null }, context) => {
        const bookshopId = await setVacation(
          context.db,
          await actorOf(context),
          args.until ?? null,
        );
        return findBookshop(context.db, bookshopId);
      },
    },
    Order: {
      createdAt: (order: OrderView) => order.createdAt.toISOString(),
      totale: (order: OrderView) => toDecimal(order.totalCents),
    },
    OrderPart: {
      id: (part: PartView) => String(part.id),
      bookshop: (part: PartView, _args: unknown, context: MercuriusContext) =>
        findBookshop(context.db, part.bookshopId),
      shippingCost: (part: PartView) => toDecimal(part.shippingCents),
      refunded: (part: PartView) => toDecimal(part.refundedCents),
      confirmBy: (part: PartView) => part.confirmBy?.toISOString() ?? null,
      details: async (part: PartView, _args: unknown, context: MercuriusContext) =>
        seesDetails(await actorOf(context), part) ? detailsAnswer(part.details) : null,
    },
    OrderPartLine: {
      id: (line: PartLineView) => String(line.id),
      product: (line: PartLineView, _args: unknown, context: MercuriusContext) =>
        findProduct(context.db, line.productId),
      price: (line: PartLineView) => toDecimal(line.unitPriceCents),
    },
  };
}
