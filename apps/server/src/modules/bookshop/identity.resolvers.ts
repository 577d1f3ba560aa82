import type { OpeningHours, SellerIdentity } from '@scaffale/domain/seller-identity';
import { batchLoader, perRequest } from '../../graphql/batch.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { parseId } from '../../http/ids.ts';
import { findBookshop } from '../catalog/catalog.repo.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import { findActor, type Actor } from './bookshop.repo.ts';
import { readIdentities } from './identity.repo.ts';
import { readProfile, updateProfile } from './identity.service.ts';
import { referenced } from './resolvers.ts';

// A seller's identity on the wire (docs/spec/marketplace.md §8): the public part on every
// Bookshop (read for a list's bookshops in one statement), every field in bookshopProfile.

async function actorOf(context: GraphQLContext): Promise<Actor | null> {
  const userId = await context.sessions.currentUserId(context.request);
  return userId === null ? null : findActor(context.db, userId);
}

const identityOf = perRequest((context) => batchLoader((ids) => readIdentities(context.db, ids)));

/** A bookshop named on the wire (null: none named); unparsable, a bookshop not found. */
function namedBookshop(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const id = parseId(value);
  if (id === null) throw CatalogErrors.bookshopNotFound();
  return id;
}

type Address = SellerIdentity['registeredAddress'];

/** An address, or null when nothing of it is known. */
function addressOf(address: Partial<Address>) {
  const answer = {
    street: address.street ?? null,
    postalCode: address.postalCode ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    country: address.country ?? null,
  };
  return Object.values(answer).some((v) => v !== null) ? answer : null;
}

/** The week as its days, 1 Monday … 7 Sunday. */
export function openingDays(hours: OpeningHours | null) {
  return hours === null ? null : hours.map((ranges, i) => ({ weekday: i + 1, ranges }));
}

/** What the public may read of a bookshop's identity (never its IBAN, tax code, PEC, SDI). */
async function publicIdentity(context: GraphQLContext, bookshopId: number) {
  return identityOf(context)(bookshopId);
}

const STATUS = {
  pending: 'PENDING',
  approved: 'APPROVED',
  rejected: 'REJECTED',
  superseded: 'SUPERSEDED',
} as const;

export const identityResolvers: Resolvers = {
  Query: {
    bookshopProfile: async (_root, args, context) =>
      readProfile(context.db, await actorOf(context), namedBookshop(args.bookshopId)),
  },
  Mutation: {
    updateBookshopProfile: async (_root, args, context) => {
      const { bookshopId, ...input } = args.input;
      return updateProfile(context.db, await actorOf(context), input, namedBookshop(bookshopId));
    },
  },
  Bookshop: {
    legalName: async (shop, _args, context) =>
      (await publicIdentity(context, shop.id))?.legalName ?? null,
    vatNumber: async (shop, _args, context) =>
      (await publicIdentity(context, shop.id))?.vatNumber ?? null,
    registeredAddress: async (shop, _args, context) => {
      const identity = await publicIdentity(context, shop.id);
      return identity ? addressOf(identity.registeredAddress) : null;
    },
    contactEmail: async (shop, _args, context) =>
      (await publicIdentity(context, shop.id))?.contactEmail ?? null,
    contactPhone: async (shop, _args, context) =>
      (await publicIdentity(context, shop.id))?.contactPhone ?? null,
    shopAddress: async (shop, _args, context) => {
      const identity = await publicIdentity(context, shop.id);
      return identity ? addressOf({ ...identity.shopAddress, country: shop.countryCode }) : null;
    },
    openingHours: async (shop, _args, context) =>
      openingDays((await publicIdentity(context, shop.id))?.openingHours ?? null),
  },
  BookshopProfile: {
    bookshop: async (profile, _args, context) =>
      referenced(
        await findBookshop(context.db, profile.bookshopId),
        `bookshop ${profile.bookshopId}`,
      ),
    legalName: (profile) => profile.identity.legalName,
    vatNumber: (profile) => profile.identity.vatNumber,
    taxCode: (profile) => profile.identity.taxCode,
    registeredAddress: (profile) => addressOf(profile.identity.registeredAddress),
    iban: (profile) => profile.identity.iban,
    pec: (profile) => profile.identity.pec,
    sdiCode: (profile) => profile.identity.sdiCode,
    contactEmail: (profile) => profile.identity.contactEmail,
    contactPhone: (profile) => profile.identity.contactPhone,
    shopAddress: (profile) => addressOf(profile.identity.shopAddress),
    openingHours: (profile) => openingDays(profile.identity.openingHours),
  },
  IdentityChange: {
    id: (change) => String(change.id),
    bookshop: async (change, _args, context) =>
      referenced(
        await findBookshop(context.db, change.bookshopId),
        `bookshop ${change.bookshopId}`,
      ),
    requestedBy: (change) => change.requestedByEmail,
    requestedAt: (change) => change.requestedAt.toISOString(),
    current: (change) => ({
      ...change.current,
      registeredAddress: addressOf(change.current.registeredAddress),
    }),
    proposed: (change) => ({
      ...change.proposed,
      registeredAddress: addressOf(change.proposed.registeredAddress),
    }),
    status: (change) => STATUS[change.status],
    decidedBy: (change) => change.decidedByEmail,
    decidedAt: (change) => change.decidedAt?.toISOString() ?? null,
  },
};
