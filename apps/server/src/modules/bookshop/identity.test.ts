import { describe, expect, it } from 'vitest';
import { sellerIdentitySchema } from '@scaffale/domain/seller-identity';
import type { Db } from '../../db/database.ts';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { newBookshop, newBuyer, staffOf } from '../../test/accounts.ts';
import type { TestClient } from '../../test/client.ts';
import { ADMIN } from '../../test/demo-accounts.ts';
import { engines } from '../../test/harness.ts';
import { loggedIn } from '../../test/shoppers.ts';
import { payoutIdentity } from './identity.repo.ts';

// The seller's identity (docs/spec/marketplace.md §8): public legal identity, contact and hours on
// every Bookshop; every field for its staff and the administrator; the IBAN and the legal data
// changed only once the administrator approves; every change and decision audited.

const ADDRESS = 'street postalCode city province country';
const APPROVED = `legalName vatNumber taxCode iban registeredAddress { ${ADDRESS} }`;
const CHANGE = `id status requestedBy reason decidedBy bookshop { id }
  current { ${APPROVED} } proposed { ${APPROVED} }`;
const PROFILE = `bookshop { id } legalName vatNumber taxCode iban pec sdiCode contactEmail
  contactPhone registeredAddress { ${ADDRESS} } shopAddress { ${ADDRESS} }
  openingHours { weekday ranges { from to } } pendingChange { ${CHANGE} }
  lastDecidedChange { ${CHANGE} }`;
const PUBLIC = `id legalName vatNumber contactEmail contactPhone registeredAddress { ${ADDRESS} }
  shopAddress { ${ADDRESS} } openingHours { weekday ranges { from to } }`;

const OPS = {
  profile: `query BookshopProfile($bookshopId: ID) { bookshopProfile(bookshopId: $bookshopId) {
    ${PROFILE} } }`,
  update: `mutation UpdateBookshopProfile($input: BookshopProfileInput!) {
    updateBookshopProfile(input: $input) { ${PROFILE} } }`,
  pending: `query PendingIdentityChanges { pendingIdentityChanges { ${CHANGE} } }`,
  approve: `mutation ApproveIdentityChange($id: ID!) { approveIdentityChange(id: $id) { ${CHANGE} } }`,
  reject: `mutation RejectIdentityChange($id: ID!, $reason: String!) {
    rejectIdentityChange(id: $id, reason: $reason) { ${CHANGE} } }`,
  bookshop: `query GetBookshop($id: ID!) { getBookshop(id: $id) { ${PUBLIC} } }`,
  private: `query GetBookshopIban($id: ID!) { getBookshop(id: $id) { id iban } }`,
} as const;

interface Answer<T = Record<string, unknown>> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read by their shape, checked by toMatchObject
async function ask<T = Record<string, any>>(
  client: TestClient,
  op: keyof typeof OPS,
  variables: Record<string, unknown> = {},
): Promise<Answer<T>> {
  const name = /(?:query|mutation) (\w+)/.exec(OPS[op])?.[1] ?? op;
  return client.graphql<T>(name, OPS[op], variables) as Promise<Answer<T>>;
}

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fieldOf = (answer: Answer) => answer.errors?.[0]?.extensions?.field;

const WEEK = [
  {
    weekday: 2,
    ranges: [
      { from: '09:00', to: '13:00' },
      { from: '15:30', to: '19:30' },
    ],
  },
  { weekday: 6, ranges: [{ from: '10:00', to: '18:00' }] },
];

/** A whole profile as the form sends it. */
function profile(overrides: Record<string, unknown> = {}) {
  return {
    legalName: 'Libri Nuovi S.r.l.',
    vatNumber: '12345678903',
    taxCode: '12345678903',
    registeredAddress: {
      street: 'Via Roma 1',
      postalCode: '35121',
      city: 'Padova',
      province: 'PD',
      country: 'IT',
    },
    iban: 'IT60X0542811101000000123456',
    pec: 'librinuovi@pec.example.it',
    sdiCode: 'M5UXCR1',
    contactEmail: 'info@librinuovi.example.it',
    contactPhone: '+39 049 123456',
    shopAddress: { street: 'Piazza dei Signori 3', postalCode: '35139', city: 'Padova' },
    openingHours: WEEK,
    ...overrides,
  };
}

async function shelfEvents(db: Db, bookshopId: number) {
  return db
    .selectFrom('shelf_events')
    .select(['kind', 'role', 'before', 'after'])
    .where('bookshop_id', '=', bookshopId)
    .where('kind', 'in', ['identity', 'identity_requested'])
    .orderBy('id')
    .execute();
}

async function adminEvents(db: Db, changeId: string) {
  const rows = await db
    .selectFrom('admin_events')
    .select(['kind', 'detail'])
    .where('kind', 'in', ['identity_approved', 'identity_rejected'])
    .orderBy('id')
    .execute();
  return rows.filter((row) => String(row.detail['changeId']) === changeId);
}

for (const engine of engines()) {
  describe(`the seller's identity (${engine.name})`, () => {
    const h = engine.setup();

    /** A bookshop of the test's own, its staff logged in, and the administrator. */
    async function setting() {
      const shop = await newBookshop(h);
      const staff = await staffOf(h, shop);
      const admin = await loggedIn(h, ADMIN);
      return { shop, staff, admin };
    }

    it('seeds the demo bookshops with identities the rules accept', async () => {
      for (const [name, identity] of Object.entries(DEMO_IDENTITIES)) {
        expect(sellerIdentitySchema.safeParse(identity).success, name).toBe(true);
      }
      const row = await h.database.db
        .selectFrom('bookshops')
        .select(['legal_name', 'iban', 'vat_number'])
        .where('name', '=', 'Libreria Centrale')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        legal_name: 'Libreria Centrale S.r.l.',
        iban: 'IT60X0542811101000000123456',
        vat_number: '04827310154',
      });
    });

    it('gives the profile to its staff and the administrator only', async () => {
      const { shop, staff, admin } = await setting();
      const other = await staffOf(h, await newBookshop(h));
      const buyer = (await newBuyer(h)).client;
      const guest = h.client();
      const id = String(shop.id);

      expect(codeOf(await ask(guest, 'profile'))).toBe('NOT_LOGGED_IN');
      expect(codeOf(await ask(buyer, 'profile', { bookshopId: id }))).toBe('FORBIDDEN');
      expect(codeOf(await ask(other, 'profile', { bookshopId: id }))).toBe('BOOKSHOP_NOT_FOUND');
      const own = await ask(staff, 'profile');
      expect(own.errors).toBeUndefined();
      expect(own.data?.bookshopProfile.bookshop.id).toBe(id);
      expect(codeOf(await ask(admin, 'profile'))).toBe('INVALID_VALUE');
      const asAdmin = await ask(admin, 'profile', { bookshopId: id });
      expect(asAdmin.data?.bookshopProfile.bookshop.id).toBe(id);

      const input = profile({ bookshopId: id });
      expect(codeOf(await ask(guest, 'update', { input }))).toBe('NOT_LOGGED_IN');
      expect(codeOf(await ask(buyer, 'update', { input }))).toBe('FORBIDDEN');
      expect(codeOf(await ask(other, 'update', { input }))).toBe('BOOKSHOP_NOT_FOUND');
      expect(await shelfEvents(h.database.db, shop.id)).toEqual([]);

      for (const client of [guest, buyer, staff, other]) {
        expect(codeOf(await ask(client, 'pending'))).toMatch(/NOT_LOGGED_IN|FORBIDDEN/);
      }
    });

    it('applies contact and hours at once, and holds the IBAN and legal data for approval', async () => {
      const { db } = h.database;
      const { shop, staff } = await setting();
      const saved = await ask(staff, 'update', { input: profile() });
      expect(saved.errors).toBeUndefined();
      const answer = saved.data!.updateBookshopProfile;
      expect(answer).toMatchObject({
        contactEmail: 'info@librinuovi.example.it',
        pec: 'librinuovi@pec.example.it',
        shopAddress: { street: 'Piazza dei Signori 3', city: 'Padova' },
        legalName: null,
        iban: null,
        pendingChange: {
          status: 'PENDING',
          requestedBy: shop.staffEmail,
          current: { legalName: null, iban: null },
          proposed: {
            legalName: 'Libri Nuovi S.r.l.',
            iban: 'IT60X0542811101000000123456',
            registeredAddress: { city: 'Padova', province: 'PD' },
          },
        },
      });
      expect(answer.openingHours[0]).toEqual({ weekday: 1, ranges: [] });
      expect(answer.openingHours[1].ranges).toEqual(WEEK[0]!.ranges);
      expect(await payoutIdentity(db, shop.id)).toBeNull();

      const events = await shelfEvents(db, shop.id);
      expect(events.map((e) => [e.kind, e.role])).toEqual([
        ['identity', 'staff'],
        ['identity_requested', 'staff'],
      ]);
      expect(events[0]!.after).toMatchObject({ contactEmail: 'info@librinuovi.example.it' });
      expect(events[0]!.before).toMatchObject({ contactEmail: null });

      // The same form again changes nothing and asks nothing new.
      await ask(staff, 'update', { input: profile() });
      expect(await shelfEvents(db, shop.id)).toHaveLength(2);
    });

    it('shows the public part to anyone, never the IBAN, tax code, PEC or SDI', async () => {
      const { shop, staff, admin } = await setting();
      const saved = await ask(staff, 'update', { input: profile() });
      const changeId = saved.data!.updateBookshopProfile.pendingChange.id;
      const guest = h.client();
      const before = await ask(guest, 'bookshop', { id: String(shop.id) });
      expect(before.data?.getBookshop).toMatchObject({
        legalName: null,
        vatNumber: null,
        contactEmail: 'info@librinuovi.example.it',
        contactPhone: '+39 049 123456',
        shopAddress: { street: 'Piazza dei Signori 3', city: 'Padova', country: 'IT' },
        openingHours: [
          { weekday: 1, ranges: [] },
          { weekday: 2, ranges: WEEK[0]!.ranges },
          { weekday: 3, ranges: [] },
          { weekday: 4, ranges: [] },
          { weekday: 5, ranges: [] },
          { weekday: 6, ranges: WEEK[1]!.ranges },
          { weekday: 7, ranges: [] },
        ],
      });
      expect((await ask(admin, 'approve', { id: changeId })).errors).toBeUndefined();
      const after = await ask(guest, 'bookshop', { id: String(shop.id) });
      expect(after.data?.getBookshop).toMatchObject({
        legalName: 'Libri Nuovi S.r.l.',
        vatNumber: '12345678903',
        registeredAddress: { street: 'Via Roma 1', city: 'Padova', country: 'IT' },
      });
      expect(JSON.stringify(after.data)).not.toMatch(/IT60X|pec|M5UXCR1/);
      const askedIban = await ask(guest, 'private', { id: String(shop.id) });
      expect(askedIban.errors?.[0]?.message).toMatch(/iban/);
    });

    it('lets the administrator approve: the values in force, audited, for payouts too', async () => {
      const { db } = h.database;
      const { shop, staff, admin } = await setting();
      const saved = await ask(staff, 'update', { input: profile() });
      const changeId: string = saved.data!.updateBookshopProfile.pendingChange.id;

      const list = await ask(admin, 'pending');
      expect(list.data?.pendingIdentityChanges.map((c: { id: string }) => c.id)).toContain(
        changeId,
      );
      const approved = await ask(admin, 'approve', { id: changeId });
      expect(approved.data?.approveIdentityChange).toMatchObject({
        status: 'APPROVED',
        decidedBy: ADMIN,
        current: { iban: 'IT60X0542811101000000123456' },
      });
      expect(await payoutIdentity(db, shop.id)).toEqual({
        legalName: 'Libri Nuovi S.r.l.',
        iban: 'IT60X0542811101000000123456',
      });
      const own = await ask(staff, 'profile');
      expect(own.data?.bookshopProfile).toMatchObject({
        iban: 'IT60X0542811101000000123456',
        taxCode: '12345678903',
        pendingChange: null,
        lastDecidedChange: { id: changeId, status: 'APPROVED' },
      });
      expect(await adminEvents(db, changeId)).toEqual([
        { kind: 'identity_approved', detail: { bookshopId: shop.id, changeId: Number(changeId) } },
      ]);
      const last = (await shelfEvents(db, shop.id)).at(-1);
      expect(last).toMatchObject({
        kind: 'identity',
        role: 'admin',
        before: { iban: null, legalName: null },
        after: { iban: 'IT60X0542811101000000123456', legalName: 'Libri Nuovi S.r.l.' },
      });

      // Decided once: again is refused, and an unknown one is not found.
      expect(codeOf(await ask(admin, 'approve', { id: changeId }))).toBe('IDENTITY_CHANGE_DECIDED');
      expect(codeOf(await ask(admin, 'approve', { id: '999999999' }))).toBe('NOT_FOUND');
      expect(codeOf(await ask(staff, 'approve', { id: changeId }))).toBe('FORBIDDEN');
    });

    it('lets the administrator reject with a reason the staff read; nothing changes', async () => {
      const { db } = h.database;
      const { shop, staff, admin } = await setting();
      const saved = await ask(staff, 'update', { input: profile() });
      const changeId: string = saved.data!.updateBookshopProfile.pendingChange.id;

      const noReason = await ask(admin, 'reject', { id: changeId, reason: '  ' });
      expect(codeOf(noReason)).toBe('INVALID_VALUE');
      expect(fieldOf(noReason)).toBe('reason');
      const buyer = (await newBuyer(h)).client;
      expect(codeOf(await ask(buyer, 'reject', { id: changeId, reason: 'no' }))).toBe('FORBIDDEN');
      const rejected = await ask(admin, 'reject', {
        id: changeId,
        reason: 'La visura camerale riporta un altro IBAN',
      });
      expect(rejected.data?.rejectIdentityChange).toMatchObject({ status: 'REJECTED' });
      expect(await payoutIdentity(db, shop.id)).toBeNull();
      const own = await ask(staff, 'profile');
      expect(own.data?.bookshopProfile).toMatchObject({
        iban: null,
        pendingChange: null,
        lastDecidedChange: {
          status: 'REJECTED',
          reason: 'La visura camerale riporta un altro IBAN',
        },
      });
      expect(await adminEvents(db, changeId)).toEqual([
        {
          kind: 'identity_rejected',
          detail: {
            bookshopId: shop.id,
            changeId: Number(changeId),
            reason: 'La visura camerale riporta un altro IBAN',
          },
        },
      ]);
    });

    it('replaces a change still waiting by a newer one', async () => {
      const { db } = h.database;
      const { shop, staff } = await setting();
      const first = await ask(staff, 'update', { input: profile() });
      const second = await ask(staff, 'update', {
        input: profile({ iban: 'DE89370400440532013000' }),
      });
      const firstId = first.data!.updateBookshopProfile.pendingChange.id;
      const secondChange = second.data!.updateBookshopProfile.pendingChange;
      expect(secondChange.id).not.toBe(firstId);
      expect(secondChange.proposed.iban).toBe('DE89370400440532013000');
      const statuses = await db
        .selectFrom('bookshop_identity_changes')
        .select(['status'])
        .where('bookshop_id', '=', shop.id)
        .orderBy('id')
        .execute();
      expect(statuses.map((s) => s.status)).toEqual(['superseded', 'pending']);
    });

    it("applies the administrator's own change at once", async () => {
      const { db } = h.database;
      const { shop, admin } = await setting();
      const saved = await ask(admin, 'update', {
        input: profile({ bookshopId: String(shop.id) }),
      });
      expect(saved.data?.updateBookshopProfile).toMatchObject({
        iban: 'IT60X0542811101000000123456',
        pendingChange: null,
        lastDecidedChange: { status: 'APPROVED', decidedBy: ADMIN },
      });
      expect(await payoutIdentity(db, shop.id)).not.toBeNull();
    });

    it('refuses a bad value on its field, in the caller language, and changes nothing', async () => {
      const { db } = h.database;
      const { shop, staff } = await setting();
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ vatNumber: '12345678904' }, 'vatNumber', /Partita IVA/],
        [{ vatNumber: '1234567890A' }, 'vatNumber', /Partita IVA/],
        [{ iban: 'IT60X0542811101000000123457' }, 'iban', /IBAN/],
        [{ taxCode: 'RSSMRA85T10A562T' }, 'taxCode', /[Cc]odice fiscale/],
        [{ sdiCode: 'AB' }, 'sdiCode', /SDI/],
        [{ pec: 'nowhere' }, 'pec', /email/],
        [{ contactPhone: 'ring twice' }, 'contactPhone', /telefono/],
        [
          {
            registeredAddress: {
              street: 'Via Roma 1',
              postalCode: '351',
              city: 'Padova',
              province: 'PD',
              country: 'IT',
            },
          },
          'registeredAddress.postalCode',
          /CAP/,
        ],
        [
          { openingHours: [{ weekday: 1, ranges: [{ from: '19:00', to: '09:00' }] }] },
          'openingHours.0.0.to',
          /[Oo]rari/,
        ],
        [{ openingHours: [{ weekday: 8, ranges: [] }] }, 'openingHours', /[Oo]rari/],
        [{ legalName: 'x'.repeat(201) }, 'legalName', /200/],
      ];
      for (const [overrides, field, message] of cases) {
        const answer = await ask(staff, 'update', { input: profile(overrides) });
        expect(codeOf(answer), field).toBe('INVALID_VALUE');
        expect(fieldOf(answer), JSON.stringify(overrides)).toBe(field);
        expect(answer.errors?.[0]?.message, field).toMatch(message);
      }
      expect(await shelfEvents(db, shop.id)).toEqual([]);
    });
  });
}
