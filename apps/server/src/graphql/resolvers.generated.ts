import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductView, BookshopView } from '../modules/catalog/catalog.repo.ts';
import type { BookView, OfferView } from '../modules/catalog/books.repo.ts';
import type { OrderView, PartView, PartLineView } from '../modules/bookshop/bookshop.repo.ts';
import type { ShelfPageView, RateTableView, RateView } from '../modules/bookshop/shelf.service.ts';
import type { ShelfBookRow } from '../modules/bookshop/shelf.repo.ts';
import type {
  AdminBookshopView,
  DiscountCodeRow,
  CodeUseRow,
  BannerRow,
} from '../modules/admin/admin.repo.ts';
import type { AdminOrderView } from '../modules/admin/admin.service.ts';
import type { StoreCreditPage, StoreCreditEntryRow } from '../modules/orders/wallet.repo.ts';
import type { ProfileView } from '../modules/bookshop/identity.service.ts';
import type { IdentityChangeView } from '../modules/bookshop/identity.repo.ts';
import type {
  ReturnView,
  ReturnLineView,
  ReturnPageView,
} from '../modules/returns/returns.repo.ts';
import type { GraphQLContext } from './context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  Decimal: { input: unknown; output: string };
};

export type AccountRole = 'ADMIN' | 'BUYER' | 'STAFF';

export type AdminBanner = {
  __typename?: 'AdminBanner';
  active: Scalars['Boolean']['output'];
  /** As it is shown: sanitised. */
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** it, en, fr or es; null: every language. */
  language?: Maybe<Scalars['String']['output']>;
  position: BannerPosition;
};

export type AdminBookshop = {
  __typename?: 'AdminBookshop';
  city: Scalars['String']['output'];
  /** ISO date-time it was closed (its books cannot be bought); null while open. */
  closedAt?: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  staffEmails: Array<Scalars['String']['output']>;
  /** YYYY-MM-DD while on vacation, else null. */
  vacationEnd?: Maybe<Scalars['String']['output']>;
};

export type AdminDiscountCode = {
  __typename?: 'AdminDiscountCode';
  amount?: Maybe<Scalars['Decimal']['output']>;
  /** The one bookshop it applies to; null for every bookshop. */
  bookshop?: Maybe<Bookshop>;
  code: Scalars['String']['output'];
  expired: Scalars['Boolean']['output'];
  /** ISO date-time; null: it never expires. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  kind: DiscountKind;
  maxUses?: Maybe<Scalars['Int']['output']>;
  percent?: Maybe<Scalars['Int']['output']>;
  usesCount: Scalars['Int']['output'];
};

/** An order as the administrator sees it: Order's fields, its status and buyer, the method null until chosen. */
export type AdminOrder = {
  __typename?: 'AdminOrder';
  buyerEmail: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  number: Scalars['String']['output'];
  /** The part of totale paymentMethod paid or is to pay. */
  paidByMethod: Scalars['Decimal']['output'];
  parts: Array<OrderPart>;
  /** Null while the buyer has not chosen how to pay, or when the Borsellino paid it all. */
  paymentMethod?: Maybe<PaymentMethodCode>;
  /** pending, awaiting_transfer, paid, deferred, cancelled or fulfilled. */
  status: Scalars['String']['output'];
  /** The part of totale the Borsellino paid. */
  storeCredit: Scalars['Decimal']['output'];
  /** What the order is worth (Order.totale). */
  totale: Scalars['Decimal']['output'];
};

export type AdminOrderPage = {
  __typename?: 'AdminOrderPage';
  items: Array<AdminOrder>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The part of an identity that changes only when the administrator approves. */
export type ApprovedIdentityValues = {
  __typename?: 'ApprovedIdentityValues';
  iban?: Maybe<Scalars['String']['output']>;
  legalName?: Maybe<Scalars['String']['output']>;
  registeredAddress?: Maybe<PostalAddress>;
  taxCode?: Maybe<Scalars['String']['output']>;
  vatNumber?: Maybe<Scalars['String']['output']>;
};

/** An order waiting for its bank transfer, as the administrator's list shows it. */
export type AwaitingTransfer = {
  __typename?: 'AwaitingTransfer';
  amount: Scalars['Decimal']['output'];
  buyerEmail: Scalars['String']['output'];
  /** ISO date-time it was placed. */
  createdAt: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  /** YYYY-MM-DD: the last day; the order is cancelled after it. */
  payBy: Scalars['String']['output'];
  /** What the buyer was told to write in the transfer's reason. */
  reference: Scalars['String']['output'];
};

/** What a buyer paying by bank transfer must know: where to send it, its reason, how much, by when. */
export type BankTransfer = {
  __typename?: 'BankTransfer';
  amount: Scalars['Decimal']['output'];
  /** Whom the account belongs to. */
  beneficiary?: Maybe<Scalars['String']['output']>;
  bic?: Maybe<Scalars['String']['output']>;
  /** Null when the provider gave no account (then the reference, amount and deadline only). */
  iban?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD: the last day to pay; the order is cancelled after it. */
  payBy: Scalars['String']['output'];
  /** What to write in the transfer's reason. */
  reference: Scalars['String']['output'];
  /** An account of a test mode (the sandbox, Stripe's test mode): no money may be sent to it. */
  test: Scalars['Boolean']['output'];
};

export type BannerInput = {
  active: Scalars['Boolean']['input'];
  html: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  position: BannerPosition;
};

export type BannerPosition = 'footer' | 'header';

export type Basket = {
  __typename?: 'Basket';
  bookshops: Array<BasketBookshop>;
  /** Number of copies in the basket. */
  itemNumber: Scalars['Int']['output'];
};

export type BasketBookshop = {
  __typename?: 'BasketBookshop';
  basketLines: Array<BasketLine>;
  city: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inVacation: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  vacationEnd?: Maybe<Scalars['String']['output']>;
};

export type BasketLine = {
  __typename?: 'BasketLine';
  /** The quantity asked for before other buyers left fewer copies (lowered to those left); null when unchanged. */
  adjustedFrom?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  product: Product;
  qty: Scalars['Int']['output'];
  /** Discounted unit price × qty. */
  total: Scalars['Decimal']['output'];
};

export type BillingAddress = {
  __typename?: 'BillingAddress';
  cap: Scalars['String']['output'];
  citta: Scalars['String']['output'];
  codice_destinatario_sdi: Scalars['String']['output'];
  codice_fiscale: Scalars['String']['output'];
  cognome: Scalars['String']['output'];
  /** False when an invoice cannot be issued from it: 'Dati di fatturazione incompleti, contattare lo staff'. */
  completo: Scalars['Boolean']['output'];
  data_nascita?: Maybe<Scalars['String']['output']>;
  /** Saved billing addresses start with 'A'. */
  id: Scalars['ID']['output'];
  indirizzo: Scalars['String']['output'];
  label: Scalars['String']['output'];
  nazione?: Maybe<Country>;
  nome: Scalars['String']['output'];
  pagamento_posticipato: Scalars['Boolean']['output'];
  partita_iva: Scalars['String']['output'];
  pec: Scalars['String']['output'];
  persona: Persona;
  professionale: Scalars['Boolean']['output'];
  provincia_stato: Scalars['String']['output'];
  ragione_sociale: Scalars['String']['output'];
  sconto: Scalars['Int']['output'];
  tipologia: Scalars['String']['output'];
};

export type Book = {
  __typename?: 'Book';
  authors: Array<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** The ISBN-13's thirteen digits; null for an older record without one. */
  isbn?: Maybe<Scalars['String']['output']>;
  /** ISO 639-1, when known. */
  language?: Maybe<Scalars['String']['output']>;
  /** How many bookshops list it at all, open or not, with copies or not. */
  listings: Scalars['Int']['output'];
  /** Every offer of a bookshop that is open and has copies, cheapest first. */
  offers: Array<Offer>;
  pages?: Maybe<Scalars['Int']['output']>;
  publisher?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  year?: Maybe<Scalars['Int']['output']>;
};

export type BookCondition = 'NEW' | 'USED';

/** Narrows a search; every field optional. Prices and stock are those of the open offers. */
export type BookFilter = {
  condition?: InputMaybe<BookCondition>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  /** Books a bookshop of this city offers for pickup. */
  pickupCity?: InputMaybe<Scalars['String']['input']>;
  priceFrom?: InputMaybe<Scalars['Decimal']['input']>;
  priceTo?: InputMaybe<Scalars['Decimal']['input']>;
  publisher?: InputMaybe<Scalars['String']['input']>;
  yearFrom?: InputMaybe<Scalars['Int']['input']>;
  yearTo?: InputMaybe<Scalars['Int']['input']>;
};

export type BookPage = {
  __typename?: 'BookPage';
  items: Array<Book>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type BookSort = 'PRICE_ASC' | 'PRICE_DESC' | 'RELEVANCE' | 'YEAR_ASC' | 'YEAR_DESC';

export type Bookshop = {
  __typename?: 'Bookshop';
  city: Scalars['String']['output'];
  contactEmail?: Maybe<Scalars['String']['output']>;
  contactPhone?: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** On vacation: its books cannot be bought until vacationEnd has passed. */
  inVacation: Scalars['Boolean']['output'];
  legalName?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Seven days, Monday first; null when the bookshop has not said. */
  openingHours?: Maybe<Array<OpeningDay>>;
  registeredAddress?: Maybe<PostalAddress>;
  /** Where the shop is (pickups too); country: the bookshop's. */
  shopAddress?: Maybe<PostalAddress>;
  /** YYYY-MM-DD, or null when not on vacation. */
  vacationEnd?: Maybe<Scalars['String']['output']>;
  /** An Italian bookshop's 11 digits; another country's with its prefix. */
  vatNumber?: Maybe<Scalars['String']['output']>;
};

export type BookshopBalance = {
  __typename?: 'BookshopBalance';
  balance: Scalars['Decimal']['output'];
  bookshop: Bookshop;
  commissionPercent: Scalars['Decimal']['output'];
  payable: Scalars['Decimal']['output'];
};

/** Every field of a bookshop's identity (its staff and the administrator). */
export type BookshopProfile = {
  __typename?: 'BookshopProfile';
  bookshop: Bookshop;
  contactEmail?: Maybe<Scalars['String']['output']>;
  contactPhone?: Maybe<Scalars['String']['output']>;
  iban?: Maybe<Scalars['String']['output']>;
  /** The last change decided (approved or rejected), for its outcome and reason. */
  lastDecidedChange?: Maybe<IdentityChange>;
  legalName?: Maybe<Scalars['String']['output']>;
  openingHours?: Maybe<Array<OpeningDay>>;
  pec?: Maybe<Scalars['String']['output']>;
  /** The change of the IBAN or legal data awaiting the administrator. */
  pendingChange?: Maybe<IdentityChange>;
  registeredAddress?: Maybe<PostalAddress>;
  sdiCode?: Maybe<Scalars['String']['output']>;
  shopAddress?: Maybe<PostalAddress>;
  /** A person's codice fiscale (16 characters) or a company's 11 digits. */
  taxCode?: Maybe<Scalars['String']['output']>;
  vatNumber?: Maybe<Scalars['String']['output']>;
};

/** The whole profile as the form sends it; an empty or missing text clears its field. */
export type BookshopProfileInput = {
  /** The administrator: the bookshop (required); staff: theirs (omitted). */
  bookshopId?: InputMaybe<Scalars['ID']['input']>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  iban?: InputMaybe<Scalars['String']['input']>;
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** The days open (a day left out is closed); null: not said. */
  openingHours?: InputMaybe<Array<OpeningDayInput>>;
  pec?: InputMaybe<Scalars['String']['input']>;
  registeredAddress?: InputMaybe<PostalAddressInput>;
  sdiCode?: InputMaybe<Scalars['String']['input']>;
  shopAddress?: InputMaybe<PostalAddressInput>;
  taxCode?: InputMaybe<Scalars['String']['input']>;
  vatNumber?: InputMaybe<Scalars['String']['input']>;
};

export type BookshopStatement = {
  __typename?: 'BookshopStatement';
  /** In the period: the administrator's adjustments (signed). */
  adjustments: Scalars['Decimal']['output'];
  /** At the end of `to`: openingBalance + sales − refunds − commission − paidOut + adjustments. */
  balance: Scalars['Decimal']['output'];
  bookshop: Bookshop;
  /** In the period: commission, net of its refunds. */
  commission: Scalars['Decimal']['output'];
  /** The bookshop's commission, percent. */
  commissionPercent: Scalars['Decimal']['output'];
  /** The period's entries, oldest first. */
  entries: Array<LedgerEntry>;
  from: Scalars['String']['output'];
  /** YYYY-MM-DD: the next daily payout run. */
  nextPayoutDate: Scalars['String']['output'];
  /** The balance before `from`. */
  openingBalance: Scalars['Decimal']['output'];
  /** In the period: paid out, net of reversed payouts. */
  paidOut: Scalars['Decimal']['output'];
  /** Now: what the next payout run would pay (0 when nothing is payable). */
  payable: Scalars['Decimal']['output'];
  /** In the period: sales taken back (rejections, cancellations). */
  refunds: Scalars['Decimal']['output'];
  /** In the period: what was sold (kept lines after the bookshop's codes, and shipping). */
  sales: Scalars['Decimal']['output'];
  to: Scalars['String']['output'];
};

export type BookshopTotals = {
  __typename?: 'BookshopTotals';
  bookshopId: Scalars['ID']['output'];
  /** Discount codes' share of this bookshop. */
  discount: Scalars['Decimal']['output'];
  /** Goods before discount codes. */
  goods: Scalars['Decimal']['output'];
  shippingCost: Scalars['Decimal']['output'];
  shippingType: ShippingType;
};

export type CartTotals = {
  __typename?: 'CartTotals';
  /** Each bookshop's part: its chosen shipping and what it costs, its goods (the checkout lists them). */
  bookshops: Array<BookshopTotals>;
  /** Store credit applied. */
  borsellino: Scalars['Decimal']['output'];
  buoniSconto: Array<DiscountVoucher>;
  costoSpedizione: Scalars['Decimal']['output'];
  /** VAT included (books 4%, shipping 22%). */
  imposta: Scalars['Decimal']['output'];
  /** Goods after discount codes. */
  merce: Scalars['Decimal']['output'];
  /** 'SCONTI RIMOSSI DAL CARRELLO' when a code stopped being valid and was removed. */
  messaggioErrore?: Maybe<Scalars['String']['output']>;
  /** Discount codes' total. */
  sconto: Scalars['Decimal']['output'];
  /** merce + costoSpedizione - borsellino */
  totale: Scalars['Decimal']['output'];
  /**
   * Notices about the totals, in the request's language: a code the book-price law
   * (L. 128/2011) applied only up to the cap names the law.
   */
  warnings: Array<Scalars['String']['output']>;
};

export type Country = {
  __typename?: 'Country';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CreateBookshopInput = {
  city: Scalars['String']['input'];
  countryCode: Scalars['String']['input'];
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
  staffEmail: Scalars['String']['input'];
  staffFirstName: Scalars['String']['input'];
  staffLastName: Scalars['String']['input'];
};

export type CreateDiscountCodeInput = {
  /** More than 0, for FIXED. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  bookshopId?: InputMaybe<Scalars['ID']['input']>;
  code: Scalars['String']['input'];
  /** ISO date-time or YYYY-MM-DD (the end of that day, UTC). */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  kind: DiscountKind;
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  /** 1–100, for PERCENT. */
  percent?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateOrderResult = {
  __typename?: 'CreateOrderResult';
  /** Short and readable, e.g. SC-7K4QXM: it goes into a bank-transfer reason. */
  orderNumber: Scalars['String']['output'];
};

export type CreatedBookshop = {
  __typename?: 'CreatedBookshop';
  bookshop: AdminBookshop;
  /** The staff account's first password, shown this once: only its hash is kept. */
  oneTimePassword: Scalars['String']['output'];
  staffEmail: Scalars['String']['output'];
};

export type DeferredPayment = {
  __typename?: 'DeferredPayment';
  /** The administration's name, from the order's billing data. */
  administration?: Maybe<Scalars['String']['output']>;
  /** due − received + repaid: still owed when positive, to give back when negative. */
  balance: Scalars['Decimal']['output'];
  buyerEmail: Scalars['String']['output'];
  /** What the order charged the administration. */
  charged: Scalars['Decimal']['output'];
  /** ISO date-time the order was placed. */
  createdAt: Scalars['String']['output'];
  /** charged − refundsOwed. */
  due: Scalars['Decimal']['output'];
  orderNumber: Scalars['String']['output'];
  /** Whether the order counts as paid (money received and nothing more owed). */
  paid: Scalars['Boolean']['output'];
  received: Scalars['Decimal']['output'];
  /** Refunds owed to it (books rejected, cancelled or returned), netted against what it owes. */
  refundsOwed: Scalars['Decimal']['output'];
  repaid: Scalars['Decimal']['output'];
  /** Oldest first. */
  settlements: Array<DeferredSettlement>;
  state: DeferredPaymentState;
};

/** Where a deferred payment stands: still owed, even, or money to give back to the administration. */
export type DeferredPaymentState = 'OUTSTANDING' | 'SETTLED' | 'TO_REPAY';

export type DeferredSettlement = {
  __typename?: 'DeferredSettlement';
  amount: Scalars['Decimal']['output'];
  direction: SettlementDirection;
  id: Scalars['ID']['output'];
  /** YYYY-MM-DD: the day the money moved, as the bank says. */
  paidOn: Scalars['String']['output'];
  /** ISO date-time it was recorded. */
  recordedAt: Scalars['String']['output'];
  /** The bank's reference of the transfer (its CRO or TRN). */
  reference: Scalars['String']['output'];
};

export type DiscountCodeResult = {
  __typename?: 'DiscountCodeResult';
  errorCode?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type DiscountCodeUse = {
  __typename?: 'DiscountCodeUse';
  amount: Scalars['Decimal']['output'];
  email: Scalars['String']['output'];
  orderNumber?: Maybe<Scalars['String']['output']>;
  usedAt: Scalars['String']['output'];
};

export type DiscountKind = 'FIXED' | 'PERCENT';

export type DiscountVoucher = {
  __typename?: 'DiscountVoucher';
  /** The bookshop it applies to; null for a percentage on the whole cart. */
  codelib?: Maybe<Scalars['ID']['output']>;
  /** The code. */
  id: Scalars['ID']['output'];
  valore: Scalars['Decimal']['output'];
};

/** A message the job queue gave up sending after its attempts (the administrator's list). */
export type FailedMail = {
  __typename?: 'FailedMail';
  attempts: Scalars['Int']['output'];
  /** ISO date-time it was written. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What it reports: order_placed, part_shipped, password_reset… */
  kind: Scalars['String']['output'];
  /** What the mail server said last. */
  lastError?: Maybe<Scalars['String']['output']>;
  recipient: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type IdentityChange = {
  __typename?: 'IdentityChange';
  bookshop: Bookshop;
  /** The values in force now. */
  current: ApprovedIdentityValues;
  decidedAt?: Maybe<Scalars['String']['output']>;
  decidedBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The values asked for. */
  proposed: ApprovedIdentityValues;
  /** Why it was rejected. */
  reason?: Maybe<Scalars['String']['output']>;
  /** ISO date-time. */
  requestedAt: Scalars['String']['output'];
  /** The email of who asked. */
  requestedBy?: Maybe<Scalars['String']['output']>;
  status: IdentityChangeStatus;
};

export type IdentityChangeStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED'
  /** Replaced by a newer request before it was decided. */
  | 'SUPERSEDED';

export type LedgerEntry = {
  __typename?: 'LedgerEntry';
  /** Signed: + credits the bookshop. */
  amount: Scalars['Decimal']['output'];
  /** ISO 8601 instant. */
  at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: LedgerEntryKind;
  /** An adjustment's reason. */
  note?: Maybe<Scalars['String']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
};

export type LedgerEntryKind =
  | 'ADJUSTMENT'
  | 'COMMISSION'
  | 'COMMISSION_REFUND'
  | 'PAYOUT'
  | 'PAYOUT_REVERSAL'
  | 'REFUND'
  | 'SALE';

export type Mutation = {
  __typename?: 'Mutation';
  acceptOrderPart: OrderPart;
  /** Staff of the part's bookshop, or the administrator: a requested return accepted. */
  acceptReturn: PartReturn;
  /** A book on the bookshop's shelf; one per ISBN in a bookshop. */
  addBook: ShelfBook;
  /** A refused code is an answer (success false, errorCode, message), not an error. */
  addDiscountCode: DiscountCodeResult;
  /** Adds one copy; refused beyond the stock, for an unknown book or a bookshop on vacation. */
  addProduct: Basket;
  /** The administrator: an entry of its own in a bookshop's ledger, with its reason (audited). */
  adjustLedger: LedgerEntry;
  /** Adds (or, negative, takes) store credit, with its reason; never below zero. */
  adjustStoreCredit: StoreCreditAccount;
  /** The administrator: the change's values in force at once (audited). */
  approveIdentityChange: IdentityChange;
  /** The buyer, before the bookshop accepts it: refunded whole. */
  cancelOrderPart: OrderPart;
  /**
   * The buyer, while their order waits for its payment (a bank transfer, or a card or PayPal
   * payment not made): cancelled with its parts, its copies, codes and store credit given back,
   * its payment cancelled at the provider. ORDER_NOT_CANCELLABLE once paid.
   */
  cancelUnpaidOrder: Order;
  /**
   * Replaces the one-time password the session was opened with, judged as every new password
   * (INVALID_VALUE or PASSWORD_TOO_WEAK on the field 'password', with zxcvbn's feedback); every
   * session of the account ends and a new, ordinary one starts. The account's role: where the
   * page goes on. FORBIDDEN from a session not opened with a one-time password.
   */
  choosePassword: AccountRole;
  /** Its books can no longer be bought; its staff still handle its orders. */
  closeBookshop: AdminBookshop;
  /** The bookshop, its default shipping (pickup free, Standard) and its first staff account. */
  createBookshop: CreatedBookshop;
  createDiscountCode: AdminDiscountCode;
  /** Creates the order from the basket (the same unchanged basket gives the same pending order). */
  createOrder: CreateOrderResult;
  deleteBanner: Scalars['Boolean']['output'];
  /** Expires now (kept for its uses). */
  expireDiscountCode: AdminDiscountCode;
  markCollected: OrderPart;
  /** Pickup parts only. */
  markReadyForPickup: OrderPart;
  /**
   * Staff of the part's bookshop, or the administrator: the books of an accepted return are
   * back; the refund is made to what paid, once, and the return is REFUNDED when it succeeds.
   */
  markReturnReceived: PartReturn;
  /**
   * Moves the basket's line of `fromProductId` to the offer `toProductId` of the same book,
   * keeping its quantity where the copies allow (fewer when they do not).
   */
  moveBasketLine: Basket;
  /**
   * Opens a month (YYYY-MM, never December) for 15% off books published more than 6 months
   * before; one month a year (INVALID_VALUE on month otherwise). Answers every month opened.
   */
  openBookPricePromotion: Array<Scalars['String']['output']>;
  /**
   * Records money received from (or repaid to) a public administration for its deferred order:
   * at most what is left to settle (AMOUNT_ABOVE_BALANCE); the same reference sent again with
   * the same amount and day records nothing more (with another: REFERENCE_ALREADY_RECORDED).
   * The order is paid once nothing more is owed.
   */
  recordDeferredSettlement: DeferredPayment;
  /** Staff of the part's bookshop, or the administrator: a requested return refused, with the reason the buyer reads. */
  refuseReturn: PartReturn;
  /** The administrator: the change refused with a reason its staff read (audited). */
  rejectIdentityChange: IdentityChange;
  /**
   * Refunds those lines' copies at what they were charged (and the shipping once no copy is
   * left); every copy rejected rejects the part. quantities: fewer copies of some of the lines
   * (the rest of each stays to supply). reasonCode: OTHER when not given. restock: whether the
   * copies go back on the shelf; when not given, not for NOT_AVAILABLE, else yes.
   */
  rejectOrderLines: OrderPart;
  removeDiscountCode: DiscountCodeResult;
  /** qty null removes the whole line; a number removes that many copies. */
  removeProduct: Basket;
  /**
   * The part's buyer withdraws from copies of its lines (within 14 days of delivery, Italy's
   * calendar; one open return per part). reason: optional, up to 500 characters.
   */
  requestReturn: PartReturn;
  /** Queues a failed message again (the administrator only); NOT_FOUND for one that has not failed. */
  retryMail: Scalars['Boolean']['output'];
  /** The administrator: pays every positive payable balance, once however many runs overlap (also a daily job). */
  runPayouts: Array<Payout>;
  /** Creates a banner (id null) or changes one; its HTML sanitised. */
  saveBanner: AdminBanner;
  /** What decides the copy's cap under the book-price law: a school textbook, out of print. */
  setBookPriceFacts: ShelfBook;
  /** The administrator: a bookshop's commission, 0 to 50 percent (two decimals at most). */
  setCommission: Bookshop;
  /**
   * The product's own discount, 0 to 100 percent, refused (DISCOUNT_ABOVE_LEGAL_CAP, on the
   * field percent) above what the book-price law allows on the copy.
   */
  setDiscount: ShelfBook;
  /** Marks the account with this email as a library buying for its own use, or not. */
  setLibraryAccount: Scalars['Boolean']['output'];
  /** Staff of the product's bookshop, or the administrator: the list price, 0.01 to 10000.00. */
  setPrice: Product;
  /** Replaces the type's table (bands without gaps, no negative price) and whether it is offered. */
  setShippingRates: Array<ShippingTable>;
  /** Staff of the product's bookshop, or the administrator. */
  setStock: Product;
  /** Staff: their bookshop on vacation until YYYY-MM-DD; null reopens it. */
  setVacation: Bookshop;
  shipOrderPart: OrderPart;
  /**
   * For staff, a Stripe onboarding link for their bookshop's connected account (made the first
   * time), back to the Incassi page; CONNECT_UNAVAILABLE where the platform has no Stripe.
   */
  startPayoutOnboarding: Scalars['String']['output'];
  /**
   * Saves the profile: contact, shop address and hours at once; a changed IBAN or legal data
   * becomes a change awaiting the administrator (the administrator's own apply at once).
   * INVALID_VALUE on the field at fault (vatNumber, iban, registeredAddress.postalCode…).
   */
  updateBookshopProfile: BookshopProfile;
};

export type MutationAcceptOrderPartArgs = {
  partId: Scalars['ID']['input'];
};

export type MutationAcceptReturnArgs = {
  returnId: Scalars['ID']['input'];
};

export type MutationAddBookArgs = {
  input: NewBookInput;
};

export type MutationAddDiscountCodeArgs = {
  billingAddressId?: InputMaybe<Scalars['ID']['input']>;
  discountCode: Scalars['String']['input'];
  selectedShippings: Array<SelectedShippingInput>;
  shippingAddressId?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationAddProductArgs = {
  productId: Scalars['ID']['input'];
};

export type MutationAdjustLedgerArgs = {
  amount: Scalars['Decimal']['input'];
  bookshopId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type MutationAdjustStoreCreditArgs = {
  amount: Scalars['Decimal']['input'];
  email: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

export type MutationApproveIdentityChangeArgs = {
  id: Scalars['ID']['input'];
};

export type MutationCancelOrderPartArgs = {
  partId: Scalars['ID']['input'];
};

export type MutationCancelUnpaidOrderArgs = {
  orderNumber: Scalars['String']['input'];
};

export type MutationChoosePasswordArgs = {
  password: Scalars['String']['input'];
};

export type MutationCloseBookshopArgs = {
  id: Scalars['ID']['input'];
};

export type MutationCreateBookshopArgs = {
  input: CreateBookshopInput;
};

export type MutationCreateDiscountCodeArgs = {
  input: CreateDiscountCodeInput;
};

export type MutationCreateOrderArgs = {
  billingAddress?: InputMaybe<Scalars['ID']['input']>;
  cig?: InputMaybe<Scalars['String']['input']>;
  cup?: InputMaybe<Scalars['String']['input']>;
  data_ordine_acquisto?: InputMaybe<Scalars['String']['input']>;
  invoice: Scalars['Boolean']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  numero_ordine_acquisto?: InputMaybe<Scalars['String']['input']>;
  paymentMethod?: InputMaybe<PaymentMethodCode>;
  present: Scalars['Boolean']['input'];
  selectedShippings?: InputMaybe<Array<SelectedShippingInput>>;
  shippingAddressId?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationDeleteBannerArgs = {
  id: Scalars['ID']['input'];
};

export type MutationExpireDiscountCodeArgs = {
  code: Scalars['String']['input'];
};

export type MutationMarkCollectedArgs = {
  partId: Scalars['ID']['input'];
};

export type MutationMarkReadyForPickupArgs = {
  partId: Scalars['ID']['input'];
};

export type MutationMarkReturnReceivedArgs = {
  returnId: Scalars['ID']['input'];
};

export type MutationMoveBasketLineArgs = {
  fromProductId: Scalars['ID']['input'];
  toProductId: Scalars['ID']['input'];
};

export type MutationOpenBookPricePromotionArgs = {
  month: Scalars['String']['input'];
};

export type MutationRecordDeferredSettlementArgs = {
  input: RecordSettlementInput;
};

export type MutationRefuseReturnArgs = {
  reason: Scalars['String']['input'];
  returnId: Scalars['ID']['input'];
};

export type MutationRejectIdentityChangeArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type MutationRejectOrderLinesArgs = {
  lineIds: Array<Scalars['ID']['input']>;
  partId: Scalars['ID']['input'];
  quantities?: InputMaybe<Array<RejectedCopiesInput>>;
  reason: Scalars['String']['input'];
  reasonCode?: InputMaybe<RejectionReason>;
  restock?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationRemoveDiscountCodeArgs = {
  code: Scalars['String']['input'];
};

export type MutationRemoveProductArgs = {
  productId: Scalars['ID']['input'];
  qty?: InputMaybe<Scalars['Int']['input']>;
};

export type MutationRequestReturnArgs = {
  lines: Array<ReturnLineInput>;
  partId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRetryMailArgs = {
  id: Scalars['ID']['input'];
};

export type MutationSaveBannerArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: BannerInput;
};

export type MutationSetBookPriceFactsArgs = {
  outOfPrint: Scalars['Boolean']['input'];
  productId: Scalars['ID']['input'];
  textbook: Scalars['Boolean']['input'];
};

export type MutationSetCommissionArgs = {
  bookshopId: Scalars['ID']['input'];
  percent: Scalars['Decimal']['input'];
};

export type MutationSetDiscountArgs = {
  percent: Scalars['Int']['input'];
  productId: Scalars['ID']['input'];
};

export type MutationSetLibraryAccountArgs = {
  email: Scalars['String']['input'];
  library: Scalars['Boolean']['input'];
};

export type MutationSetPriceArgs = {
  price: Scalars['Decimal']['input'];
  productId: Scalars['ID']['input'];
};

export type MutationSetShippingRatesArgs = {
  bookshopId?: InputMaybe<Scalars['ID']['input']>;
  offered: Scalars['Boolean']['input'];
  rates: Array<ShippingRateInput>;
  shippingType: ShippingType;
};

export type MutationSetStockArgs = {
  available: Scalars['Int']['input'];
  productId: Scalars['ID']['input'];
};

export type MutationSetVacationArgs = {
  until?: InputMaybe<Scalars['String']['input']>;
};

export type MutationShipOrderPartArgs = {
  carrier: Scalars['String']['input'];
  partId: Scalars['ID']['input'];
  trackingCode: Scalars['String']['input'];
};

export type MutationUpdateBookshopProfileArgs = {
  input: BookshopProfileInput;
};

export type NewBookInput = {
  authors: Array<Scalars['String']['input']>;
  available: Scalars['Int']['input'];
  /** The administrator names the bookshop; staff add to their own. */
  bookshopId?: InputMaybe<Scalars['ID']['input']>;
  /** ISBN-13 with its check digit; hyphens and spaces allowed. */
  isbn: Scalars['String']['input'];
  /** From 0.01 to 10000.00. */
  price: Scalars['Decimal']['input'];
  publisher: Scalars['String']['input'];
  title: Scalars['String']['input'];
  weightGrams: Scalars['Int']['input'];
  year: Scalars['Int']['input'];
};

/** A bookshop's copy of a book. */
export type Offer = {
  __typename?: 'Offer';
  available: Scalars['Int']['output'];
  bookshop: Bookshop;
  condition: BookCondition;
  /** What one copy costs the reader (the product's discounted price). */
  price: Scalars['Decimal']['output'];
  product: Product;
};

export type OpeningDay = {
  __typename?: 'OpeningDay';
  /** Empty: closed that day. */
  ranges: Array<TimeRange>;
  /** 1 Monday … 7 Sunday. */
  weekday: Scalars['Int']['output'];
};

export type OpeningDayInput = {
  ranges: Array<TimeRangeInput>;
  weekday: Scalars['Int']['input'];
};

export type Order = {
  __typename?: 'Order';
  /** While the order waits for its bank transfer; null otherwise. */
  bankTransfer?: Maybe<BankTransfer>;
  createdAt: Scalars['String']['output'];
  number: Scalars['String']['output'];
  /** The part of totale paymentMethod paid (or, deferred or by bank transfer, is to pay): totale − storeCredit. */
  paidByMethod: Scalars['Decimal']['output'];
  parts: Array<OrderPart>;
  /** The method that paid what the Borsellino did not (STORE_CREDIT: the Borsellino paid it all). */
  paymentMethod: PaymentMethodCode;
  status: OrderStatus;
  /** The part of totale the Borsellino paid. */
  storeCredit: Scalars['Decimal']['output'];
  /** What the order is worth: its books after the discount codes plus shipping, VAT included; the Borsellino is one way of paying it. */
  totale: Scalars['Decimal']['output'];
};

export type OrderPart = {
  __typename?: 'OrderPart';
  bookshop: Bookshop;
  carrier?: Maybe<Scalars['String']['output']>;
  /** ISO date-time: the bookshop confirms by then. */
  confirmBy?: Maybe<Scalars['String']['output']>;
  /** ISO date-time it was shipped or collected; null before. */
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** Who ordered the part, where it goes, what they asked: for the staff of its bookshop and the administrator only, null for anyone else (its buyer included). */
  details?: Maybe<OrderPartDetails>;
  id: Scalars['ID']['output'];
  /** The part's latest return (withdrawal), if its buyer asked for one. */
  latestReturn?: Maybe<PartReturn>;
  lines: Array<OrderPartLine>;
  orderNumber: Scalars['String']['output'];
  /** Why the bookshop rejected lines of the part (its reasons, oldest first, '; ' between); null when it rejected none. */
  refundReason?: Maybe<Scalars['String']['output']>;
  /** What was given back of this part (lines after codes, and the shipping once no line is left). */
  refunded: Scalars['Decimal']['output'];
  /** Its buyer may ask to return copies now: delivered, within the window, copies kept, no return open. */
  returnable: Scalars['Boolean']['output'];
  /** YYYY-MM-DD, Italy's calendar: the last day its buyer may withdraw; null until delivered. */
  returnableUntil?: Maybe<Scalars['String']['output']>;
  shipping: ShippingType;
  shippingCost: Scalars['Decimal']['output'];
  status: OrderPartStatus;
  trackingCode?: Maybe<Scalars['String']['output']>;
};

/** A shipping address as an order kept it (ShippingAddress's fields; nazione is the ISO country code). */
export type OrderPartAddress = {
  __typename?: 'OrderPartAddress';
  attenzioneDi: Scalars['String']['output'];
  cap: Scalars['String']['output'];
  citta: Scalars['String']['output'];
  email: Scalars['String']['output'];
  indirizzo: Scalars['String']['output'];
  indirizzo2: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nazione: Scalars['String']['output'];
  note: Scalars['String']['output'];
  provinciaStato: Scalars['String']['output'];
  telefono: Scalars['String']['output'];
};

/** What a bookshop needs to prepare an order part and hand it over (OrderPart.details). */
export type OrderPartDetails = {
  __typename?: 'OrderPartDetails';
  /** Where the part goes, as the address was when the order was placed; null for a pickup at the bookshop. */
  address?: Maybe<OrderPartAddress>;
  buyerEmail: Scalars['String']['output'];
  /** The buyer's first and last name. */
  buyerName: Scalars['String']['output'];
  /** ISO date-time the order was placed. */
  createdAt: Scalars['String']['output'];
  /** The billing data of the invoice the buyer asked for; null when they asked for none. */
  invoice?: Maybe<OrderPartInvoiceRequest>;
  /** The buyer's delivery notes; '' for none. */
  notes: Scalars['String']['output'];
  /** The public administration's purchase order, when the order has one. */
  pa?: Maybe<OrderPartPurchaseOrder>;
  /** The order is a gift. */
  present: Scalars['Boolean']['output'];
};

/** The billing data an order kept for its invoice ('' where the buyer gave none). */
export type OrderPartInvoiceRequest = {
  __typename?: 'OrderPartInvoiceRequest';
  city: Scalars['String']['output'];
  /** ISO country code. */
  country: Scalars['String']['output'];
  /** The company's or administration's name, else the person's first and last name. */
  name: Scalars['String']['output'];
  pec: Scalars['String']['output'];
  /** FIS a person, GIU a company, PA a public administration. */
  persona: Persona;
  postalCode: Scalars['String']['output'];
  province: Scalars['String']['output'];
  /** The recipient code of the exchange system (an administration's office code). */
  sdiCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
  taxCode: Scalars['String']['output'];
  vatNumber: Scalars['String']['output'];
};

export type OrderPartLine = {
  __typename?: 'OrderPartLine';
  id: Scalars['ID']['output'];
  /** Unit price paid, before the discount codes. */
  price: Scalars['Decimal']['output'];
  product: Product;
  qty: Scalars['Int']['output'];
  /** The bookshop could supply none of its copies: every one rejected and refunded. */
  rejected: Scalars['Boolean']['output'];
  /** The copies the bookshop rejected (refunded); qty less these are still to supply. */
  rejectedQty: Scalars['Int']['output'];
  /** The copies the buyer sent back and was refunded for (docs/spec/withdrawal-and-returns.md). */
  returnedQty: Scalars['Int']['output'];
};

/** One page of the parts the staff's list shows, and how many match over every page. */
export type OrderPartPage = {
  __typename?: 'OrderPartPage';
  items: Array<OrderPart>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A public administration's purchase order, as createOrder took it. */
export type OrderPartPurchaseOrder = {
  __typename?: 'OrderPartPurchaseOrder';
  cig?: Maybe<Scalars['String']['output']>;
  cup?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  data_ordine_acquisto?: Maybe<Scalars['String']['output']>;
  numero_ordine_acquisto?: Maybe<Scalars['String']['output']>;
};

export type OrderPartStatus =
  | 'ACCEPTED'
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'COLLECTED'
  | 'READY_FOR_PICKUP'
  | 'REJECTED'
  | 'SHIPPED'
  | 'TO_CONFIRM';

/**
 * An order's own state (its parts have theirs): pending (waiting for a card or PayPal payment),
 * awaiting_transfer, paid, deferred, cancelled, fulfilled.
 */
export type OrderStatus =
  'awaiting_transfer' | 'cancelled' | 'deferred' | 'fulfilled' | 'paid' | 'pending';

/** One bookshop's parcel in the cart. */
export type ParcelInput = {
  codelib: Scalars['ID']['input'];
  /** Grams: the sum of weight × qty of its buyable books. */
  weight: Scalars['Int']['input'];
};

export type ParcelShipping = {
  __typename?: 'ParcelShipping';
  codelib: Scalars['ID']['output'];
  /** The bookshop's offered types, in its order, each with its cost. */
  quotes: Array<ShippingQuote>;
};

export type PartReturn = {
  __typename?: 'PartReturn';
  bookshop: Bookshop;
  /** The part of refund that is the delivery (the cheapest standard one, when every copy came back). */
  deliveryRefund?: Maybe<Scalars['Decimal']['output']>;
  id: Scalars['ID']['output'];
  lines: Array<ReturnLine>;
  orderNumber: Scalars['String']['output'];
  /** Open past its refund's due time. */
  overdue: Scalars['Boolean']['output'];
  partId: Scalars['ID']['output'];
  /** The buyer's reason; '' for none. */
  reason: Scalars['String']['output'];
  /** What the return gives back, books and delivery; null until the books are received. */
  refund?: Maybe<Scalars['Decimal']['output']>;
  /** ISO date-time: the refund is due by then (14 days from the request). */
  refundDueBy: Scalars['String']['output'];
  /** Why the bookshop refused it; null unless refused. */
  refusalReason?: Maybe<Scalars['String']['output']>;
  /** ISO date-time of the request. */
  requestedAt: Scalars['String']['output'];
  state: ReturnState;
};

export type PaymentMethodCode =
  'BRAINTREE' | 'CASH_ON_DELIVERY' | 'MANUAL' | 'STORE_CREDIT' | 'STRIPE' | 'STRIPE_WT';

export type Payout = {
  __typename?: 'Payout';
  amount: Scalars['Decimal']['output'];
  at: Scalars['String']['output'];
  bookshop: Bookshop;
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** stripe (a transfer to its connected account) or sepa (a credit transfer in the run's pain.001 file). */
  method: Scalars['String']['output'];
  /** pending (written, not yet sent), sent (in a SEPA file), paid (the provider took it), failed (reversed; the next run pays it again). */
  status: Scalars['String']['output'];
};

/**
 * How a bookshop is paid: by a Stripe Connect transfer once its connected account can take
 * them (ready), else by SEPA credit transfer to its approved IBAN.
 */
export type PayoutAccount = {
  __typename?: 'PayoutAccount';
  connected: Scalars['Boolean']['output'];
  ibanApproved: Scalars['Boolean']['output'];
  /** stripe, sepa, or null: nothing to pay it to yet. */
  method?: Maybe<Scalars['String']['output']>;
  ready: Scalars['Boolean']['output'];
};

export type PayoutRun = {
  __typename?: 'PayoutRun';
  at: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** The run wrote a SEPA credit-transfer file (GET /api/admin/payout-runs/{id}/sepa.xml). */
  hasSepaFile: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  payouts: Array<Payout>;
};

export type Persona = 'FIS' | 'GIU' | 'NONE' | 'PA';

/** The platform's own money in a month (YYYY-MM): commission kept, discounts it funded. */
export type PlatformMonth = {
  __typename?: 'PlatformMonth';
  commission: Scalars['Decimal']['output'];
  discountCost: Scalars['Decimal']['output'];
  month: Scalars['String']['output'];
};

export type PostalAddress = {
  __typename?: 'PostalAddress';
  city?: Maybe<Scalars['String']['output']>;
  /** Two letters (ISO 3166-1). */
  country?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Italy: the province's two letters. */
  province?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
};

export type PostalAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
};

export type Product = {
  __typename?: 'Product';
  /** Copies in stock. */
  available: Scalars['Int']['output'];
  bookshop: Bookshop;
  cache_en: Scalars['String']['output'];
  cache_es: Scalars['String']['output'];
  cache_fr: Scalars['String']['output'];
  /** The per-language product cache as JSON text: { props: { autori, editori, anni }, product_class, classe_css }. */
  cache_it: Scalars['String']['output'];
  condition: BookCondition;
  cssClass: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Discount in percent. */
  discount: Scalars['Int']['output'];
  /** Unit price after the discount, rounded half-up to the cent. */
  discountedPrice: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  isbn?: Maybe<Scalars['String']['output']>;
  /** The largest discount the book-price law allows on this copy, in percent. */
  maxDiscountPercent: Scalars['Int']['output'];
  /** The same book at other bookshops, open and in stock, cheapest first. */
  otherOffers: Array<Offer>;
  /** List price, VAT included. */
  price: Scalars['Decimal']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Grams. */
  weight: Scalars['Int']['output'];
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The logged-in account's role; null for a visitor (what the account menu offers). */
  accountRole?: Maybe<AccountRole>;
  adminBanners: Array<AdminBanner>;
  /** Every bookshop, open and closed, with its staff. */
  adminBookshops: Array<AdminBookshop>;
  /** Every discount code, with its uses. */
  adminDiscountCodes: Array<AdminDiscountCode>;
  /** Every order with its parts, newest first; search by order number or buyer email, filter by a part's status. */
  adminOrders: AdminOrderPage;
  /** The orders waiting for a bank transfer, the nearest deadline first. */
  awaitingTransfers: Array<AwaitingTransfer>;
  /** The promotion months opened (YYYY-MM), newest first. */
  bookPricePromotions: Array<Scalars['String']['output']>;
  /** The administrator: every bookshop's balance and payable. */
  bookshopBalances: Array<BookshopBalance>;
  /**
   * bookshopOrders a page at a time: the parts to confirm first (the earliest deadline first),
   * then those to hand over (the oldest first), then the rest, the newest first. search: part of
   * the order number, the buyer's name or email, a book's title, or the first digits of its
   * ISBN. page from 1; pageSize 1 to 100 (20 when not given).
   */
  bookshopOrderPage: OrderPartPage;
  /** One part, for the staff of its bookshop and the administrator (another bookshop's: NOT_FOUND). */
  bookshopOrderPart: OrderPart;
  /** Staff: their own bookshop's parts; the administrator: every bookshop's. To confirm first. */
  bookshopOrders: Array<OrderPart>;
  /** Staff: their own bookshop's profile (bookshopId omitted or theirs); the administrator: any (bookshopId required). */
  bookshopProfile: BookshopProfile;
  /**
   * The returns of the staff's own bookshop (every bookshop's for the administrator): those still
   * open first, the earliest refund due first; state filters. page from 1; pageSize 1 to 100 (20).
   */
  bookshopReturns: ReturnPage;
  /** Staff: their own bookshop (bookshopId omitted or theirs); the administrator: any (bookshopId required). */
  bookshopStatement: BookshopStatement;
  /** The deferred payments, newest first; only those in `state` when given. */
  deferredPayments: Array<DeferredPayment>;
  /** Who used the code, for which order, for how much: newest first. */
  discountCodeUses: Array<DiscountCodeUse>;
  /** The messages the job queue gave up sending, newest first (the administrator only). */
  failedMail: Array<FailedMail>;
  /** The administrator: payouts that failed (their money back in the balance, paid by the next run). */
  failedPayouts: Array<Payout>;
  /** Shipping for a parcel of `weight` grams; the same tables the totals use. */
  getApproxShippingCosts: Scalars['Decimal']['output'];
  /**
   * Every parcel's offered shipping types with their approximate costs to `destCountry`, in
   * one answer: what the cart shows, without a request per bookshop and type.
   */
  getApproxShippingQuotes: Array<ParcelShipping>;
  /** The visitor's basket: an empty one for a new visitor, never null. */
  getBasket: Basket;
  /** The account's billing addresses, country names in `lang`. */
  getBillingAddresses: Array<BillingAddress>;
  getBook?: Maybe<Book>;
  getBookshop?: Maybe<Bookshop>;
  getBookshops: Array<Bookshop>;
  /** Countries with their names in the given language (it, en, fr, es). */
  getCountries: Array<Country>;
  /** The logged-in account's email; null when logged out. */
  getDjangoUserEmail?: Maybe<Scalars['String']['output']>;
  /** The payment methods the server allows for this checkout. */
  getPaymentMethods: Array<PaymentMethodCode>;
  getProduct?: Maybe<Product>;
  /** The catalogue: search by title or author, filter by bookshop, paged. */
  getProducts: ProductPage;
  /** The checkout totals, computed on the server; remembers the selected shippings. */
  getRealCartTotals: CartTotals;
  /** The account's saved shipping addresses, country names in `lang`. */
  getShippingAddresses: Array<ShippingAddress>;
  /** Shipping types the bookshop offers, in its order. */
  getShippingTypes: Array<ShippingType>;
  /** The logged-in account's wishlist, newest first. */
  getWishlist: Array<Product>;
  /** The buyer's own orders, newest first: those placed, and those still waiting for a payment. */
  myOrders: Array<Order>;
  /** The logged-in account's own Borsellino: its balance and one page of its entries, newest first (page from 1, 20 entries a page; the administrator's adjuster never shown). */
  myStoreCredit: StoreCreditAccount;
  /** Staff: their own bookshop's (bookshopId omitted or theirs); the administrator: any. */
  payoutAccount: PayoutAccount;
  /** The administrator: the payout runs, newest first. */
  payoutRuns: Array<PayoutRun>;
  /** The administrator: the changes awaiting a decision, oldest first. */
  pendingIdentityChanges: Array<IdentityChange>;
  /** The administrator: the platform's commission and discount cost per month of a year. */
  platformMonths: Array<PlatformMonth>;
  /**
   * Books whose title, authors or publisher match the words (accents and case aside, Italian
   * stems, one letter forgiven in a word of 5 or more), or whose ISBN is the one given (13 or
   * 10 digits, hyphens or not); each book once, best match first.
   */
  searchBooks: BookPage;
  /**
   * A bookshop's books, by title: for staff their own bookshop's; for the administrator
   * bookshopId's, or every bookshop's. page from 1; pageSize 1 to 100 (20 when not given).
   */
  shelf: ShelfPage;
  /** The bookshop's four rate tables, offered or not (staff: theirs; the administrator names one). */
  shippingRatesOfMyBookshop: Array<ShippingTable>;
  /** An account's Borsellino: its balance and its entries. */
  storeCreditAccount: StoreCreditAccount;
  /** At most 8 books for the search box as the reader types: its last word may be unfinished. */
  suggestBooks: Array<Book>;
};

export type QueryAdminOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderPartStatus>;
};

export type QueryBookshopOrderPageArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderPartStatus>;
};

export type QueryBookshopOrderPartArgs = {
  partId: Scalars['ID']['input'];
};

export type QueryBookshopOrdersArgs = {
  status?: InputMaybe<OrderPartStatus>;
};

export type QueryBookshopProfileArgs = {
  bookshopId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryBookshopReturnsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<ReturnState>;
};

export type QueryBookshopStatementArgs = {
  bookshopId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type QueryDeferredPaymentsArgs = {
  state?: InputMaybe<DeferredPaymentState>;
};

export type QueryDiscountCodeUsesArgs = {
  code: Scalars['String']['input'];
};

export type QueryGetApproxShippingCostsArgs = {
  codelib: Scalars['ID']['input'];
  destCountry: Scalars['String']['input'];
  shippingType: ShippingType;
  value: Scalars['Decimal']['input'];
  weight: Scalars['Int']['input'];
};

export type QueryGetApproxShippingQuotesArgs = {
  destCountry: Scalars['String']['input'];
  parcels: Array<ParcelInput>;
};

export type QueryGetBillingAddressesArgs = {
  lang: Scalars['String']['input'];
};

export type QueryGetBookArgs = {
  isbn: Scalars['String']['input'];
};

export type QueryGetBookshopArgs = {
  id: Scalars['ID']['input'];
};

export type QueryGetCountriesArgs = {
  lang: Scalars['String']['input'];
};

export type QueryGetPaymentMethodsArgs = {
  billingAddressId?: InputMaybe<Scalars['ID']['input']>;
  selectedShippings: Array<SelectedShippingInput>;
  shippingAddressId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryGetProductArgs = {
  id: Scalars['ID']['input'];
};

export type QueryGetProductsArgs = {
  bookshopId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type QueryGetRealCartTotalsArgs = {
  billingAddressId?: InputMaybe<Scalars['ID']['input']>;
  selectedShippings: Array<SelectedShippingInput>;
  shippingAddressId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryGetShippingAddressesArgs = {
  lang: Scalars['String']['input'];
};

export type QueryGetShippingTypesArgs = {
  codelib: Scalars['ID']['input'];
};

export type QueryMyStoreCreditArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryPayoutAccountArgs = {
  bookshopId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryPayoutRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryPlatformMonthsArgs = {
  year: Scalars['Int']['input'];
};

export type QuerySearchBooksArgs = {
  filter?: InputMaybe<BookFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  sort?: InputMaybe<BookSort>;
};

export type QueryShelfArgs = {
  bookshopId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type QueryShippingRatesOfMyBookshopArgs = {
  bookshopId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryStoreCreditAccountArgs = {
  email: Scalars['String']['input'];
};

export type QuerySuggestBooksArgs = {
  query: Scalars['String']['input'];
};

export type RecordSettlementInput = {
  amount: Scalars['Decimal']['input'];
  direction: SettlementDirection;
  orderNumber: Scalars['String']['input'];
  paidOn: Scalars['String']['input'];
  reference: Scalars['String']['input'];
};

/** Some of a line's copies (from 1 to those left to supply). */
export type RejectedCopiesInput = {
  lineId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** Why a bookshop rejects lines: the copy is not there to sell (sold in the shop, not found, damaged), a mistake in the book's listing, or another reason. */
export type RejectionReason = 'LISTING_ERROR' | 'NOT_AVAILABLE' | 'OTHER';

/** The copies of one line a return sends back. */
export type ReturnLine = {
  __typename?: 'ReturnLine';
  /** The order line's id (OrderPartLine.id). */
  lineId: Scalars['ID']['output'];
  qty: Scalars['Int']['output'];
  /** What these copies give back; null until the books are received. */
  refund?: Maybe<Scalars['Decimal']['output']>;
  title: Scalars['String']['output'];
};

/** The copies of one line to send back (from 1 to those kept). */
export type ReturnLineInput = {
  lineId: Scalars['ID']['input'];
  qty: Scalars['Int']['input'];
};

/** One page of returns, and how many match over every page. */
export type ReturnPage = {
  __typename?: 'ReturnPage';
  items: Array<PartReturn>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A return's state: asked, accepted (the books on their way back), received (the refund written), refunded, or refused. */
export type ReturnState = 'ACCEPTED' | 'RECEIVED' | 'REFUNDED' | 'REFUSED' | 'REQUESTED';

export type SelectedShippingInput = {
  /** The bookshop id. */
  codelib: Scalars['ID']['input'];
  shipping: ShippingType;
};

/** Which way the money went: received from the administration, or repaid to it. */
export type SettlementDirection = 'RECEIVED' | 'REPAID';

export type ShelfBook = {
  __typename?: 'ShelfBook';
  authors: Array<Scalars['String']['output']>;
  /** Copies on sale. */
  available: Scalars['Int']['output'];
  bookshopId: Scalars['ID']['output'];
  condition: BookCondition;
  cssClass: Scalars['String']['output'];
  discount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** ISBN-13, its thirteen digits; null for a book listed without one. */
  isbn?: Maybe<Scalars['String']['output']>;
  /** ISO date-time the bookshop last bought copies (added the book, raised its stock). */
  lastRestockedAt: Scalars['String']['output'];
  /** The largest discount the book-price law allows on this copy today, in percent. */
  maxDiscountPercent: Scalars['Int']['output'];
  /** Out of print or antique (the book-price law does not apply). */
  outOfPrint: Scalars['Boolean']['output'];
  /** List price, VAT included. */
  price: Scalars['Decimal']['output'];
  /** YYYY-MM-DD; null when unknown. */
  publishedOn?: Maybe<Scalars['String']['output']>;
  publisher?: Maybe<Scalars['String']['output']>;
  /** Copies held by orders awaiting their payment or parts waiting for the bookshop's confirmation (not among the copies on sale). */
  reserved: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** A school textbook (the book-price law allows 15% off). */
  textbook: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** Grams. */
  weight: Scalars['Int']['output'];
  year?: Maybe<Scalars['String']['output']>;
};

export type ShelfPage = {
  __typename?: 'ShelfPage';
  /** The bookshop whose shelf this is; null when the administrator reads every shelf. */
  bookshop?: Maybe<Bookshop>;
  items: Array<ShelfBook>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ShippingAddress = {
  __typename?: 'ShippingAddress';
  attenzioneDi: Scalars['String']['output'];
  cap: Scalars['String']['output'];
  citta: Scalars['String']['output'];
  email: Scalars['String']['output'];
  etichetta: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  indirizzo: Scalars['String']['output'];
  indirizzo2: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nazione: Country;
  note: Scalars['String']['output'];
  provinciaStato: Scalars['String']['output'];
  telefono: Scalars['String']['output'];
};

export type ShippingQuote = {
  __typename?: 'ShippingQuote';
  /** Null when the bookshop cannot ship this parcel to the destination. */
  cost?: Maybe<Scalars['Decimal']['output']>;
  shippingType: ShippingType;
};

/** A band of a rate table: parcels over minWeightGrams, up to maxWeightGrams (inclusive). */
export type ShippingRate = {
  __typename?: 'ShippingRate';
  /** null: every country without rates of its own. */
  destCountry?: Maybe<Scalars['String']['output']>;
  maxWeightGrams: Scalars['Int']['output'];
  /** Where the previous band of the same destination ends (0 for the first). */
  minWeightGrams: Scalars['Int']['output'];
  price: Scalars['Decimal']['output'];
};

export type ShippingRateInput = {
  destCountry?: InputMaybe<Scalars['String']['input']>;
  maxWeightGrams: Scalars['Int']['input'];
  minWeightGrams: Scalars['Int']['input'];
  price: Scalars['Decimal']['input'];
};

export type ShippingTable = {
  __typename?: 'ShippingTable';
  offered: Scalars['Boolean']['output'];
  /** Each destination's bands in weight order, as written. */
  rates: Array<ShippingRate>;
  shippingType: ShippingType;
};

export type ShippingType = 'Economy' | 'Express' | 'Shop_pickup' | 'Standard';

export type StoreCreditAccount = {
  __typename?: 'StoreCreditAccount';
  balance: Scalars['Decimal']['output'];
  email: Scalars['String']['output'];
  /** Newest first (a page of them for myStoreCredit). */
  entries: Array<StoreCreditEntry>;
  /** How many entries the Borsellino has in all. */
  total: Scalars['Int']['output'];
};

export type StoreCreditEntry = {
  __typename?: 'StoreCreditEntry';
  /** Negative: taken from the Borsellino. */
  amount: Scalars['Decimal']['output'];
  /** The administrator who adjusted it by hand; null for an order's. */
  byEmail?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: StoreCreditEntryKind;
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** An adjustment's own words; for an order's movement, the ledger's code (kind says it in words). */
  reason: Scalars['String']['output'];
};

/** What moved a Borsellino: an order paid with it, given back, or an adjustment by hand. */
export type StoreCreditEntryKind =
  /** The administrator's adjustment (reason: their words), or a first credit. */
  | 'ADJUSTMENT'
  /** An order cancelled before it was paid: its store credit back. */
  | 'ORDER_CANCELLED'
  /** An order paid (in part) with it. */
  | 'ORDER_PAID'
  /** A cancelled order placed again (its payment came late): its store credit taken again. */
  | 'ORDER_REVIVED'
  /** A part rejected or cancelled: what the Borsellino had paid of it, back. */
  | 'PART_REFUNDED';

/** 'HH:MM' to 'HH:MM' (an end may be 24:00). */
export type TimeRange = {
  __typename?: 'TimeRange';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type TimeRangeInput = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<
  T = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountRole: AccountRole;
  AdminBanner: ResolverTypeWrapper<BannerRow>;
  AdminBookshop: ResolverTypeWrapper<AdminBookshopView>;
  AdminDiscountCode: ResolverTypeWrapper<DiscountCodeRow>;
  AdminOrder: ResolverTypeWrapper<AdminOrderView>;
  AdminOrderPage: ResolverTypeWrapper<
    Omit<AdminOrderPage, 'items'> & { items: Array<ResolversTypes['AdminOrder']> }
  >;
  ApprovedIdentityValues: ResolverTypeWrapper<ApprovedIdentityValues>;
  AwaitingTransfer: ResolverTypeWrapper<AwaitingTransfer>;
  BankTransfer: ResolverTypeWrapper<BankTransfer>;
  BannerInput: BannerInput;
  BannerPosition: BannerPosition;
  Basket: ResolverTypeWrapper<
    Omit<Basket, 'bookshops'> & { bookshops: Array<ResolversTypes['BasketBookshop']> }
  >;
  BasketBookshop: ResolverTypeWrapper<
    Omit<BasketBookshop, 'basketLines'> & { basketLines: Array<ResolversTypes['BasketLine']> }
  >;
  BasketLine: ResolverTypeWrapper<
    Omit<BasketLine, 'product'> & { product: ResolversTypes['Product'] }
  >;
  BillingAddress: ResolverTypeWrapper<BillingAddress>;
  Book: ResolverTypeWrapper<BookView>;
  BookCondition: BookCondition;
  BookFilter: BookFilter;
  BookPage: ResolverTypeWrapper<Omit<BookPage, 'items'> & { items: Array<ResolversTypes['Book']> }>;
  BookSort: BookSort;
  Bookshop: ResolverTypeWrapper<BookshopView>;
  BookshopBalance: ResolverTypeWrapper<
    Omit<BookshopBalance, 'bookshop'> & { bookshop: ResolversTypes['Bookshop'] }
  >;
  BookshopProfile: ResolverTypeWrapper<ProfileView>;
  BookshopProfileInput: BookshopProfileInput;
  BookshopStatement: ResolverTypeWrapper<
    Omit<BookshopStatement, 'bookshop'> & { bookshop: ResolversTypes['Bookshop'] }
  >;
  BookshopTotals: ResolverTypeWrapper<BookshopTotals>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CartTotals: ResolverTypeWrapper<CartTotals>;
  Country: ResolverTypeWrapper<Country>;
  CreateBookshopInput: CreateBookshopInput;
  CreateDiscountCodeInput: CreateDiscountCodeInput;
  CreateOrderResult: ResolverTypeWrapper<CreateOrderResult>;
  CreatedBookshop: ResolverTypeWrapper<
    Omit<CreatedBookshop, 'bookshop'> & { bookshop: ResolversTypes['AdminBookshop'] }
  >;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DeferredPayment: ResolverTypeWrapper<DeferredPayment>;
  DeferredPaymentState: DeferredPaymentState;
  DeferredSettlement: ResolverTypeWrapper<DeferredSettlement>;
  DiscountCodeResult: ResolverTypeWrapper<DiscountCodeResult>;
  DiscountCodeUse: ResolverTypeWrapper<CodeUseRow>;
  DiscountKind: DiscountKind;
  DiscountVoucher: ResolverTypeWrapper<DiscountVoucher>;
  FailedMail: ResolverTypeWrapper<FailedMail>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdentityChange: ResolverTypeWrapper<IdentityChangeView>;
  IdentityChangeStatus: IdentityChangeStatus;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LedgerEntry: ResolverTypeWrapper<LedgerEntry>;
  LedgerEntryKind: LedgerEntryKind;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewBookInput: NewBookInput;
  Offer: ResolverTypeWrapper<OfferView>;
  OpeningDay: ResolverTypeWrapper<OpeningDay>;
  OpeningDayInput: OpeningDayInput;
  Order: ResolverTypeWrapper<OrderView>;
  OrderPart: ResolverTypeWrapper<PartView>;
  OrderPartAddress: ResolverTypeWrapper<OrderPartAddress>;
  OrderPartDetails: ResolverTypeWrapper<OrderPartDetails>;
  OrderPartInvoiceRequest: ResolverTypeWrapper<OrderPartInvoiceRequest>;
  OrderPartLine: ResolverTypeWrapper<PartLineView>;
  OrderPartPage: ResolverTypeWrapper<
    Omit<OrderPartPage, 'items'> & { items: Array<ResolversTypes['OrderPart']> }
  >;
  OrderPartPurchaseOrder: ResolverTypeWrapper<OrderPartPurchaseOrder>;
  OrderPartStatus: OrderPartStatus;
  OrderStatus: OrderStatus;
  ParcelInput: ParcelInput;
  ParcelShipping: ResolverTypeWrapper<ParcelShipping>;
  PartReturn: ResolverTypeWrapper<ReturnView>;
  PaymentMethodCode: PaymentMethodCode;
  Payout: ResolverTypeWrapper<Omit<Payout, 'bookshop'> & { bookshop: ResolversTypes['Bookshop'] }>;
  PayoutAccount: ResolverTypeWrapper<PayoutAccount>;
  PayoutRun: ResolverTypeWrapper<
    Omit<PayoutRun, 'payouts'> & { payouts: Array<ResolversTypes['Payout']> }
  >;
  Persona: Persona;
  PlatformMonth: ResolverTypeWrapper<PlatformMonth>;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  PostalAddressInput: PostalAddressInput;
  Product: ResolverTypeWrapper<ProductView>;
  ProductPage: ResolverTypeWrapper<
    Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }
  >;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordSettlementInput: RecordSettlementInput;
  RejectedCopiesInput: RejectedCopiesInput;
  RejectionReason: RejectionReason;
  ReturnLine: ResolverTypeWrapper<ReturnLineView>;
  ReturnLineInput: ReturnLineInput;
  ReturnPage: ResolverTypeWrapper<ReturnPageView>;
  ReturnState: ReturnState;
  SelectedShippingInput: SelectedShippingInput;
  SettlementDirection: SettlementDirection;
  ShelfBook: ResolverTypeWrapper<ShelfBookRow>;
  ShelfPage: ResolverTypeWrapper<ShelfPageView>;
  ShippingAddress: ResolverTypeWrapper<ShippingAddress>;
  ShippingQuote: ResolverTypeWrapper<ShippingQuote>;
  ShippingRate: ResolverTypeWrapper<RateView>;
  ShippingRateInput: ShippingRateInput;
  ShippingTable: ResolverTypeWrapper<RateTableView>;
  ShippingType: ShippingType;
  StoreCreditAccount: ResolverTypeWrapper<StoreCreditPage>;
  StoreCreditEntry: ResolverTypeWrapper<StoreCreditEntryRow>;
  StoreCreditEntryKind: StoreCreditEntryKind;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TimeRange: ResolverTypeWrapper<TimeRange>;
  TimeRangeInput: TimeRangeInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminBanner: BannerRow;
  AdminBookshop: AdminBookshopView;
  AdminDiscountCode: DiscountCodeRow;
  AdminOrder: AdminOrderView;
  AdminOrderPage: Omit<AdminOrderPage, 'items'> & {
    items: Array<ResolversParentTypes['AdminOrder']>;
  };
  ApprovedIdentityValues: ApprovedIdentityValues;
  AwaitingTransfer: AwaitingTransfer;
  BankTransfer: BankTransfer;
  BannerInput: BannerInput;
  Basket: Omit<Basket, 'bookshops'> & { bookshops: Array<ResolversParentTypes['BasketBookshop']> };
  BasketBookshop: Omit<BasketBookshop, 'basketLines'> & {
    basketLines: Array<ResolversParentTypes['BasketLine']>;
  };
  BasketLine: Omit<BasketLine, 'product'> & { product: ResolversParentTypes['Product'] };
  BillingAddress: BillingAddress;
  Book: BookView;
  BookFilter: BookFilter;
  BookPage: Omit<BookPage, 'items'> & { items: Array<ResolversParentTypes['Book']> };
  Bookshop: BookshopView;
  BookshopBalance: Omit<BookshopBalance, 'bookshop'> & {
    bookshop: ResolversParentTypes['Bookshop'];
  };
  BookshopProfile: ProfileView;
  BookshopProfileInput: BookshopProfileInput;
  BookshopStatement: Omit<BookshopStatement, 'bookshop'> & {
    bookshop: ResolversParentTypes['Bookshop'];
  };
  BookshopTotals: BookshopTotals;
  Boolean: Scalars['Boolean']['output'];
  CartTotals: CartTotals;
  Country: Country;
  CreateBookshopInput: CreateBookshopInput;
  CreateDiscountCodeInput: CreateDiscountCodeInput;
  CreateOrderResult: CreateOrderResult;
  CreatedBookshop: Omit<CreatedBookshop, 'bookshop'> & {
    bookshop: ResolversParentTypes['AdminBookshop'];
  };
  Decimal: Scalars['Decimal']['output'];
  DeferredPayment: DeferredPayment;
  DeferredSettlement: DeferredSettlement;
  DiscountCodeResult: DiscountCodeResult;
  DiscountCodeUse: CodeUseRow;
  DiscountVoucher: DiscountVoucher;
  FailedMail: FailedMail;
  ID: Scalars['ID']['output'];
  IdentityChange: IdentityChangeView;
  Int: Scalars['Int']['output'];
  LedgerEntry: LedgerEntry;
  Mutation: Record<PropertyKey, never>;
  NewBookInput: NewBookInput;
  Offer: OfferView;
  OpeningDay: OpeningDay;
  OpeningDayInput: OpeningDayInput;
  Order: OrderView;
  OrderPart: PartView;
  OrderPartAddress: OrderPartAddress;
  OrderPartDetails: OrderPartDetails;
  OrderPartInvoiceRequest: OrderPartInvoiceRequest;
  OrderPartLine: PartLineView;
  OrderPartPage: Omit<OrderPartPage, 'items'> & { items: Array<ResolversParentTypes['OrderPart']> };
  OrderPartPurchaseOrder: OrderPartPurchaseOrder;
  ParcelInput: ParcelInput;
  ParcelShipping: ParcelShipping;
  PartReturn: ReturnView;
  Payout: Omit<Payout, 'bookshop'> & { bookshop: ResolversParentTypes['Bookshop'] };
  PayoutAccount: PayoutAccount;
  PayoutRun: Omit<PayoutRun, 'payouts'> & { payouts: Array<ResolversParentTypes['Payout']> };
  PlatformMonth: PlatformMonth;
  PostalAddress: PostalAddress;
  PostalAddressInput: PostalAddressInput;
  Product: ProductView;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  Query: Record<PropertyKey, never>;
  RecordSettlementInput: RecordSettlementInput;
  RejectedCopiesInput: RejectedCopiesInput;
  ReturnLine: ReturnLineView;
  ReturnLineInput: ReturnLineInput;
  ReturnPage: ReturnPageView;
  SelectedShippingInput: SelectedShippingInput;
  ShelfBook: ShelfBookRow;
  ShelfPage: ShelfPageView;
  ShippingAddress: ShippingAddress;
  ShippingQuote: ShippingQuote;
  ShippingRate: RateView;
  ShippingRateInput: ShippingRateInput;
  ShippingTable: RateTableView;
  StoreCreditAccount: StoreCreditPage;
  StoreCreditEntry: StoreCreditEntryRow;
  String: Scalars['String']['output'];
  TimeRange: TimeRange;
  TimeRangeInput: TimeRangeInput;
};

export type AdminBannerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminBanner'] = ResolversParentTypes['AdminBanner'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['BannerPosition'], ParentType, ContextType>;
};

export type AdminBookshopResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminBookshop'] = ResolversParentTypes['AdminBookshop'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vacationEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminDiscountCodeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDiscountCode'] =
    ResolversParentTypes['AdminDiscountCode'],
> = {
  amount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  bookshop?: Resolver<Maybe<ResolversTypes['Bookshop']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DiscountKind'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminOrder'] = ResolversParentTypes['AdminOrder'],
> = {
  buyerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidByMethod?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['OrderPart']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethodCode']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeCredit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totale?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type AdminOrderPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminOrderPage'] =
    ResolversParentTypes['AdminOrderPage'],
> = {
  items?: Resolver<Array<ResolversTypes['AdminOrder']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApprovedIdentityValuesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ApprovedIdentityValues'] =
    ResolversParentTypes['ApprovedIdentityValues'],
> = {
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType>;
  taxCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AwaitingTransferResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AwaitingTransfer'] =
    ResolversParentTypes['AwaitingTransfer'],
> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  buyerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankTransferResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BankTransfer'] = ResolversParentTypes['BankTransfer'],
> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  beneficiary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  test?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BasketResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Basket'] = ResolversParentTypes['Basket'],
> = {
  bookshops?: Resolver<Array<ResolversTypes['BasketBookshop']>, ParentType, ContextType>;
  itemNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BasketBookshopResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BasketBookshop'] =
    ResolversParentTypes['BasketBookshop'],
> = {
  basketLines?: Resolver<Array<ResolversTypes['BasketLine']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inVacation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vacationEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BasketLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BasketLine'] = ResolversParentTypes['BasketLine'],
> = {
  adjustedFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BillingAddressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BillingAddress'] =
    ResolversParentTypes['BillingAddress'],
> = {
  cap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  citta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codice_destinatario_sdi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codice_fiscale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cognome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  data_nascita?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indirizzo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nazione?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pagamento_posticipato?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partita_iva?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pec?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  persona?: Resolver<ResolversTypes['Persona'], ParentType, ContextType>;
  professionale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provincia_stato?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ragione_sociale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sconto?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tipologia?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Book'] = ResolversParentTypes['Book'],
> = {
  authors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType>;
  pages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BookPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BookPage'] = ResolversParentTypes['BookPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Book']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookshopResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Bookshop'] = ResolversParentTypes['Bookshop'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inVacation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingHours?: Resolver<Maybe<Array<ResolversTypes['OpeningDay']>>, ParentType, ContextType>;
  registeredAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType>;
  shopAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType>;
  vacationEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BookshopBalanceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BookshopBalance'] =
    ResolversParentTypes['BookshopBalance'],
> = {
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bookshop?: Resolver<ResolversTypes['Bookshop'], ParentType, ContextType>;
  commissionPercent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BookshopProfileResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BookshopProfile'] =
    ResolversParentTypes['BookshopProfile'],
> = {
  bookshop?: Resolver<ResolversTypes['Bookshop'], ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastDecidedChange?: Resolver<Maybe<ResolversTypes['IdentityChange']>, ParentType, ContextType>;
  legalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openingHours?: Resolver<Maybe<Array<ResolversTypes['OpeningDay']>>, ParentType, ContextType>;
  pec?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingChange?: Resolver<Maybe<ResolversTypes['IdentityChange']>, ParentType, ContextType>;
  registeredAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType>;
  sdiCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shopAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType>;
  taxCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BookshopStatementResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BookshopStatement'] =
    ResolversParentTypes['BookshopStatement'],
> = {
  adjustments?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bookshop?: Resolver<ResolversTypes['Bookshop'], ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  commissionPercent?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['LedgerEntry']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextPayoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paidOut?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookshopTotalsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BookshopTotals'] =
    ResolversParentTypes['BookshopTotals'],
> = {
  bookshopId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  goods?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['ShippingType'], ParentType, ContextType>;
};

export type CartTotalsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CartTotals'] = ResolversParentTypes['CartTotals'],
> = {
  bookshops?: Resolver<Array<ResolversTypes['BookshopTotals']>, ParentType, ContextType>;
  borsellino?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  buoniSconto?: Resolver<Array<ResolversTypes['DiscountVoucher']>, ParentType, ContextType>;
  costoSpedizione?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  imposta?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  merce?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  messaggioErrore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sconto?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totale?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CountryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateOrderResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CreateOrderResult'] =
    ResolversParentTypes['CreateOrderResult'],
> = {
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatedBookshopResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CreatedBookshop'] =
    ResolversParentTypes['CreatedBookshop'],
> = {
  bookshop?: Resolver<ResolversTypes['AdminBookshop'], ParentType, ContextType>;
  oneTimePassword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes['Decimal'],
  any
> {
  name: 'Decimal';
}

export type DeferredPaymentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeferredPayment'] =
    ResolversParentTypes['DeferredPayment'],
> = {
  administration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  buyerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  refundsOwed?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  repaid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  settlements?: Resolver<Array<ResolversTypes['DeferredSettlement']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DeferredPaymentState'], ParentType, ContextType>;
};

export type DeferredSettlementResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeferredSettlement'] =
    ResolversParentTypes['DeferredSettlement'],
> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['SettlementDirection'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiscountCodeResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DiscountCodeResult'] =
    ResolversParentTypes['DiscountCodeResult'],
> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DiscountCodeUseResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DiscountCodeUse'] =
    ResolversParentTypes['DiscountCodeUse'],
> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiscountVoucherResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DiscountVoucher'] =
    ResolversParentTypes['DiscountVoucher'],
> = {
  codelib?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  valore?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type FailedMailResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FailedMail'] = ResolversParentTypes['FailedMail'],
> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IdentityChangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['IdentityChange'] =
    ResolversParentTypes['IdentityChange'],
> = {
  bookshop?: Resolver<ResolversTypes['Bookshop'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['ApprovedIdentityValues'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  proposed?: Resolver<ResolversTypes['ApprovedIdentityValues'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['IdentityChangeStatus'], ParentType, ContextType>;
};

export type LedgerEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LedgerEntry'] = ResolversParentTypes['LedgerEntry'],
> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerEntryKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  acceptOrderPart?: Resolver<
    ResolversTypes['OrderPart'],
    ParentType,
    ContextType,
    RequireFields<MutationAcceptOrderPartArgs, 'partId'>
  >;
  acceptReturn?: Resolver<
    ResolversTypes['PartReturn'],
    ParentType,
    ContextType,
    RequireFields<MutationAcceptReturnArgs, 'returnId'>
  >;
  addBook?: Resolver<
    ResolversTypes['ShelfBook'],
    ParentType,
    ContextType,
    RequireFields<MutationAddBookArgs, 'input'>
  >;
  addDiscountCode?: Resolver<
    ResolversTypes['DiscountCodeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddDiscountCodeArgs, 'discountCode' | 'selectedShippings'>
  >;
  addProduct?: Resolver<
    ResolversTypes['Basket'],
    ParentType,
    ContextType,
    RequireFields<MutationAddProductArgs, 'productId'>
  >;
  adjustLedger?: Resolver<
    ResolversTypes['LedgerEntry'],
    ParentType,
    ContextType,
    RequireFields<MutationAdjustLedgerArgs, 'amount' | 'bookshopId' | 'reason'>
  >;
  adjustStoreCredit?: Resolver<
    ResolversTypes['StoreCreditAccount'],
    ParentType,
    ContextType,
    RequireFields<MutationAdjustStoreCreditArgs, 'amount' | 'email' | 'reason'>
  >;
  approveIdentityChange?: Resolver<
    ResolversTypes['IdentityChange'],
    ParentType,
    ContextType,
    RequireFields<MutationApproveIdentityChangeArgs, 'id'>
  >;
  cancelOrderPart?: Resolver<
    ResolversTypes['OrderPart'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelOrderPartArgs, 'partId'>
  >;
  cancelUnpaidOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelUnpaidOrderArgs, 'orderNumber'>
  >;
  choosePassword?: Resolver<
    ResolversTypes['AccountRole'],
    ParentType,
    ContextType,
    RequireFields<MutationChoosePasswordArgs, 'password'>
  >;
  closeBookshop?: Resolver<
    ResolversTypes['AdminBookshop'],
    ParentType,
    ContextType,
    RequireFields<MutationCloseBookshopArgs, 'id'>
  >;
  createBookshop?: Resolver<
    ResolversTypes['CreatedBookshop'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateBookshopArgs, 'input'>
  >;
  createDiscountCode?: Resolver<
    ResolversTypes['AdminDiscountCode'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateDiscountCodeArgs, 'input'>
  >;
  createOrder?: Resolver<
    ResolversTypes['CreateOrderResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateOrderArgs, 'invoice' | 'present'>
  >;
  deleteBanner?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteBannerArgs, 'id'>
  >;
  expireDiscountCode?: Resolver<
    ResolversTypes['AdminDiscountCode'],
    ParentType,
    ContextType,
    RequireFields<MutationExpireDiscountCodeArgs, 'code'>
  >;
  markCollected?: Resolver<
    ResolversTypes['OrderPart'],
    ParentType,
    ContextType,
    RequireFields<MutationMarkCollectedArgs, 'partId'>
  >;
  markReadyForPickup?: Resolver<
    ResolversTypes['OrderPart'],
    ParentType,
    ContextType,
    RequireFields<MutationMarkReadyForPickupArgs, 'partId'>
  >;
  markReturnReceived?: Resolver<
    ResolversTypes['PartReturn'],
    ParentType,
    ContextType,
    RequireFields<MutationMarkReturnReceivedArgs, 'returnId'>
  >;
  moveBasketLine?: Resolver<
    ResolversTypes['Basket'],
    ParentType,
    ContextType,
    RequireFields<MutationMoveBasketLineArgs, 'fromProductId' | 'toProductId'>
  >;
  openBookPricePromotion?: Resolver<
    Array<ResolversTypes['String']>,
    ParentType,
    ContextType,
    RequireFields<MutationOpenBookPricePromotionArgs, 'month'>
  >;
  recordDeferredSettlement?: Resolver<
    ResolversTypes['DeferredPayment'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordDeferredSettlementArgs, 'input'>
  >;
  refuseReturn?: Resolver<
    ResolversTypes['PartReturn'],
    ParentType,
    ContextType,
    RequireFields<MutationRefuseReturnArgs, 'reason' | 'returnId'>
  >;
  rejectIdentityChange?: Resolver<
    ResolversTypes['IdentityChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRejectIdentityChangeArgs, 'id' | 'reason'>
  >;
  rejectOrderLines?: Resolver<
    ResolversTypes['OrderPart'],
    ParentType,
    ContextType,
    RequireFields<MutationRejectOrderLinesArgs, 'lineIds' | 'partId' | 'reason'>
  >;
  removeDiscountCode?: Resolver<
    ResolversTypes['DiscountCodeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveDiscountCodeArgs, 'code'>
  >;
  removeProduct?: Resolver<
    ResolversTypes['Basket'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveProductArgs, 'productId'>
  >;
  requestReturn?: Resolver<
    ResolversTypes['PartReturn'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestReturnArgs, 'lines' | 'partId'>
  >;
  retryMail?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRetryMailArgs, 'id'>
  >;
  runPayouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  saveBanner?: Resolver<
    ResolversTypes['AdminBanner'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveBannerArgs, 'input'>
  >;
  setBookPriceFacts?: Resolver<
    ResolversTypes['ShelfBook'],
    ParentType,
    ContextType,
    RequireFields<MutationSetBookPriceFactsArgs, 'outOfPrint' | 'productId' | 'textbook'>
  >;
  setCommission?: Resolver<
    ResolversTypes['Bookshop'],
    ParentType,
    ContextType,
    RequireFields<MutationSetCommissionArgs, 'bookshopId' | 'percent'>
  >;
  setDiscount?: Resolver<
    ResolversTypes['ShelfBook'],
    ParentType,
    ContextType,
    RequireFields<MutationSetDiscountArgs, 'percent' | 'productId'>
  >;
  setLibraryAccount?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationSetLibraryAccountArgs, 'email' | 'library'>
  >;
  setPrice?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationSetPriceArgs, 'price' | 'productId'>
  >;
  setShippingRates?: Resolver<
    Array<ResolversTypes['ShippingTable']>,
    ParentType,
    ContextType,
    RequireFields<MutationSetShippingRatesArgs, 'offered' | 'rates' | 'shippingType'>
  >;
  setStock?: Resolver<
    ResolversTypes['Product'],
    ParentType,
    ContextType,
    RequireFields<MutationSetStockArgs, 'available' | 'productId'>
  >;
  setVacation?: Resolver<
    ResolversTypes['Bookshop'],
    ParentType,
    ContextType,
    Partial<MutationSetVacationArgs>
  >;
  shipOrderPart?: Resolver<
    ResolversTypes['OrderPart'],
    ParentType,
    ContextType,
    RequireFields<MutationShipOrderPartArgs, 'carrier' | 'partId' | 'trackingCode'>
  >;
  startPayoutOnboarding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updateBookshopProfile?: Resolver<
    ResolversTypes['BookshopProfile'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateBookshopProfileArgs, 'input'>
  >;
};

export type OfferResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer'],
> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookshop?: Resolver<ResolversTypes['Bookshop'], ParentType, ContextType>;
  condition?: Resolver<ResolversTypes['BookCondition'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type OpeningDayResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OpeningDay'] = ResolversParentTypes['OpeningDay'],
> = {
  ranges?: Resolver<Array<ResolversTypes['TimeRange']>, ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'],
> = {
  bankTransfer?: Resolver<Maybe<ResolversTypes['BankTransfer']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidByMethod?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['OrderPart']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethodCode'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  storeCredit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totale?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type OrderPartResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderPart'] = ResolversParentTypes['OrderPart'],
> = {
  bookshop?: Resolver<ResolversTypes['Bookshop'], ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confirmBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['OrderPartDetails']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latestReturn?: Resolver<Maybe<ResolversTypes['PartReturn']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderPartLine']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  returnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnableUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['ShippingType'], ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderPartStatus'], ParentType, ContextType>;
  trackingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderPartAddressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderPartAddress'] =
    ResolversParentTypes['OrderPartAddress'],
> = {
  attenzioneDi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  citta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  indirizzo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  indirizzo2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nazione?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinciaStato?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telefono?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPartDetailsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderPartDetails'] =
    ResolversParentTypes['OrderPartDetails'],
> = {
  address?: Resolver<Maybe<ResolversTypes['OrderPartAddress']>, ParentType, ContextType>;
  buyerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['OrderPartInvoiceRequest']>, ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pa?: Resolver<Maybe<ResolversTypes['OrderPartPurchaseOrder']>, ParentType, ContextType>;
  present?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderPartInvoiceRequestResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderPartInvoiceRequest'] =
    ResolversParentTypes['OrderPartInvoiceRequest'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pec?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  persona?: Resolver<ResolversTypes['Persona'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sdiCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPartLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderPartLine'] = ResolversParentTypes['OrderPartLine'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejectedQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnedQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderPartPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderPartPage'] = ResolversParentTypes['OrderPartPage'],
> = {
  items?: Resolver<Array<ResolversTypes['OrderPart']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderPartPurchaseOrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrderPartPurchaseOrder'] =
    ResolversParentTypes['OrderPartPurchaseOrder'],
> = {
  cig?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  data_ordine_acquisto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numero_ordine_acquisto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ParcelShippingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ParcelShipping'] =
    ResolversParentTypes['ParcelShipping'],
> = {
  codelib?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quotes?: Resolver<Array<ResolversTypes['ShippingQuote']>, ParentType, ContextType>;
};

export type PartReturnResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartReturn'] = ResolversParentTypes['PartReturn'],
> = {
  bookshop?: Resolver<ResolversTypes['Bookshop'], ParentType, ContextType>;
  deliveryRefund?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnLine']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  refundDueBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refusalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ReturnState'], ParentType, ContextType>;
};

export type PayoutResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout'],
> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookshop?: Resolver<ResolversTypes['Bookshop'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutAccountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PayoutAccount'] = ResolversParentTypes['PayoutAccount'],
> = {
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ibanApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PayoutRunResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PayoutRun'] = ResolversParentTypes['PayoutRun'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasSepaFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
};

export type PlatformMonthResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PlatformMonth'] = ResolversParentTypes['PlatformMonth'],
> = {
  commission?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  discountCost?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostalAddressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress'],
> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'],
> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookshop?: Resolver<ResolversTypes['Bookshop'], ParentType, ContextType>;
  cache_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cache_es?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cache_fr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cache_it?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  condition?: Resolver<ResolversTypes['BookCondition'], ParentType, ContextType>;
  cssClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountedPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxDiscountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  otherOffers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  accountRole?: Resolver<Maybe<ResolversTypes['AccountRole']>, ParentType, ContextType>;
  adminBanners?: Resolver<Array<ResolversTypes['AdminBanner']>, ParentType, ContextType>;
  adminBookshops?: Resolver<Array<ResolversTypes['AdminBookshop']>, ParentType, ContextType>;
  adminDiscountCodes?: Resolver<
    Array<ResolversTypes['AdminDiscountCode']>,
    ParentType,
    ContextType
  >;
  adminOrders?: Resolver<
    ResolversTypes['AdminOrderPage'],
    ParentType,
    ContextType,
    Partial<QueryAdminOrdersArgs>
  >;
  awaitingTransfers?: Resolver<Array<ResolversTypes['AwaitingTransfer']>, ParentType, ContextType>;
  bookPricePromotions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bookshopBalances?: Resolver<Array<ResolversTypes['BookshopBalance']>, ParentType, ContextType>;
  bookshopOrderPage?: Resolver<
    ResolversTypes['OrderPartPage'],
    ParentType,
    ContextType,
    Partial<QueryBookshopOrderPageArgs>
  >;
  bookshopOrderPart?: Resolver<
    ResolversTypes['OrderPart'],
    ParentType,
    ContextType,
    RequireFields<QueryBookshopOrderPartArgs, 'partId'>
  >;
  bookshopOrders?: Resolver<
    Array<ResolversTypes['OrderPart']>,
    ParentType,
    ContextType,
    Partial<QueryBookshopOrdersArgs>
  >;
  bookshopProfile?: Resolver<
    ResolversTypes['BookshopProfile'],
    ParentType,
    ContextType,
    Partial<QueryBookshopProfileArgs>
  >;
  bookshopReturns?: Resolver<
    ResolversTypes['ReturnPage'],
    ParentType,
    ContextType,
    Partial<QueryBookshopReturnsArgs>
  >;
  bookshopStatement?: Resolver<
    ResolversTypes['BookshopStatement'],
    ParentType,
    ContextType,
    RequireFields<QueryBookshopStatementArgs, 'from' | 'to'>
  >;
  deferredPayments?: Resolver<
    Array<ResolversTypes['DeferredPayment']>,
    ParentType,
    ContextType,
    Partial<QueryDeferredPaymentsArgs>
  >;
  discountCodeUses?: Resolver<
    Array<ResolversTypes['DiscountCodeUse']>,
    ParentType,
    ContextType,
    RequireFields<QueryDiscountCodeUsesArgs, 'code'>
  >;
  failedMail?: Resolver<Array<ResolversTypes['FailedMail']>, ParentType, ContextType>;
  failedPayouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  getApproxShippingCosts?: Resolver<
    ResolversTypes['Decimal'],
    ParentType,
    ContextType,
    RequireFields<
      QueryGetApproxShippingCostsArgs,
      'codelib' | 'destCountry' | 'shippingType' | 'value' | 'weight'
    >
  >;
  getApproxShippingQuotes?: Resolver<
    Array<ResolversTypes['ParcelShipping']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetApproxShippingQuotesArgs, 'destCountry' | 'parcels'>
  >;
  getBasket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType>;
  getBillingAddresses?: Resolver<
    Array<ResolversTypes['BillingAddress']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetBillingAddressesArgs, 'lang'>
  >;
  getBook?: Resolver<
    Maybe<ResolversTypes['Book']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetBookArgs, 'isbn'>
  >;
  getBookshop?: Resolver<
    Maybe<ResolversTypes['Bookshop']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetBookshopArgs, 'id'>
  >;
  getBookshops?: Resolver<Array<ResolversTypes['Bookshop']>, ParentType, ContextType>;
  getCountries?: Resolver<
    Array<ResolversTypes['Country']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetCountriesArgs, 'lang'>
  >;
  getDjangoUserEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  getPaymentMethods?: Resolver<
    Array<ResolversTypes['PaymentMethodCode']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetPaymentMethodsArgs, 'selectedShippings'>
  >;
  getProduct?: Resolver<
    Maybe<ResolversTypes['Product']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetProductArgs, 'id'>
  >;
  getProducts?: Resolver<
    ResolversTypes['ProductPage'],
    ParentType,
    ContextType,
    Partial<QueryGetProductsArgs>
  >;
  getRealCartTotals?: Resolver<
    ResolversTypes['CartTotals'],
    ParentType,
    ContextType,
    RequireFields<QueryGetRealCartTotalsArgs, 'selectedShippings'>
  >;
  getShippingAddresses?: Resolver<
    Array<ResolversTypes['ShippingAddress']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetShippingAddressesArgs, 'lang'>
  >;
  getShippingTypes?: Resolver<
    Array<ResolversTypes['ShippingType']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetShippingTypesArgs, 'codelib'>
  >;
  getWishlist?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  myOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  myStoreCredit?: Resolver<
    ResolversTypes['StoreCreditAccount'],
    ParentType,
    ContextType,
    Partial<QueryMyStoreCreditArgs>
  >;
  payoutAccount?: Resolver<
    ResolversTypes['PayoutAccount'],
    ParentType,
    ContextType,
    Partial<QueryPayoutAccountArgs>
  >;
  payoutRuns?: Resolver<
    Array<ResolversTypes['PayoutRun']>,
    ParentType,
    ContextType,
    Partial<QueryPayoutRunsArgs>
  >;
  pendingIdentityChanges?: Resolver<
    Array<ResolversTypes['IdentityChange']>,
    ParentType,
    ContextType
  >;
  platformMonths?: Resolver<
    Array<ResolversTypes['PlatformMonth']>,
    ParentType,
    ContextType,
    RequireFields<QueryPlatformMonthsArgs, 'year'>
  >;
  searchBooks?: Resolver<
    ResolversTypes['BookPage'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchBooksArgs, 'query'>
  >;
  shelf?: Resolver<ResolversTypes['ShelfPage'], ParentType, ContextType, Partial<QueryShelfArgs>>;
  shippingRatesOfMyBookshop?: Resolver<
    Array<ResolversTypes['ShippingTable']>,
    ParentType,
    ContextType,
    Partial<QueryShippingRatesOfMyBookshopArgs>
  >;
  storeCreditAccount?: Resolver<
    ResolversTypes['StoreCreditAccount'],
    ParentType,
    ContextType,
    RequireFields<QueryStoreCreditAccountArgs, 'email'>
  >;
  suggestBooks?: Resolver<
    Array<ResolversTypes['Book']>,
    ParentType,
    ContextType,
    RequireFields<QuerySuggestBooksArgs, 'query'>
  >;
};

export type ReturnLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReturnLine'] = ResolversParentTypes['ReturnLine'],
> = {
  lineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReturnPage'] = ResolversParentTypes['ReturnPage'],
> = {
  items?: Resolver<Array<ResolversTypes['PartReturn']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShelfBookResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ShelfBook'] = ResolversParentTypes['ShelfBook'],
> = {
  authors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookshopId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  condition?: Resolver<ResolversTypes['BookCondition'], ParentType, ContextType>;
  cssClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastRestockedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxDiscountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outOfPrint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  publishedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textbook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShelfPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ShelfPage'] = ResolversParentTypes['ShelfPage'],
> = {
  bookshop?: Resolver<Maybe<ResolversTypes['Bookshop']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ShelfBook']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShippingAddressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ShippingAddress'] =
    ResolversParentTypes['ShippingAddress'],
> = {
  attenzioneDi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cap?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  citta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  etichetta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indirizzo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  indirizzo2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nazione?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinciaStato?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telefono?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingQuoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ShippingQuote'] = ResolversParentTypes['ShippingQuote'],
> = {
  cost?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['ShippingType'], ParentType, ContextType>;
};

export type ShippingRateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ShippingRate'] = ResolversParentTypes['ShippingRate'],
> = {
  destCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxWeightGrams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minWeightGrams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ShippingTableResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ShippingTable'] = ResolversParentTypes['ShippingTable'],
> = {
  offered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['ShippingRate']>, ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['ShippingType'], ParentType, ContextType>;
};

export type StoreCreditAccountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StoreCreditAccount'] =
    ResolversParentTypes['StoreCreditAccount'],
> = {
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['StoreCreditEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreCreditEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StoreCreditEntry'] =
    ResolversParentTypes['StoreCreditEntry'],
> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  byEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StoreCreditEntryKind'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeRangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TimeRange'] = ResolversParentTypes['TimeRange'],
> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminBanner?: AdminBannerResolvers<ContextType>;
  AdminBookshop?: AdminBookshopResolvers<ContextType>;
  AdminDiscountCode?: AdminDiscountCodeResolvers<ContextType>;
  AdminOrder?: AdminOrderResolvers<ContextType>;
  AdminOrderPage?: AdminOrderPageResolvers<ContextType>;
  ApprovedIdentityValues?: ApprovedIdentityValuesResolvers<ContextType>;
  AwaitingTransfer?: AwaitingTransferResolvers<ContextType>;
  BankTransfer?: BankTransferResolvers<ContextType>;
  Basket?: BasketResolvers<ContextType>;
  BasketBookshop?: BasketBookshopResolvers<ContextType>;
  BasketLine?: BasketLineResolvers<ContextType>;
  BillingAddress?: BillingAddressResolvers<ContextType>;
  Book?: BookResolvers<ContextType>;
  BookPage?: BookPageResolvers<ContextType>;
  Bookshop?: BookshopResolvers<ContextType>;
  BookshopBalance?: BookshopBalanceResolvers<ContextType>;
  BookshopProfile?: BookshopProfileResolvers<ContextType>;
  BookshopStatement?: BookshopStatementResolvers<ContextType>;
  BookshopTotals?: BookshopTotalsResolvers<ContextType>;
  CartTotals?: CartTotalsResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateOrderResult?: CreateOrderResultResolvers<ContextType>;
  CreatedBookshop?: CreatedBookshopResolvers<ContextType>;
  Decimal?: GraphQLScalarType;
  DeferredPayment?: DeferredPaymentResolvers<ContextType>;
  DeferredSettlement?: DeferredSettlementResolvers<ContextType>;
  DiscountCodeResult?: DiscountCodeResultResolvers<ContextType>;
  DiscountCodeUse?: DiscountCodeUseResolvers<ContextType>;
  DiscountVoucher?: DiscountVoucherResolvers<ContextType>;
  FailedMail?: FailedMailResolvers<ContextType>;
  IdentityChange?: IdentityChangeResolvers<ContextType>;
  LedgerEntry?: LedgerEntryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  OpeningDay?: OpeningDayResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderPart?: OrderPartResolvers<ContextType>;
  OrderPartAddress?: OrderPartAddressResolvers<ContextType>;
  OrderPartDetails?: OrderPartDetailsResolvers<ContextType>;
  OrderPartInvoiceRequest?: OrderPartInvoiceRequestResolvers<ContextType>;
  OrderPartLine?: OrderPartLineResolvers<ContextType>;
  OrderPartPage?: OrderPartPageResolvers<ContextType>;
  OrderPartPurchaseOrder?: OrderPartPurchaseOrderResolvers<ContextType>;
  ParcelShipping?: ParcelShippingResolvers<ContextType>;
  PartReturn?: PartReturnResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PayoutAccount?: PayoutAccountResolvers<ContextType>;
  PayoutRun?: PayoutRunResolvers<ContextType>;
  PlatformMonth?: PlatformMonthResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReturnLine?: ReturnLineResolvers<ContextType>;
  ReturnPage?: ReturnPageResolvers<ContextType>;
  ShelfBook?: ShelfBookResolvers<ContextType>;
  ShelfPage?: ShelfPageResolvers<ContextType>;
  ShippingAddress?: ShippingAddressResolvers<ContextType>;
  ShippingQuote?: ShippingQuoteResolvers<ContextType>;
  ShippingRate?: ShippingRateResolvers<ContextType>;
  ShippingTable?: ShippingTableResolvers<ContextType>;
  StoreCreditAccount?: StoreCreditAccountResolvers<ContextType>;
  StoreCreditEntry?: StoreCreditEntryResolvers<ContextType>;
  TimeRange?: TimeRangeResolvers<ContextType>;
};
