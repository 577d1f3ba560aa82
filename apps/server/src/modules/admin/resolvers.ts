import { toDecimal } from '@scaffale/domain/money';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { HttpErrors } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import { findBookshop } from '../catalog/catalog.repo.ts';
import { findActor, partsOfOrders, type Actor } from '../bookshop/bookshop.repo.ts';
import { PART_STATUSES } from '@scaffale/domain/part-states';
import { orderPaymentFields } from '../orders/order-amounts.ts';
import {
  adjustStoreCredit,
  adminOrders,
  awaitingTransfers,
  closeBookshop,
  createBookshop,
  createDiscountCode,
  deleteBanner,
  discountCodeUses,
  expireDiscountCode,
  failedMessages,
  requireAdmin,
  retryFailedMessage,
  saveBanner,
  storeCreditAccount,
  type AdminOrderView,
} from './admin.service.ts';
import { listAdminBookshops, listBanners, listCodes } from './admin.repo.ts';
import { AdminErrors } from './errors.ts';
import { approveChange, pendingChanges, rejectChange } from './identity-approvals.ts';

async function actorOf(context: GraphQLContext): Promise<Actor | null> {
  const userId = await context.sessions.currentUserId(context.request);
  return userId === null ? null : findActor(context.db, userId);
}

/** The administrator calling, checked before any argument is read. */
export async function adminOf(context: GraphQLContext): Promise<Actor> {
  return requireAdmin(await actorOf(context));
}

/** An id from the wire for something the administrator names: unparsable is not found. */
function idOf(value: unknown, notFound: () => Error): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}

const ROLE_ON_THE_WIRE = { buyer: 'BUYER', staff: 'STAFF', admin: 'ADMIN' } as const;

/** The administrator's operations (`/{lang}/admin/`); each refuses anyone else. */
export const adminResolvers: Resolvers = {
  Query: {
    pendingIdentityChanges: async (_root, _args, context) =>
      pendingChanges(context.db, await actorOf(context)),
    failedMail: async (_root, _args, context) =>
      (await failedMessages(context.db, await actorOf(context))).map((m) => ({
        id: String(m.id),
        recipient: m.recipient,
        kind: m.kind,
        subject: m.subject ?? '',
        attempts: m.attempts,
        lastError: m.last_error,
        createdAt: m.created_at.toISOString(),
      })),
    accountRole: async (_root, _args, context) => {
      const actor = await actorOf(context);
      return actor ? ROLE_ON_THE_WIRE[actor.role] : null;
    },
    adminBookshops: async (_root, _args, context) => {
      await adminOf(context);
      return listAdminBookshops(context.db);
    },
    adminOrders: async (_root, args, context) => {
      const actor = await adminOf(context);
      const partStatus = args.status ?? null;
      if (partStatus !== null && !PART_STATUSES.includes(partStatus))
        throw HttpErrors.invalidValue();
      const page = await adminOrders(context.db, actor, {
        search: args.search ?? null,
        partStatus,
        page: args.page ?? null,
      });
      const parts = await partsOfOrders(
        context.db,
        page.orders.map((o) => o.id),
      );
      const items: AdminOrderView[] = page.orders.map((order) => ({
        ...order,
        parts: parts.filter((p) => p.orderId === order.id),
      }));
      return { total: page.total, page: page.page, pageSize: page.pageSize, items };
    },
    awaitingTransfers: async (_root, _args, context) =>
      (await awaitingTransfers(context.db, await actorOf(context))).map((row) => ({
        orderNumber: row.orderNumber,
        reference: row.transfer.reference,
        buyerEmail: row.buyerEmail,
        amount: row.transfer.amount,
        createdAt: row.createdAt.toISOString(),
        payBy: row.transfer.payBy,
      })),
    adminDiscountCodes: async (_root, _args, context) => {
      await adminOf(context);
      return listCodes(context.db);
    },
    discountCodeUses: async (_root, args, context) =>
      discountCodeUses(context.db, await adminOf(context), args.code),
    storeCreditAccount: async (_root, args, context) =>
      storeCreditAccount(context.db, await adminOf(context), args.email),
    adminBanners: async (_root, _args, context) => {
      await adminOf(context);
      return listBanners(context.db);
    },
  },
  Mutation: {
    approveIdentityChange: async (_root, args, context) =>
      approveChange(context.db, await actorOf(context), parseId(args.id)),
    rejectIdentityChange: async (_root, args, context) =>
      rejectChange(context.db, await actorOf(context), parseId(args.id), args.reason),
    createBookshop: async (_root, args, context) =>
      createBookshop(context.db, await adminOf(context), args.input),
    closeBookshop: async (_root, args, context) => {
      const actor = await adminOf(context);
      return closeBookshop(context.db, actor, idOf(args.id, AdminErrors.bookshopNotFound));
    },
    createDiscountCode: async (_root, args, context) => {
      const actor = await adminOf(context);
      const { input } = args;
      const bookshopId =
        input.bookshopId == null ? null : idOf(input.bookshopId, AdminErrors.bookshopNotFound);
      return createDiscountCode(context.db, actor, {
        code: input.code,
        kind: input.kind,
        percent: input.percent ?? null,
        amount: input.amount ?? null,
        bookshopId,
        maxUses: input.maxUses ?? null,
        expiresAt: input.expiresAt ?? null,
      });
    },
    expireDiscountCode: async (_root, args, context) =>
      expireDiscountCode(context.db, await adminOf(context), args.code),
    adjustStoreCredit: async (_root, args, context) =>
      adjustStoreCredit(context.db, await adminOf(context), args),
    saveBanner: async (_root, args, context) => {
      const actor = await adminOf(context);
      const id = args.id == null ? null : idOf(args.id, AdminErrors.bannerNotFound);
      return saveBanner(context.db, actor, id, {
        position: args.input.position,
        language: args.input.language ?? null,
        html: args.input.html,
        active: args.input.active,
      });
    },
    retryMail: async (_root, args, context) => {
      const actor = await adminOf(context);
      return retryFailedMessage(context.db, actor, idOf(args.id, AdminErrors.mailNotFound));
    },
    deleteBanner: async (_root, args, context) => {
      const actor = await adminOf(context);
      return deleteBanner(context.db, actor, idOf(args.id, AdminErrors.bannerNotFound));
    },
  },
  AdminBookshop: {
    id: (shop) => String(shop.id),
    closedAt: (shop) => shop.closedAt?.toISOString() ?? null,
  },
  AdminOrder: {
    createdAt: (order) => order.createdAt.toISOString(),
    ...orderPaymentFields,
  },
  AdminDiscountCode: {
    amount: (code) => (code.amount_cents === null ? null : toDecimal(code.amount_cents)),
    bookshop: (code, _args, context) =>
      code.bookshop_id === null ? null : findBookshop(context.db, code.bookshop_id),
    maxUses: (code) => code.max_uses,
    usesCount: (code) => code.uses_count,
    expiresAt: (code) => code.expires_at?.toISOString() ?? null,
  },
  DiscountCodeUse: {
    amount: (use) => toDecimal(use.amountCents),
    usedAt: (use) => use.usedAt.toISOString(),
  },
  AdminBanner: {
    id: (banner) => String(banner.id),
  },
};
