import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { useCountries, type Country } from '../../../lib/countries';
import { toast } from '../../../lib/toast';
import type { ShippingType } from '@scaffale/domain/shipping';
import {
  setShippingRates,
  shippingRatesKey,
  useShippingRates,
  type ShippingTable,
} from '../api/shipping-rates';
import { errorText, fieldErrorOf } from '../../../components/forms/error-text';
import { amountForInput, amountFromInput } from '../money-input';
import { BusyLabel } from '../../../components/forms/busy-label';
import { ScrollRegion } from './scroll-region';

const TYPE_KEYS = {
  Shop_pickup: 'order.shippingTypes.shopPickup',
  Economy: 'order.shippingTypes.economy',
  Standard: 'order.shippingTypes.standard',
  Express: 'order.shippingTypes.express',
} as const satisfies Record<ShippingType, string>;

/** A row as edited: the texts typed, and a key of its own for React. */
interface RowDraft {
  key: number;
  destCountry: string;
  min: string;
  max: string;
  price: string;
}

type RowField = 'destCountry' | 'minWeightGrams' | 'maxWeightGrams' | 'price';

let nextRowKey = 0;

function draftsOf(table: ShippingTable, lang: Lang): RowDraft[] {
  return table.rates.map((rate) => ({
    key: (nextRowKey += 1),
    destCountry: rate.destCountry ?? '',
    min: String(rate.minWeightGrams),
    max: String(rate.maxWeightGrams),
    price: amountForInput(rate.price, lang),
  }));
}

/** 'rates.2.price' → row 2's price; anything else is about the table as a whole. */
function rowFieldOf(field: string | undefined): { row: number; field: RowField } | null {
  const match = /^rates\.(\d+)\.(destCountry|minWeightGrams|maxWeightGrams|price)$/.exec(
    field ?? '',
  );
  return match ? { row: Number(match[1]), field: match[2] as RowField } : null;
}

/** One shipping type: whether it is offered and its bands, edited as a table. */
function RateTableEditor({
  table,
  countries,
  lang,
}: {
  table: ShippingTable;
  countries: readonly Country[];
  lang: Lang;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [offered, setOffered] = useState(table.offered);
  const [rows, setRows] = useState<RowDraft[]>(() => draftsOf(table, lang));
  const [ownError, setOwnError] = useState<{ row: number; field: RowField; text: string } | null>(
    null,
  );
  const typeName = t(TYPE_KEYS[table.shippingType]);
  // The cell to focus once the table is enabled and drawn (a new object for each request).
  const [focusRequest, setFocusRequest] = useState<{ selector: string } | null>(null);
  const focusCell = (row: number, field: RowField) =>
    setFocusRequest({ selector: `[data-cell="${row}-${field}"]` });

  const mutation = useMutation({
    mutationFn: setShippingRates,
    onSuccess: (tables) => {
      toast.success(t('bookshopArea.rates.saved', { type: typeName }));
      // The save button was disabled while it ran: give the keyboard its place back.
      setFocusRequest({ selector: 'button[type="submit"]' });
      queryClient.setQueryData(shippingRatesKey, tables);
      // Carts and totals price their parcels again.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== shippingRatesKey[0],
      });
    },
    onError: (error) => {
      const at = rowFieldOf(fieldErrorOf(error)?.field);
      if (at) focusCell(at.row, at.field);
    },
  });
  const busy = mutation.isPending;
  useEffect(() => {
    if (focusRequest && !busy)
      formRef.current?.querySelector<HTMLElement>(focusRequest.selector)?.focus();
  }, [focusRequest, busy]);
  const serverError = mutation.isError
    ? errorText(mutation.error, t('bookshopArea.actionError'))
    : null;
  const serverAt = mutation.isError ? rowFieldOf(fieldErrorOf(mutation.error)?.field) : null;
  const at = ownError ?? serverAt;
  const alertText = ownError?.text ?? serverError;

  const change = (key: number, part: Partial<RowDraft>) =>
    setRows((old) => old.map((row) => (row.key === key ? { ...row, ...part } : row)));

  const addRow = () => {
    const last = rows.at(-1);
    const dest = last?.destCountry ?? '';
    const sameDest = rows.filter((row) => row.destCountry === dest);
    setRows([
      ...rows,
      {
        key: (nextRowKey += 1),
        destCountry: dest,
        min: sameDest.at(-1)?.max ?? '0',
        max: '',
        price: '',
      },
    ]);
    focusCell(rows.length, 'destCountry');
  };
  const removeRow = (index: number) => {
    setRows(rows.filter((_, i) => i !== index));
    setFocusRequest({ selector: '[data-add-row]' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    for (const [index, row] of rows.entries()) {
      for (const [field, value] of [
        ['minWeightGrams', row.min],
        ['maxWeightGrams', row.max],
      ] as const) {
        if (!/^\d+$/.test(value.trim())) {
          setOwnError({
            row: index,
            field,
            text: t('bookshopArea.rates.weightInvalid', { row: index + 1 }),
          });
          return focusCell(index, field);
        }
      }
    }
    setOwnError(null);
    mutation.mutate({
      shippingType: table.shippingType,
      offered,
      rates: rows.map((row) => ({
        destCountry: row.destCountry === '' ? null : row.destCountry,
        minWeightGrams: Number(row.min.trim()),
        maxWeightGrams: Number(row.max.trim()),
        price: amountFromInput(row.price),
      })),
    });
  };

  const invalid = (row: number, field: RowField) =>
    at?.row === row && at.field === field ? true : undefined;
  const describedBy = (row: number, field: RowField) =>
    invalid(row, field) ? `${id}-error` : undefined;

  return (
    <form
      ref={formRef}
      className="staff-rates"
      aria-labelledby={`${id}-heading`}
      aria-busy={busy}
      onSubmit={onSubmit}
      noValidate
    >
      <h3 id={`${id}-heading`}>{typeName}</h3>
      <label className="staff-check">
        <input
          type="checkbox"
          checked={offered}
          disabled={busy}
          onChange={(event) => setOffered(event.target.checked)}
        />
        {t('bookshopArea.rates.offered', { type: typeName })}
      </label>
      {rows.length === 0 ? (
        <p className="staff-card__status">{t('bookshopArea.rates.noRows')}</p>
      ) : (
        <ScrollRegion labelledBy={`${id}-caption`}>
          <table className="staff-lines staff-rates__table">
            <caption id={`${id}-caption`} className="visually-hidden">
              {t('bookshopArea.rates.caption', { type: typeName })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('bookshopArea.rates.destination')}</th>
                <th scope="col">{t('bookshopArea.rates.from')}</th>
                <th scope="col">{t('bookshopArea.rates.upTo')}</th>
                <th scope="col">{t('bookshopArea.rates.price')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('bookshopArea.rates.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const n = { row: index + 1 };
                return (
                  <tr key={row.key}>
                    <td>
                      <select
                        className="field__input"
                        aria-label={t('bookshopArea.rates.destinationOf', n)}
                        data-cell={`${index}-destCountry`}
                        value={row.destCountry}
                        disabled={busy}
                        aria-invalid={invalid(index, 'destCountry')}
                        aria-describedby={describedBy(index, 'destCountry')}
                        onChange={(event) => change(row.key, { destCountry: event.target.value })}
                      >
                        <option value="">{t('bookshopArea.rates.elsewhere')}</option>
                        {countries.map((country) => (
                          <option key={country.code} value={country.code}>
                            {country.name}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input
                        className="field__input staff-shelf__count"
                        inputMode="numeric"
                        aria-label={t('bookshopArea.rates.fromOf', n)}
                        data-cell={`${index}-minWeightGrams`}
                        value={row.min}
                        disabled={busy}
                        aria-invalid={invalid(index, 'minWeightGrams')}
                        aria-describedby={describedBy(index, 'minWeightGrams')}
                        onChange={(event) => change(row.key, { min: event.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        className="field__input staff-shelf__count"
                        inputMode="numeric"
                        aria-label={t('bookshopArea.rates.upToOf', n)}
                        data-cell={`${index}-maxWeightGrams`}
                        value={row.max}
                        disabled={busy}
                        aria-invalid={invalid(index, 'maxWeightGrams')}
                        aria-describedby={describedBy(index, 'maxWeightGrams')}
                        onChange={(event) => change(row.key, { max: event.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        className="field__input staff-shelf__amount"
                        inputMode="decimal"
                        aria-label={t('bookshopArea.rates.priceOf', n)}
                        data-cell={`${index}-price`}
                        value={row.price}
                        disabled={busy}
                        aria-invalid={invalid(index, 'price')}
                        aria-describedby={describedBy(index, 'price')}
                        onChange={(event) => change(row.key, { price: event.target.value })}
                      />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button staff-button--secondary"
                        disabled={busy}
                        onClick={() => removeRow(index)}
                      >
                        {t('bookshopArea.rates.remove', n)}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {alertText ? (
        <p className="form__alert" id={`${id}-error`} role="alert">
          {alertText}
        </p>
      ) : null}
      <div className="staff-part__actions">
        <button
          type="button"
          className="button staff-button--secondary"
          data-add-row
          disabled={busy}
          onClick={addRow}
        >
          {t('bookshopArea.rates.addRow')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          <BusyLabel busy={busy}>{t('bookshopArea.rates.save', { type: typeName })}</BusyLabel>
        </button>
      </div>
    </form>
  );
}

/** The bookshop's shipping: the types it offers and each type's rate table. */
export function ShippingRatesSection({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const rates = useShippingRates();
  const countries = useCountries(lang);

  let body;
  if (rates.isPending || countries.isPending) {
    body = (
      <div className="staff-area__status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('bookshopArea.rates.loading')}</span>
      </div>
    );
  } else if (rates.isError || countries.isError) {
    body = (
      <div className="staff-area__status" role="alert">
        <p>{errorText(rates.error ?? countries.error, t('bookshopArea.actionError'))}</p>
        <button
          className="button button--primary"
          type="button"
          onClick={() => {
            void rates.refetch();
            void countries.refetch();
          }}
        >
          {t('bookshopArea.retry')}
        </button>
      </div>
    );
  } else {
    body = rates.data.map((table) => (
      <RateTableEditor
        key={`${table.shippingType}-${lang}`}
        table={table}
        countries={countries.data}
        lang={lang}
      />
    ));
  }

  return (
    <section className="staff-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.rates.heading')}</h2>
      <p className="staff-card__status">{t('bookshopArea.rates.intro')}</p>
      {body}
    </section>
  );
}
