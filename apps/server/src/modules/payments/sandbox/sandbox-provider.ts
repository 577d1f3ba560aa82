import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { compiledQueryOf } from '../../../db/compiled.ts';
import type { Db } from '../../../db/database.ts';
import type { SandboxPaymentsTable, TransferInstructions } from '../../../db/types.ts';
import { sessionUser, type SessionBuyer } from '../../account/identity.ts';
import {
  WebhookSignatureError,
  type CardPaymentProvider,
  type CreateIntentInput,
  type PaymentIntentInfo,
  type PayPalPaymentProvider,
  type ProviderEvent,
  type ProviderPaymentStatus,
  type ProviderRefundStatus,
  type RefundInput,
  type RefundResult,
  type SaleInput,
  type SaleResult,
} from '../provider.ts';

/** Stripe's public test cards (docs/spec/payments.md §5), and what the sandbox does with each. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Needs the 3-D-Secure-style extra step. */
  authenticate: '4000002760003184',
} as const;

/** The nonces the sandbox PayPal button hands out. */
export const SANDBOX_PAYPAL_NONCES = {
  approved: 'fake-paypal-approved-nonce',
  declined: 'fake-paypal-declined-nonce',
};

/** The account the sandbox has bank transfers sent to: a test one, into which no money goes. */
export interface SandboxTransferAccount {
  iban: string;
  bic: string;
  beneficiary: string;
}

/**
 * SANDBOX_TRANSFER_IBAN's default (config.ts): the example IBAN Italian banks print in their
 * guides, its check digits right, nobody's account; the BIC and the beneficiary say "test".
 */
export const SANDBOX_TRANSFER_ACCOUNT: SandboxTransferAccount = {
  iban: 'IT60X0542811101000000123456',
  bic: 'TESTITM1XXX',
  beneficiary: 'Scaffale Sandbox (TEST)',
};

/** What the sandbox's confirm answers: a card's outcome, or a transfer's instructions. */
export type SandboxConfirmation = CardConfirmation & {
  ref: string | null;
  transfer: TransferInstructions | null;
};

export type CardConfirmation =
  | { status: 'succeeded' | 'processing' | 'requires_action'; error: null }
  | {
      status: 'failed';
      error: 'card_declined' | 'invalid_card' | 'authentication_failed' | 'cancelled';
    };

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY not in the past. */
function validExpiry(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return (
    year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
}

/**
 * What the sandbox does with a card (docs/spec/payments.md §5's test cards), before any payment is
 * read.
 */
function cardOutcome(
  card: { number: string; expiry: string; cvc: string } | null,
  now: Date,
): CardConfirmation {
  const number = (card?.number ?? '').replace(/[\s-]/g, '');
  if (
    !/^\d{13,19}$/.test(number) ||
    !luhn(number) ||
    !validExpiry(card?.expiry ?? '', now) ||
    !/^\d{3,4}$/.test(card?.cvc ?? '')
  ) {
    return { status: 'failed', error: 'invalid_card' };
  }
  if (number === SANDBOX_CARDS.declined) return { status: 'failed', error: 'card_declined' };
  if (number === SANDBOX_CARDS.authenticate) return { status: 'requires_action', error: null };
  return { status: 'succeeded', error: null };
}

/**
 * The new intent, or the one the same key made before: one statement, compiled once (a
 * CTE's read does not see its insert, hence the union).
 */
const createIntent = compiledQueryOf(
  (
    db: Db,
    v: {
      ref: string;
      kind: CreateIntentInput['method'];
      clientSecret: string;
      idempotencyKey: string;
      orderNumber: string;
      amountCents: number;
    },
  ) =>
    db
      .with('created', (qb) =>
        qb
          .insertInto('sandbox_payments')
          .values({
            ref: v.ref,
            kind: v.kind,
            client_secret: v.clientSecret,
            idempotency_key: v.idempotencyKey,
            order_number: v.orderNumber,
            amount_cents: v.amountCents,
          })
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .returningAll(),
      )
      .selectFrom('created')
      .selectAll()
      .unionAll((qb) =>
        qb
          .selectFrom('sandbox_payments')
          .selectAll()
          .where('idempotency_key', '=', v.idempotencyKey)
          .where((eb) => eb.not(eb.exists(eb.selectFrom('created').select('ref')))),
      ),
);

/**
 * The card's outcome applied to its intent (confirm), compiled once; only for a session with
 * an account, looked up in the same statement.
 */
const confirmIntent = compiledQueryOf(
  (
    db: Db,
    v: {
      clientSecret: string;
      status: ProviderPaymentStatus;
      error: string | null;
      invalid: boolean;
      sessionKey: string;
      now: Date;
    },
  ) =>
    db
      .updateTable('sandbox_payments')
      .set({
        status: sql`CASE WHEN kind = 'wiretransfer' THEN 'processing' ELSE ${v.status} END`,
        last_error: sql`CASE WHEN kind = 'wiretransfer' THEN NULL ELSE ${v.error} END`,
      })
      .where('client_secret', '=', v.clientSecret)
      .where('status', 'in', ['created', 'failed'])
      .where(sql<boolean>`(NOT ${v.invalid}::boolean OR kind = 'wiretransfer')`)
      .where((eb) => eb(sessionUser(db, v.sessionKey, v.now), 'is not', null))
      .returning(['ref', 'kind', 'status', 'last_error', 'order_number', 'amount_cents']),
);

type SandboxPaymentRow = Pick<
  Selectable<SandboxPaymentsTable>,
  'ref' | 'kind' | 'status' | 'order_number' | 'amount_cents'
>;

/**
 * An offline payment provider that behaves like the real ones: payment intents with client
 * secrets, confirmation with test cards (success, decline, extra authentication), PayPal
 * nonces, and signed webhook-style events. Its state lives in the database (like a real
 * provider's, on its side), so every server process sees the same payments.
 */
export class SandboxProvider implements CardPaymentProvider, PayPalPaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly pending = new Set<Promise<void>>();

  /** Waits for the events not yet delivered (tests, graceful shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string,
    /** Receives each event, as a provider's webhook delivery would. */
    private readonly deliver: (event: ProviderEvent) => Promise<void>,
    /** Where its bank transfers go (SANDBOX_TRANSFER_IBAN). */
    private readonly account: SandboxTransferAccount = SANDBOX_TRANSFER_ACCOUNT,
  ) {}

  /**
   * As Stripe's next_action for a bank transfer: once confirmed and until the money comes, the
   * account, the order's number as the reason to write, the amount; a test account, always.
   */
  private transferOf(row: SandboxPaymentRow): TransferInstructions | null {
    if (row.kind !== 'wiretransfer' || row.status !== 'processing') return null;
    return {
      ...this.account,
      reference: row.order_number,
      amountCents: row.amount_cents,
      test: true,
    };
  }

  private intentInfo(row: SandboxPaymentRow & { client_secret: string }): PaymentIntentInfo {
    return {
      providerRef: row.ref,
      clientSecret: row.client_secret,
      status: row.status,
      amountCents: row.amount_cents,
      transfer: this.transferOf(row),
    };
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntentInfo> {
    const ref = `sb_pi_${randomBytes(12).toString('hex')}`;
    // The new intent, or the one the same key made before: one statement (a CTE's read
    // does not see its insert, hence the union).
    const [row] = await createIntent(this.db, {
      ref,
      kind: input.method,
      clientSecret: `${ref}_secret_${randomBytes(12).toString('hex')}`,
      idempotencyKey: input.idempotencyKey,
      orderNumber: input.orderNumber,
      amountCents: input.amountCents,
    });
    if (!row) throw new Error(`sandbox intent ${input.idempotencyKey} neither created nor found`);
    return this.intentInfo(row);
  }

  async retrievePaymentIntent(providerRef: string): Promise<PaymentIntentInfo> {
    const row = await this.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('ref', '=', providerRef)
      .executeTakeFirstOrThrow();
    return this.intentInfo(row);
  }

  /**
   * What stripe.js's confirm does against Stripe: the card form posts here in sandbox mode,
   * from a logged-in session (`buyer`). Nothing moves for a session without an account: its
   * answer then is the invalid card's, for the caller to tell apart (a round trip spared on
   * every payment).
   */
  async confirm(
    clientSecret: string,
    card: { number: string; expiry: string; cvc: string } | null,
    buyer: SessionBuyer,
  ): Promise<SandboxConfirmation> {
    const outcome = cardOutcome(card, buyer.now);
    const invalid = outcome.status === 'failed' && outcome.error === 'invalid_card';
    // One statement: an intent still to pay moves as the card says, a bank transfer to
    // processing whatever the card (the buyer now has the bank details; the money arrives
    // later, or never); an invalid card moves nothing else.
    const [row] = await confirmIntent(this.db, {
      clientSecret,
      status: outcome.status,
      error: outcome.error,
      invalid,
      ...buyer,
    });
    if (!row) return { ...(await this.unconfirmable(clientSecret)), transfer: null };
    const transfer = this.transferOf(row);
    this.announce(row.ref, row.status, row.last_error, transfer);
    return row.kind === 'wiretransfer'
      ? { status: 'processing', error: null, ref: row.ref, transfer }
      : { ...outcome, ref: row.ref, transfer: null };
  }

  /** Why an intent did not move: cancelled (its order replaced), or an invalid card. */
  private async unconfirmable(
    clientSecret: string,
  ): Promise<CardConfirmation & { ref: string | null }> {
    const row = await this.db
      .selectFrom('sandbox_payments')
      .select(['ref', 'status'])
      .where('client_secret', '=', clientSecret)
      .executeTakeFirst();
    if (row?.status === 'cancelled') return { status: 'failed', error: 'cancelled', ref: row.ref };
    return { status: 'failed', error: 'invalid_card', ref: null };
  }

  /**
   * As Stripe: an intent not paid can be cancelled, a bank transfer still waiting for its
   * money included (money sent afterwards is a late payment, resolved as such).
   */
  async cancelPaymentIntent(providerRef: string): Promise<void> {
    const row = await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'cancelled', last_error: null })
      .where('ref', '=', providerRef)
      .where((eb) =>
        eb.or([
          eb('status', 'in', ['created', 'requires_action', 'failed']),
          eb.and([eb('kind', '=', 'wiretransfer'), eb('status', '=', 'processing')]),
        ]),
      )
      .returning('ref')
      .executeTakeFirst();
    if (row) this.announce(row.ref, 'cancelled', null);
  }

  /**
   * As Stripe's Refunds API: only a payment that succeeded, never more than it took in all;
   * the same idempotency key answers the refund it made. A bank transfer's needs the email
   * the buyer is asked at for their bank account (the sandbox keeps no customer to fall back
   * on, as Stripe does), recorded with it; the sandbox's buyer answers at once, so it
   * succeeds when made, as the others do.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    return this.db.transaction().execute(async (tx) => {
      const payment = await tx
        .selectFrom('sandbox_payments')
        .select(['ref', 'kind', 'status', 'amount_cents'])
        .where('ref', '=', input.providerRef)
        .forUpdate()
        .executeTakeFirst();
      if (!payment) throw new Error(`sandbox: no payment ${input.providerRef}`);
      const made = await tx
        .selectFrom('sandbox_refunds')
        .select(['ref', 'payment_ref'])
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (made?.payment_ref === payment.ref) return { refundRef: made.ref, status: 'succeeded' };
      if (made)
        throw new Error(`sandbox: refund key ${input.idempotencyKey} used for another payment`);
      if (payment.status !== 'succeeded')
        throw new Error(`sandbox: payment ${payment.ref} is ${payment.status}, not refundable`);
      const { refunded } = await tx
        .selectFrom('sandbox_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('refunded'))
        .where('payment_ref', '=', payment.ref)
        .executeTakeFirstOrThrow();
      if (input.amountCents <= 0 || Number(refunded) + input.amountCents > payment.amount_cents)
        throw new Error(`sandbox: refund of ${input.amountCents} exceeds payment ${payment.ref}`);
      const transfer = payment.kind === 'wiretransfer';
      if (transfer && !input.instructionsEmail)
        throw new Error(
          `sandbox: refund of transfer ${payment.ref} names no email to ask for an account`,
        );
      const ref = `sb_re_${randomBytes(12).toString('hex')}`;
      await tx
        .insertInto('sandbox_refunds')
        .values({
          ref,
          payment_ref: payment.ref,
          amount_cents: input.amountCents,
          idempotency_key: input.idempotencyKey,
          instructions_email: transfer ? (input.instructionsEmail ?? null) : null,
        })
        .execute();
      return { refundRef: ref, status: 'succeeded' };
    });
  }

  /** The sandbox's refunds succeed when they are made: a refund it has is done. */
  async retrieveRefund(refundRef: string): Promise<ProviderRefundStatus | null> {
    const row = await this.db
      .selectFrom('sandbox_refunds')
      .select('ref')
      .where('ref', '=', refundRef)
      .executeTakeFirst();
    return row ? 'succeeded' : null;
  }

  /** The extra-authentication step (3-D Secure): approve or fail. */
  async authenticate(
    clientSecret: string,
    approve: boolean,
  ): Promise<CardConfirmation & { ref: string | null }> {
    const row = await this.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('client_secret', '=', clientSecret)
      .executeTakeFirst();
    if (!row || row.status !== 'requires_action')
      return { status: 'failed', error: 'authentication_failed', ref: null };
    if (!approve) {
      await this.move(row.ref, 'failed', 'authentication_failed');
      return { status: 'failed', error: 'authentication_failed', ref: row.ref };
    }
    await this.move(row.ref, 'succeeded', null);
    return { status: 'succeeded', error: null, ref: row.ref };
  }

  /** A bank transfer arriving (what the bank tells the provider, days later). */
  async transferReceived(providerRef: string): Promise<void> {
    await this.move(providerRef, 'succeeded', null);
  }

  async clientToken(): Promise<string> {
    return `sandbox_paypal_${randomBytes(12).toString('hex')}`;
  }

  async sale(input: SaleInput): Promise<SaleResult> {
    const intent = await this.createPaymentIntent({
      orderNumber: input.orderNumber,
      amountCents: input.amountCents,
      method: 'card',
      idempotencyKey: input.idempotencyKey,
      customerEmail: '',
    });
    await this.db
      .updateTable('sandbox_payments')
      .set({ kind: 'paypal' })
      .where('ref', '=', intent.providerRef)
      .execute();
    if (intent.status === 'succeeded')
      return { providerRef: intent.providerRef, status: 'succeeded', error: null };
    if (input.paymentMethodNonce !== SANDBOX_PAYPAL_NONCES.approved) {
      await this.move(intent.providerRef, 'failed', 'paypal_declined');
      return {
        providerRef: intent.providerRef,
        status: 'failed',
        error: 'PayPal payment declined',
      };
    }
    await this.move(intent.providerRef, 'succeeded', null);
    return { providerRef: intent.providerRef, status: 'succeeded', error: null };
  }

  async findTransaction(
    providerRef: string,
  ): Promise<{ status: ProviderPaymentStatus; amountCents: number }> {
    const info = await this.retrievePaymentIntent(providerRef);
    return { status: info.status, amountCents: info.amountCents };
  }

  async parseWebhook(
    rawBody: Buffer | Record<string, string>,
    headers?: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent> {
    const body = Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(JSON.stringify(rawBody));
    const signature = headers?.['x-sandbox-signature'];
    if (typeof signature !== 'string' || !this.verify(body, signature))
      throw new WebhookSignatureError('bad sandbox signature');
    return JSON.parse(body.toString('utf8')) as ProviderEvent;
  }

  sign(body: Buffer): string {
    return createHmac('sha256', this.webhookSecret).update(body).digest('hex');
  }

  private verify(body: Buffer, signature: string): boolean {
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async move(
    ref: string,
    status: ProviderPaymentStatus,
    error: string | null,
  ): Promise<void> {
    await this.db
      .updateTable('sandbox_payments')
      .set({ status, last_error: error })
      .where('ref', '=', ref)
      .execute();
    this.announce(ref, status, error);
  }

  /**
   * Like a real provider's webhook: the event is delivered after the call that caused it
   * has answered, so nothing may count on it having arrived (the confirmation page asks the
   * provider).
   */
  private announce(
    ref: string,
    status: ProviderPaymentStatus,
    error: string | null,
    /** A transfer confirmed: its instructions, as Stripe's event carries its intent's. */
    transfer: TransferInstructions | null = null,
  ): void {
    const event: ProviderEvent = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: `payment_intent.${status}`,
      providerRef: ref,
      status,
      payload: { error },
      transfer,
    };
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.deliver(event))
      .catch((failure: unknown) => console.warn('sandbox event delivery failed', failure))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }
}
