import type { PayoutRails } from './payouts.ts';

/** The rails the app pays bookshops through, from its configuration. */
export function payoutRailsOf(): PayoutRails {
  return {
    connect: null,
    sepa: {
      debtor: { name: 'Scaffale', iban: 'IT60X0542811101000000123456' },
      write: () => {
        throw new Error('SEPA files are not written yet');
      },
    },
    payeeOf: () => Promise.resolve(null),
  };
}
