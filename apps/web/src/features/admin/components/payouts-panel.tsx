import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyLabel } from '../../../components/forms/busy-label';
import { errorText, fieldErrorOf, refusalOfField } from '../../../components/forms/error-text';
import { FieldShell, SelectField } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import { PeriodFilter } from '../../../components/ledger/period-filter';
import {
  monthOf,
  presetPeriod,
  shopToday,
  statementCsvUrl,
  type Period,
} from '../../../components/ledger/period';
import { BalanceFacts, StatementView } from '../../../components/ledger/statement';
import { useBookshopStatement } from '../../../components/ledger/statement-api';
import { StatementState } from '../../../components/ledger/statement-state';
import { formatMonth, formatPercent } from '../../../components/ledger/words';
import type { Lang } from '../../../config/languages';
import { paths } from '../../../config/paths';
import type { Translate } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/dates';
import { formatEur, formatSignedEur } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import {
  dac7Url,
  sepaFileUrl,
  useAdjustLedger,
  useBookshopBalances,
  useFailedPayouts,
  usePayoutRuns,
  usePlatformMonths,
  useRunPayouts,
  useSetCommission,
  type Payout,
} from '../api/payouts';
import { decimalOf, percentOf } from '../form-values';
import { ListCard } from './list-card';
import { LoadState } from './load-state';

type Bookshops = { id: string; name: string }[];

/** A payout's status and method in words; unknown ones as the wire has them. */
function payoutStatus(status: string, t: Translate): string {
  switch (status) {
    case 'pending':
      return t('admin.payouts.statuses.pending');
    case 'sent':
      return t('admin.payouts.statuses.sent');
    case 'paid':
      return t('admin.payouts.statuses.paid');
    case 'failed':
      return t('admin.payouts.statuses.failed');
    default:
      return status;
  }
}

function payoutMethod(method: string, t: Translate): string {
  switch (method) {
    case 'stripe':
      return t('admin.payouts.methods.stripe');
    case 'sepa':
      return t('admin.payouts.methods.sepa');
    default:
      return method;
  }
}

/** Payouts in a table: the bookshop, the amount, how and how it went. */
function PayoutsTable({
  payouts,
  caption,
  lang,
}: {
  payouts: readonly Payout[];
  caption: string;
  lang: Lang;
}) {
  const { t } = useTranslation();
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.payouts.colBookshop')}</th>
          <th scope="col">{t('admin.payouts.colAmount')}</th>
          <th scope="col">{t('admin.payouts.colMethod')}</th>
          <th scope="col">{t('admin.payouts.colStatus')}</th>
          <th scope="col">{t('admin.payouts.colDate')}</th>
          <th scope="col">{t('admin.payouts.colError')}</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <th scope="row">{payout.bookshop.name}</th>
            <td>{formatEur(payout.amount, lang)}</td>
            <td>{payoutMethod(payout.method, t)}</td>
            <td>{payoutStatus(payout.status, t)}</td>
            <td>{formatDateTime(payout.at, lang)}</td>
            <td>{payout.error ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function commissionSchema(t: Translate) {
  return z.object({ bookshopId: z.string(), percent: z.string() }).transform((form, context) => {
    if (form.bookshopId === '') {
      const message = t('admin.payouts.bookshopRequired');
      context.addIssue({ code: 'custom', path: ['bookshopId'], message });
      return z.NEVER;
    }
    const percent = percentOf(form.percent);
    if (percent === null) {
      const message = t('admin.payouts.invalidPercent');
      context.addIssue({ code: 'custom', path: ['percent'], message });
      return z.NEVER;
    }
    return { bookshopId: form.bookshopId, percent };
  });
}
type CommissionValues = z.input<ReturnType<typeof commissionSchema>>;
type CommissionChoice = z.output<ReturnType<typeof commissionSchema>>;

/** A bookshop's commission, 0 to 50 percent: checked here, and by the server (INVALID_VALUE). */
function CommissionForm({ bookshops, lang }: { bookshops: Bookshops; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSetCommission();
  const schema = useMemo(() => commissionSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CommissionValues, unknown, CommissionChoice>({
    resolver: firstProblemResolver(schema),
    defaultValues: { bookshopId: '', percent: '' },
    reValidateMode: 'onSubmit',
  });
  const [done, setDone] = useState<string | null>(null);
  const busy = mutation.isPending;

  const onSubmit = handleSubmit((choice) => {
    setDone(null);
    mutation.reset();
    mutation.mutate(choice, {
      onSuccess: (shop) => {
        const text = t('admin.payouts.commissionSet', {
          name: shop.name,
          percent: formatPercent(choice.percent, lang),
        });
        setDone(text);
        reset();
        toast.success(text);
      },
      onError: (error) => {
        // The server's refusal of the value, beside its field.
        const field = fieldErrorOf(error);
        if (field?.field === 'percent') setError('percent', { message: field.message });
      },
    });
  });
  const refusedHere = fieldErrorOf(mutation.error)?.field === 'percent';

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('admin.payouts.commissionHeading')}</h4>
      <form
        className="admin-form admin-form--inline"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <SelectField
          label={t('admin.payouts.bookshop')}
          registration={register('bookshopId')}
          error={errors.bookshopId?.message}
          announce
          disabled={busy}
          placeholder={t('admin.payouts.chooseBookshop')}
          options={bookshops.map((shop) => ({ value: shop.id, label: shop.name }))}
        />
        <FieldShell
          label={t('admin.payouts.percent')}
          hint={t('admin.payouts.percentHint')}
          error={errors.percent?.message}
          announce
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              required
              disabled={busy}
              {...register('percent')}
            />
          )}
        </FieldShell>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('admin.payouts.setCommission')}</BusyLabel>
          </button>
        </div>
      </form>
      <p className="admin-card__status" role="status">
        {done}
      </p>
      {mutation.isError && !refusedHere ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('admin.actionError'))}
        </p>
      ) : null}
    </section>
  );
}

/** Every bookshop's balance, what the next run would pay it, its commission; set here. */
function BalancesCard({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useBookshopBalances();
  const { data, isPending, isError, error, refetch } = query;
  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.payouts.balancesHeading')}</h3>
      <p>{t('admin.payouts.balancesIntro')}</p>
      {isPending || isError ? (
        <LoadState isPending={isPending} error={error} retry={() => void refetch()} />
      ) : (
        <>
          {data.length === 0 ? (
            <p>{t('admin.payouts.noBookshops')}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">{t('admin.payouts.balancesHeading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.payouts.colBookshop')}</th>
                    <th scope="col">{t('admin.payouts.colBalance')}</th>
                    <th scope="col">{t('admin.payouts.colPayable')}</th>
                    <th scope="col">{t('admin.payouts.colCommission')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((row) => (
                    <tr key={row.bookshop.id}>
                      <th scope="row">{row.bookshop.name}</th>
                      <td>{formatEur(row.balance, lang)}</td>
                      <td>{formatEur(row.payable, lang)}</td>
                      <td>{formatPercent(row.commissionPercent, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <CommissionForm bookshops={data.map((row) => row.bookshop)} lang={lang} />
        </>
      )}
    </section>
  );
}

/** Pays every payable balance now, after asking once more; then lists what the run paid. */
function RunPayoutsCard({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useRunPayouts();
  const [confirming, setConfirming] = useState(false);
  const busy = mutation.isPending;
  const paid = mutation.data;

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.payouts.runHeading')}</h3>
      <p>{t('admin.payouts.runIntro')}</p>
      {confirming ? (
        <div className="admin-confirm">
          <p>{t('admin.payouts.runWarning')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              mutation.mutate(undefined, {
                onSuccess: (payouts) => {
                  setConfirming(false);
                  toast.success(t('admin.payouts.runDone', { count: payouts.length }));
                },
              })
            }
          >
            <BusyLabel busy={busy}>{t('admin.payouts.confirmRun')}</BusyLabel>
          </button>
          <button
            type="button"
            className="button admin-button--secondary"
            disabled={busy}
            onClick={() => setConfirming(false)}
          >
            {t('admin.cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            mutation.reset();
            setConfirming(true);
          }}
        >
          {t('admin.payouts.run')}
        </button>
      )}
      <div role="status" className="admin-card__status">
        {paid ? t('admin.payouts.runDone', { count: paid.length }) : null}
      </div>
      {paid && paid.length > 0 ? (
        <div className="admin-table-wrap">
          <PayoutsTable payouts={paid} caption={t('admin.payouts.runPayouts')} lang={lang} />
        </div>
      ) : null}
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('admin.actionError'))}
        </p>
      ) : null}
    </section>
  );
}

/** The payout runs, newest first, each with its payouts and its SEPA file when it wrote one. */
function RunsCard({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <ListCard
      heading={t('admin.payouts.runsHeading')}
      intro={t('admin.payouts.runsIntro')}
      empty={t('admin.payouts.noRuns')}
      query={usePayoutRuns()}
    >
      {(runs) => (
        <ol className="admin-runs">
          {runs.map((run) => {
            const when = formatDateTime(run.at, lang);
            return (
              <li key={run.id} className="admin-runs__run">
                <h4>{t('admin.payouts.runOf', { date: when })}</h4>
                {run.finishedAt ? null : <p>{t('admin.payouts.runUnfinished')}</p>}
                {run.payouts.length === 0 ? (
                  <p>{t('admin.payouts.runPaidNothing')}</p>
                ) : (
                  <PayoutsTable
                    payouts={run.payouts}
                    caption={t('admin.payouts.runCaption', { date: when })}
                    lang={lang}
                  />
                )}
                {run.hasSepaFile ? (
                  <p>
                    <a href={sepaFileUrl(run.id)} download>
                      {t('admin.payouts.sepaFile', { date: when })}
                    </a>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </ListCard>
  );
}

function FailedCard({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <ListCard
      heading={t('admin.payouts.failedHeading')}
      intro={t('admin.payouts.failedIntro')}
      empty={t('admin.payouts.noFailed')}
      query={useFailedPayouts()}
    >
      {(payouts) => (
        <PayoutsTable payouts={payouts} caption={t('admin.payouts.failedHeading')} lang={lang} />
      )}
    </ListCard>
  );
}

/** One bookshop's statement, as its staff see it, for a period chosen here. */
function StatementCard({ bookshops, lang }: { bookshops: Bookshops; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const today = useMemo(() => shopToday(), []);
  const [bookshopId, setBookshopId] = useState('');
  const [period, setPeriod] = useState<Period>(() => presetPeriod('thisMonth', today));
  const month = monthOf(period.to);
  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.payouts.statementHeading')}</h3>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-bookshop`}>
          {t('admin.payouts.bookshop')}
        </label>
        <select
          id={`${id}-bookshop`}
          className="field__input"
          value={bookshopId}
          onChange={(event) => setBookshopId(event.target.value)}
        >
          <option value="">{t('admin.payouts.chooseBookshop')}</option>
          {bookshops.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </select>
      </div>
      {bookshopId === '' ? null : (
        <>
          <PeriodFilter period={period} today={today} onChange={setPeriod} headingLevel={4} />
          <ul className="ledger-links">
            <li>
              <a
                className="button admin-button--secondary"
                href={statementCsvUrl(period, bookshopId)}
                download
              >
                {t('ledger.csv')}
              </a>
            </li>
            <li>
              <Link
                className="button admin-button--secondary"
                to={`${paths.bookshopStatement(lang, month)}?libreria=${encodeURIComponent(bookshopId)}`}
              >
                {t('ledger.printable', { month: formatMonth(month, lang) })}
              </Link>
            </li>
          </ul>
          <BookshopStatement bookshopId={bookshopId} period={period} lang={lang} />
        </>
      )}
    </section>
  );
}

function BookshopStatement({
  bookshopId,
  period,
  lang,
}: {
  bookshopId: string;
  period: Period;
  lang: Lang;
}) {
  const { data, isPending, isFetching, error, refetch } = useBookshopStatement(period, bookshopId);
  // The previous bookshop's statement is not this one's, whatever its period.
  const statement = data?.bookshop.id === bookshopId ? data : undefined;
  return (
    <div className="ledger-statement" aria-busy={isFetching}>
      {statement ? (
        <>
          <BalanceFacts statement={statement} lang={lang} />
          <StatementView statement={statement} lang={lang} headingLevel={4} />
        </>
      ) : (
        <StatementState isPending={isPending} error={error} retry={() => void refetch()} />
      )}
    </div>
  );
}

const MIN_REASON = 3;
const ADJUST_FIELDS = ['bookshopId', 'amount', 'reason'] as const;

function adjustSchema(t: Translate) {
  return z
    .object({ bookshopId: z.string(), amount: z.string(), reason: z.string() })
    .transform((form, context) => {
      if (form.bookshopId === '') {
        const message = t('admin.payouts.bookshopRequired');
        context.addIssue({ code: 'custom', path: ['bookshopId'], message });
        return z.NEVER;
      }
      const amount = decimalOf(form.amount);
      if (amount === null || Number(amount) === 0) {
        const message = t('admin.payouts.invalidAmount');
        context.addIssue({ code: 'custom', path: ['amount'], message });
        return z.NEVER;
      }
      // The server's bounds: three characters at least, 500 at most (the field's maxLength).
      const reason = form.reason.trim();
      if (reason.length < MIN_REASON) {
        const message = t('admin.payouts.reasonRequired');
        context.addIssue({ code: 'custom', path: ['reason'], message });
        return z.NEVER;
      }
      return { bookshopId: form.bookshopId, amount, reason };
    });
}
type AdjustValues = z.input<ReturnType<typeof adjustSchema>>;
type Adjustment = z.output<ReturnType<typeof adjustSchema>>;

/** An entry of the administrator's own in a bookshop's ledger: a signed amount, its reason. */
function AdjustCard({ bookshops, lang }: { bookshops: Bookshops; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useAdjustLedger();
  const schema = useMemo(() => adjustSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdjustValues, unknown, Adjustment>({
    resolver: firstProblemResolver(schema),
    defaultValues: { bookshopId: '', amount: '', reason: '' },
    reValidateMode: 'onSubmit',
  });
  const [done, setDone] = useState<string | null>(null);
  const busy = mutation.isPending;

  const onSubmit = handleSubmit((adjustment) => {
    setDone(null);
    mutation.reset();
    mutation.mutate(adjustment, {
      onSuccess: (entry) => {
        const name = bookshops.find((shop) => shop.id === adjustment.bookshopId)?.name ?? '';
        const text = t('admin.payouts.adjusted', {
          name,
          amount: formatSignedEur(entry.amount, lang),
        });
        setDone(text);
        reset();
        toast.success(text);
      },
      onError: (error) => {
        // The server's refusal of a value, beside its field.
        const refusal = refusalOfField(error, ADJUST_FIELDS);
        if (refusal) setError(refusal.field, { message: refusal.message });
      },
    });
  });
  const refusedField = refusalOfField(mutation.error, ADJUST_FIELDS) !== null;

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.payouts.adjustHeading')}</h3>
      <p>{t('admin.payouts.adjustIntro')}</p>
      <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <SelectField
          label={t('admin.payouts.bookshop')}
          registration={register('bookshopId')}
          error={errors.bookshopId?.message}
          announce
          disabled={busy}
          placeholder={t('admin.payouts.chooseBookshop')}
          options={bookshops.map((shop) => ({ value: shop.id, label: shop.name }))}
        />
        <FieldShell label={t('admin.payouts.amount')} error={errors.amount?.message} announce>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              required
              disabled={busy}
              {...register('amount')}
            />
          )}
        </FieldShell>
        <FieldShell
          label={t('admin.payouts.reason')}
          error={errors.reason?.message}
          announce
          className="admin-form__wide"
        >
          {(control) => (
            <input {...control} required maxLength={500} disabled={busy} {...register('reason')} />
          )}
        </FieldShell>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('admin.payouts.adjust')}</BusyLabel>
          </button>
        </div>
      </form>
      <p className="admin-card__status" role="status">
        {done}
      </p>
      {mutation.isError && !refusedField ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('admin.actionError'))}
        </p>
      ) : null}
    </section>
  );
}

/** The years the platform's months are offered for: this one and the four before. */
function recentYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [0, 1, 2, 3, 4].map((back) => year - back);
}

/** The platform's own money a month at a time (commission kept, discounts funded); DAC7. */
function PlatformMonthsCard({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const years = useMemo(() => recentYears(shopToday()), []);
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  const { data, isPending, isError, error, refetch } = usePlatformMonths(year);
  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.payouts.monthsHeading')}</h3>
      <div className="admin-form admin-form--inline">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-year`}>
            {t('admin.payouts.year')}
          </label>
          <select
            id={`${id}-year`}
            className="field__input"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <a className="button admin-button--secondary" href={dac7Url(year)} download>
          {t('admin.payouts.dac7', { year })}
        </a>
      </div>
      {isPending || isError ? (
        <LoadState isPending={isPending} error={error} retry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p>{t('admin.payouts.noMonths')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">
              {t('admin.payouts.monthsCaption', { year })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.payouts.colMonth')}</th>
                <th scope="col">{t('admin.payouts.colCommissionKept')}</th>
                <th scope="col">{t('admin.payouts.colDiscountCost')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month, lang)}</th>
                  <td>{formatEur(month.commission, lang)}</td>
                  <td>{formatEur(month.discountCost, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The bookshops paid (docs/spec/ledger-and-payouts.md §3–§6): balances and commission, a payout
 * run started by hand, the runs and the payouts that failed, a bookshop's statement,
 * adjustments, the platform's months and their DAC7 export.
 */
export function PayoutsPanel({ lang }: { lang: Lang }) {
  const balances = useBookshopBalances();
  const bookshops = useMemo(
    () => (balances.data ?? []).map((row) => row.bookshop),
    [balances.data],
  );
  return (
    <div className="admin-panel">
      <BalancesCard lang={lang} />
      <RunPayoutsCard lang={lang} />
      <RunsCard lang={lang} />
      <FailedCard lang={lang} />
      <StatementCard bookshops={bookshops} lang={lang} />
      <AdjustCard bookshops={bookshops} lang={lang} />
      <PlatformMonthsCard lang={lang} />
    </div>
  );
}
