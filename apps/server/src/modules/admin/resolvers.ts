import { toDecimal } from '@scaffale/domain/money';
import type { IResolvers, MercuriusContext } from 'mercurius';
import type { OrderPartStatus } from '../../db/types.ts';
import { HttpErrors } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import { findBookshop } from '../catalog/catalog.repo.ts';
import { findActor, partsOfOrders, type Actor, type PartView } from '../bookshop/bookshop.repo.ts';
import { PART_STATUSES } from '../bookshop/part-state.ts';
import type {
  AdminBookshopView,
  AdminOrderRow,
  BannerRow,
  CodeUseRow,
  DiscountCodeRow,
  StoreCreditEntryRow,
} from './admin.repo.ts';
import {
  adjustStoreCredit,
  adminOrders,
  closeBookshop,
  createBookshop,
  createDiscountCode,
  deleteBanner,
  discountCodeUses,
  expireDiscountCode,
  requireAdmin,
  saveBanner,
  storeCreditAccount,
  type BannerInput,
  type CreateBookshopInput,
} from './admin.service.ts';
import { listAdminBookshops, listBanners, listCodes } from './admin.repo.ts';
import { AdminErrors } from './errors.ts';

async function actorOf(context: MercuriusContext): Promise<Actor | null> {
  const userId = await context.sessions.currentUserId(context.request);
  return userId === null ? null : findActor(context.db, userId);
}

/** The administrator calling, checked before any argument is read. */
async function adminOf(context: MercuriusContext): Promise<Actor> {
  return requireAdmin(await actorOf(context));
}

/** An id from the wire for something the administrator names: unparsable is not found. */
function idOf(value: unknown, notFound: () => Error): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}

interface AdminOrderAnswer extends AdminOrderRow {
  parts: PartView[];
}

interface CreateDiscountCodeArgs {
  input: {
    code: string;
    kind: 'PERCENT' | 'FIXED';
    percent?: number | null;
    amount?: string | null;
    bookshopId?: string | null;
    maxUses?: number | null;
    expiresAt?: string | null;
  };
}

const ROLE_ON_THE_WIRE = { buyer: 'BUYER', staff: 'STAFF', admin: 'ADMIN' } as const;

/** The administrator's operations (`/{lang}/admin/`); each refuses anyone else. */
export const adminResolvers: IResolvers = {
  Query: {
    accountRole: async (_root, _args, context) => {
      const actor = await actorOf(context);
      return actor ? ROLE_ON_THE_WIRE[actor.role] : null;
    },
    adminBookshops: async (_root, _args, context) => {
      await adminOf(context);
      return listAdminBookshops(context.db);
    },
    adminOrders: async (
      _root,
      args: { search?: string | null; status?: OrderPartStatus | null; page?: number | null },
      context,
    ) => {
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
      const items: AdminOrderAnswer[] = page.orders.map((order) => ({
        ...order,
        parts: parts.filter((p) => p.orderId === order.id),
      }));
      return { total: page.total, page: page.page, pageSize: page.pageSize, items };
    },
    adminDiscountCodes: async (_root, _args, context) => {
      await adminOf(context);
      return listCodes(context.db);
    },
    discountCodeUses: async (_root, args: { code: string }, context) =>
      discountCodeUses(context.db, await adminOf(context), args.code),
    storeCreditAccount: async (_root, args: { email: string }, context) =>
      storeCreditAccount(context.db, await adminOf(context), args.email),
    adminBanners: async (_root, _args, context) => {
      await adminOf(context);
      return listBanners(context.db);
    },
  },
  Mutation: {
    createBookshop: async (_root, args: { input: CreateBookshopInput }, context) =>
      createBookshop(context.db, await adminOf(context), args.input),
    closeBookshop: async (_root, args: { id: string }, context) => {
      const actor = await adminOf(context);
      return closeBookshop(context.db, actor, idOf(args.id, AdminErrors.bookshopNotFound));
    },
    createDiscountCode: async (_root, args: CreateDiscountCodeArgs, context) => {
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
    expireDiscountCode: async (_root, args: { code: string }, context) =>
      expireDiscountCode(context.db, await adminOf(context), args.code),
    adjustStoreCredit: async (
      _root,
      args: { email: string; amount: string; reason: string },
      context,
    ) => adjustStoreCredit(context.db, await adminOf(context), args),
    saveBanner: async (_root, args: { id?: string | null; input: BannerInput }, context) => {
      const actor = await adminOf(context);
      const id = args.id == null ? null : idOf(args.id, AdminErrors.bannerNotFound);
      return saveBanner(context.db, actor, id, {
        position: args.input.position,
        language: args.input.language ?? null,
        html: args.input.html,
        active: args.input.active,
      });
    },
    deleteBanner: async (_root, args: { id: string }, context) => {
      const actor = await adminOf(context);
      return deleteBanner(context.db, actor, idOf(args.id, AdminErrors.bannerNotFound));
    },
  },
  AdminBookshop: {
    id: (shop: AdminBookshopView) => String(shop.id),
    closedAt: (shop: AdminBookshopView) => shop.closedAt?.toISOString() ?? null,
  },
  AdminOrder: {
    createdAt: (order: AdminOrderAnswer) => order.createdAt.toISOString(),
    totale: (order: AdminOrderAnswer) => toDecimal(order.totalCents),
  },
  AdminDiscountCode: {
    amount: (code: DiscountCodeRow) =>
      code.amount_cents === null ? null : toDecimal(code.amount_cents),
    bookshop: (code: DiscountCodeRow, _args: unknown, context: MercuriusContext) =>
      code.bookshop_id === null ? null : findBookshop(context.db, code.bookshop_id),
    maxUses: (code: DiscountCodeRow) => code.max_uses,
    usesCount: (code: DiscountCodeRow) => code.uses_count,
    expiresAt: (code: DiscountCodeRow) => code.expires_at?.toISOString() ?? null,
  },
  DiscountCodeUse: {
    amount: (use: CodeUseRow) => toDecimal(use.amountCents),
    usedAt: (use: CodeUseRow) => use.usedAt.toISOString(),
  },
  StoreCreditAccount: {
    balance: (account: { balanceCents: number }) => toDecimal(account.balanceCents),
  },
  StoreCreditEntry: {
    id: (entry: StoreCreditEntryRow) => String(entry.id),
    amount: (entry: StoreCreditEntryRow) => toDecimal(entry.amountCents),
    createdAt: (entry: StoreCreditEntryRow) => entry.createdAt.toISOString(),
  },
  AdminBanner: {
    id: (banner: BannerRow) => String(banner.id),
  },
};
