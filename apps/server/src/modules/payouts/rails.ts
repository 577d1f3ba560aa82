import type { Db } from '../../db/database.ts';
import type { Payee, PayoutRails } from './payouts.ts';
import { sepaCreditTransferXml } from './sepa-credit-transfer.ts';
import type { ConnectRail } from './stripe-connect.ts';

/**
 * The rails the app pays bookshops through: Stripe Connect where there is Stripe (a transfer
 * to a bookshop's connected account), else a SEPA credit transfer in the run's pain.001 file
 * from the platform's account (`debtor`) to the bookshop's approved IBAN (`payeeOf`).
 */
export function payoutRailsOf(options: {
  connect: ConnectRail | null;
  debtor: { name: string; iban: string; bic: string | null };
  payeeOf: (db: Db, bookshopId: number) => Promise<Payee | null>;
}): PayoutRails {
  const { name, iban, bic } = options.debtor;
  return {
    connect: options.connect,
    sepa: { debtor: bic ? { name, iban, bic } : { name, iban }, write: sepaCreditTransferXml },
    payeeOf: options.payeeOf,
  };
}
