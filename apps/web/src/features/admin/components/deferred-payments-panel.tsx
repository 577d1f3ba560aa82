import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyLabel } from '../../../components/forms/busy-label';
import { errorText, refusalOfField } from '../../../components/forms/error-text';
import { FieldShell, SelectField } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import { shopToday } from '../../../components/ledger/period';
import type { Lang } from '../../../config/languages';
import type { DeferredPaymentState, SettlementDirection } from '../../../gql/graphql';
import type { Translate, TranslationKey } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatEur, formatSignedEur } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import {
  useDeferredPayments,
  useRecordSettlement,
  type DeferredPayment,
} from '../api/deferred-payments';
import { decimalOf } from '../form-values';
import { LoadState } from './load-state';

const STATES: readonly DeferredPaymentState[] = ['OUTSTANDING', 'TO_REPAY', 'SETTLED'];
const DIRECTIONS: readonly SettlementDirection[] = ['RECEIVED', 'REPAID'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The record as the wire takes it: every field checked here first, the figures by the server. */
function recordSchema(t: Translate) {
  return z
    .object({
      orderNumber: z.string(),
      direction: z.enum(['RECEIVED', 'REPAID']),
      paidOn: z.string(),
      amount: z.string(),
      reference: z.string(),
    })
    .transform((form, context) => {
      const problem = (path: string, key: TranslationKey) => {
        context.addIssue({ code: 'custom', path: [path], message: t(key) });
        return z.NEVER;
      };
      const orderNumber = form.orderNumber.trim();
      if (orderNumber === '') return problem('orderNumber', 'admin.deferred.orderRequired');
      if (!DAY.test(form.paidOn)) return problem('paidOn', 'admin.deferred.dayInvalid');
      const amount = decimalOf(form.amount);
      if (amount === null || Number(amount) <= 0)
        return problem('amount', 'admin.deferred.amountInvalid');
      const reference = form.reference.trim();
      if (reference === '') return problem('reference', 'admin.deferred.referenceRequired');
      return { ...form, orderNumber, amount, reference };
    });
}
type Settlement = z.output<ReturnType<typeof recordSchema>>;
type SettlementValues = z.input<ReturnType<typeof recordSchema>>;
const FIELDS = ['orderNumber', 'paidOn', 'amount', 'reference'] as const;

/** Records money received from an administration, or repaid to it. */
function RecordForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useRecordSettlement();
  const schema = useMemo(() => recordSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<SettlementValues, unknown, Settlement>({
    resolver: firstProblemResolver(schema),
    defaultValues: {
      orderNumber: '',
      direction: 'RECEIVED',
      paidOn: shopToday(),
      amount: '',
      reference: '',
    },
    reValidateMode: 'onSubmit',
  });
  const [done, setDone] = useState<string | null>(null);
  // The field the server refused, to focus once the form is enabled again (a new object for
  // each refusal).
  const [focusRequest, setFocusRequest] = useState<{ field: (typeof FIELDS)[number] } | null>(null);
  const busy = mutation.isPending;

  // A disabled field cannot take the focus: wait for the request to end.
  useEffect(() => {
    if (focusRequest && !busy) setFocus(focusRequest.field);
  }, [focusRequest, busy, setFocus]);

  const onSubmit = handleSubmit((settlement) => {
    setDone(null);
    mutation.reset();
    mutation.mutate(settlement, {
      onSuccess: (after) => {
        const text = t('admin.deferred.recorded', {
          order: after.orderNumber,
          balance: formatSignedEur(after.balance, lang),
        });
        setDone(text);
        reset();
        toast.success(text);
      },
      onError: (error) => {
        // The server's refusal of a value, beside its field.
        const refusal = refusalOfField(error, FIELDS);
        if (refusal) {
          setError(refusal.field, { type: 'server', message: refusal.message });
          setFocusRequest({ field: refusal.field });
        }
      },
    });
  });
  const refusedField = refusalOfField(mutation.error, FIELDS) !== null;

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.deferred.recordHeading')}</h3>
      <p>{t('admin.deferred.recordIntro')}</p>
      <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FieldShell
          label={t('admin.deferred.orderNumber')}
          error={errors.orderNumber?.message}
          announce
        >
          {(control) => (
            <input
              {...control}
              required
              autoComplete="off"
              disabled={busy}
              {...register('orderNumber')}
            />
          )}
        </FieldShell>
        <SelectField
          label={t('admin.deferred.direction')}
          registration={register('direction')}
          disabled={busy}
          options={DIRECTIONS.map((direction) => ({
            value: direction,
            label: t(`admin.deferred.directionOptions.${direction}`),
          }))}
        />
        <FieldShell label={t('admin.deferred.paidOn')} error={errors.paidOn?.message} announce>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              max={shopToday()}
              disabled={busy}
              {...register('paidOn')}
            />
          )}
        </FieldShell>
        <FieldShell label={t('admin.deferred.amount')} error={errors.amount?.message} announce>
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
          label={t('admin.deferred.reference')}
          error={errors.reference?.message}
          announce
        >
          {(control) => (
            <input
              {...control}
              required
              maxLength={140}
              disabled={busy}
              {...register('reference')}
            />
          )}
        </FieldShell>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('admin.deferred.submit')}</BusyLabel>
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

function PaymentsTable({ payments, lang }: { payments: DeferredPayment[]; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{t('admin.deferred.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.deferred.colOrder')}</th>
          <th scope="col">{t('admin.deferred.colAdministration')}</th>
          <th scope="col">{t('admin.deferred.colCharged')}</th>
          <th scope="col">{t('admin.deferred.colRefunds')}</th>
          <th scope="col">{t('admin.deferred.colDue')}</th>
          <th scope="col">{t('admin.deferred.colReceived')}</th>
          <th scope="col">{t('admin.deferred.colRepaid')}</th>
          <th scope="col">{t('admin.deferred.colBalance')}</th>
          <th scope="col">{t('admin.deferred.colState')}</th>
          <th scope="col">{t('admin.deferred.colMovements')}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.orderNumber}>
            <th scope="row">
              {payment.orderNumber}
              <br />
              <small>{formatDateTime(payment.createdAt, lang)}</small>
            </th>
            <td>
              {payment.administration ?? ''}
              <br />
              <small>{payment.buyerEmail}</small>
            </td>
            <td>{formatEur(payment.charged, lang)}</td>
            <td>{formatEur(payment.refundsOwed, lang)}</td>
            <td>{formatEur(payment.due, lang)}</td>
            <td>{formatEur(payment.received, lang)}</td>
            <td>{formatEur(payment.repaid, lang)}</td>
            <td>{formatSignedEur(payment.balance, lang)}</td>
            <td>{t(`admin.deferred.states.${payment.state}`)}</td>
            <td>
              {payment.settlements.length === 0 ? (
                t('admin.deferred.noMovements')
              ) : (
                <ul>
                  {payment.settlements.map((settlement) => (
                    <li key={settlement.id}>
                      {t('admin.deferred.movement', {
                        day: formatDate(settlement.paidOn, lang),
                        direction: t(`admin.deferred.directions.${settlement.direction}`),
                        amount: formatEur(settlement.amount, lang),
                        reference: settlement.reference,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The public administrations' deferred payments (docs/spec/deferred-payments.md): each order's
 * figures, net of the refunds owed to it, filtered by where it stands; and the form that
 * records what was received or repaid.
 */
export function DeferredPaymentsPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<DeferredPaymentState | ''>('OUTSTANDING');
  const { data, isPending, isError, error, refetch } = useDeferredPayments(state || null);
  return (
    <div className="admin-panel">
      <section className="admin-card" aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`}>{t('admin.deferred.heading')}</h3>
        <p>{t('admin.deferred.intro')}</p>
        <div className="admin-form admin-form--inline">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-state`}>
              {t('admin.deferred.show')}
            </label>
            <select
              id={`${id}-state`}
              className="field__input"
              value={state}
              onChange={(event) => setState(event.target.value as DeferredPaymentState | '')}
            >
              <option value="">{t('admin.deferred.all')}</option>
              {STATES.map((option) => (
                <option key={option} value={option}>
                  {t(`admin.deferred.states.${option}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {isPending || isError ? (
          <LoadState isPending={isPending} error={error} retry={() => void refetch()} />
        ) : data.length === 0 ? (
          <p>{t('admin.deferred.empty')}</p>
        ) : (
          <div className="admin-table-wrap">
            <PaymentsTable payments={data} lang={lang} />
          </div>
        )}
      </section>
      <RecordForm lang={lang} />
    </div>
  );
}
