import type { Lang } from '../../config/languages';
import type { LedgerEntryKind } from '../../gql/graphql';
import type { Translate } from '../../i18n/translate';

// How the ledger's pages word what they show: the kinds of entry (the areas' strings,
// `ledger.kinds`), a month, a percent.

const KIND_KEYS = {
  SALE: 'ledger.kinds.SALE',
  REFUND: 'ledger.kinds.REFUND',
  COMMISSION: 'ledger.kinds.COMMISSION',
  COMMISSION_REFUND: 'ledger.kinds.COMMISSION_REFUND',
  PAYOUT: 'ledger.kinds.PAYOUT',
  PAYOUT_REVERSAL: 'ledger.kinds.PAYOUT_REVERSAL',
  ADJUSTMENT: 'ledger.kinds.ADJUSTMENT',
} as const satisfies Record<LedgerEntryKind, string>;

export function ledgerKind(kind: LedgerEntryKind, t: Translate): string {
  return t(KIND_KEYS[kind]);
}

/** A month (YYYY-MM) in the language's words: "novembre 2026", "November 2026". */
export function formatMonth(month: string, lang: Lang): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, index - 1, 1)),
  );
}

/** A percent as the wire has it ("12.50") in the language's form: "12,5 %", "12.5%". */
export function formatPercent(decimal: string, lang: Lang): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(decimal) / 100,
  );
}
