import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BusyLabel } from '../../components/forms/busy-label';
import { errorText } from '../../components/forms/error-text';
import { PeriodFilter } from '../../components/ledger/period-filter';
import {
  monthOf,
  periodOf,
  presetPeriod,
  shopToday,
  statementCsvUrl,
  type Period,
} from '../../components/ledger/period';
import { BalanceFacts, StatementView } from '../../components/ledger/statement';
import { useBookshopStatement } from '../../components/ledger/statement-api';
import { StatementState } from '../../components/ledger/statement-state';
import { formatMonth } from '../../components/ledger/words';
import type { Lang } from '../../config/languages';
import { paths } from '../../config/paths';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { usePayoutAccount, useStartPayoutOnboarding } from './api/payout-account';
import { StaffArea } from './staff-area';

/** The period in the address (`?dal=…&al=…`, as paths.bookshopPayouts writes it). */
const PARAMS = { from: 'dal', to: 'al' } as const;

/** Where the bookshop's money stands today: its balance, what is payable, when it is paid. */
function NowCard({ lang, today }: { lang: Lang; today: string }) {
  const { t } = useTranslation();
  const id = useId();
  const now = useMemo(() => ({ from: today, to: today }), [today]);
  const { data, isPending, error, refetch } = useBookshopStatement(now);
  return (
    <section className="staff-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.payouts.nowHeading')}</h2>
      {data ? (
        <BalanceFacts statement={data} lang={lang} />
      ) : (
        <StatementState isPending={isPending} error={error} retry={() => void refetch()} />
      )}
      <p>{t('bookshopArea.payouts.nowIntro')}</p>
    </section>
  );
}

/**
 * How the bookshop is paid: by Stripe once its connected account is ready, else by SEPA
 * transfer to its approved IBAN; a Stripe account linked (or its setup finished) from here.
 */
function PayoutAccountCard() {
  const { t } = useTranslation();
  const id = useId();
  const { data, isPending, isError, error, refetch } = usePayoutAccount();
  const onboarding = useStartPayoutOnboarding();
  // Busy until the browser has left for Stripe's pages.
  const busy = onboarding.isPending || onboarding.isSuccess;
  let body;
  if (isPending || isError) {
    body = <StatementState isPending={isPending} error={error} retry={() => void refetch()} />;
  } else {
    const how =
      data.method === 'stripe'
        ? t('bookshopArea.payouts.account.stripe')
        : data.method === 'sepa'
          ? t('bookshopArea.payouts.account.sepa')
          : t('bookshopArea.payouts.account.none');
    body = (
      <>
        <p>{how}</p>
        {data.ready ? null : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => onboarding.mutate()}
          >
            <BusyLabel busy={busy}>
              {data.connected
                ? t('bookshopArea.payouts.account.finishStripe')
                : t('bookshopArea.payouts.account.connectStripe')}
            </BusyLabel>
          </button>
        )}
        {onboarding.isError ? (
          <p className="form__alert" role="alert">
            {errorText(onboarding.error, t('ledger.actionError'))}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section className="staff-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.payouts.account.heading')}</h2>
      {body}
    </section>
  );
}

/** A period's totals and entries, chosen by the filter, with its CSV and printable month. */
function StatementSection({ lang, today }: { lang: Lang; today: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => presetPeriod('thisMonth', today), [today]);
  const from = params.get(PARAMS.from);
  const to = params.get(PARAMS.to);
  const period = useMemo(() => periodOf(from, to, fallback), [from, to, fallback]);
  const { data, isPending, isFetching, error, refetch } = useBookshopStatement(period);
  const show = (next: Period) => setParams({ [PARAMS.from]: next.from, [PARAMS.to]: next.to });
  const month = monthOf(period.to);

  return (
    <div className="staff-card ledger-statement" aria-busy={isFetching}>
      <PeriodFilter period={period} today={today} onChange={show} />
      <ul className="ledger-links">
        <li>
          <a className="button ledger-button--secondary" href={statementCsvUrl(period)} download>
            {t('ledger.csv')}
          </a>
        </li>
        <li>
          <Link
            className="button ledger-button--secondary"
            to={paths.bookshopStatement(lang, month)}
          >
            {t('ledger.printable', { month: formatMonth(month, lang) })}
          </Link>
        </li>
      </ul>
      {data ? (
        <StatementView statement={data} lang={lang} />
      ) : (
        <StatementState isPending={isPending} error={error} retry={() => void refetch()} />
      )}
    </div>
  );
}

/**
 * `/{lang}/area-libreria/incassi/` (docs/spec/ledger-and-payouts.md §4): the bookshop's money, its
 * ledger (sales, refunds, the platform's commission, payouts, adjustments) for a period, and
 * when it is next paid. The administrator, who has no bookshop of their own, is pointed to the
 * payouts of every bookshop.
 */
export function BookshopPayoutsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  // One day for the whole page: the presets and the default agree however long it stays open.
  const today = useMemo(() => shopToday(), []);
  return (
    <StaffArea section="payouts">
      {(role) =>
        role === 'STAFF' ? (
          <>
            <NowCard lang={lang} today={today} />
            <PayoutAccountCard />
            <StatementSection lang={lang} today={today} />
          </>
        ) : (
          <p className="staff-area__status">
            {t('bookshopArea.payouts.adminElsewhere')}{' '}
            <Link to={paths.admin(lang)}>{t('bookshopArea.payouts.adminLink')}</Link>
          </p>
        )
      }
    </StaffArea>
  );
}
