import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import type { Translate } from '../../../i18n/translate';
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

/** A row as edited: the texts typed. */
interface RowDraft {
  destCountry: string;
  min: string;
  max: string;
  price: string;
}

interface TableDraft {
  offered: boolean;
  rows: RowDraft[];
}

/** A row's field as the form names it, and as the server does. */
const CELLS = {
  destCountry: 'destCountry',
  min: 'minWeightGrams',
  max: 'maxWeightGrams',
  price: 'price',
} as const satisfies Record<keyof RowDraft, string>;
type Cell = keyof typeof CELLS;

function draftOf(table: ShippingTable, lang: Lang): TableDraft {
  return {
    offered: table.offered,
    rows: table.rates.map((rate) => ({
      destCountry: rate.destCountry ?? '',
      min: String(rate.minWeightGrams),
      max: String(rate.maxWeightGrams),
      price: amountForInput(rate.price, lang),
    })),
  };
}

/** 'rates.2.price' → row 2's price; anything else is about the table as a whole. */
function rowCellOf(field: string | undefined): { row: number; cell: Cell } | null {
  const match = /^rates\.(\d+)\.(destCountry|minWeightGrams|maxWeightGrams|price)$/.exec(
    field ?? '',
  );
  const cell = (Object.keys(CELLS) as Cell[]).find((name) => CELLS[name] === match?.[2]);
  return match && cell ? { row: Number(match[1]), cell } : null;
}

/**
 * The table as the server takes it: each band's weights whole numbers (the first problem said,
 * by its row); the bands' gaps, overlaps and prices are the server's to judge.
 */
function tableSchema(shippingType: ShippingType, t: Translate) {
  return z
    .object({
      offered: z.boolean(),
      rows: z.array(
        z.object({ destCountry: z.string(), min: z.string(), max: z.string(), price: z.string() }),
      ),
    })
    .transform((draft, context): ShippingTable => {
      for (const [index, row] of draft.rows.entries()) {
        for (const cell of ['min', 'max'] as const) {
          if (!/^\d+$/.test(row[cell].trim())) {
            context.addIssue({
              code: 'custom',
              path: ['rows', index, cell],
              message: t('bookshopArea.rates.weightInvalid', { row: index + 1 }),
            });
            return z.NEVER;
          }
        }
      }
      return {
        shippingType,
        offered: draft.offered,
        rates: draft.rows.map((row) => ({
          destCountry: row.destCountry === '' ? null : row.destCountry,
          minWeightGrams: Number(row.min.trim()),
          maxWeightGrams: Number(row.max.trim()),
          price: amountFromInput(row.price),
        })),
      };
    });
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
  const schema = useMemo(() => tableSchema(table.shippingType, t), [table.shippingType, t]);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TableDraft, unknown, ShippingTable>({
    resolver: firstProblemResolver(schema),
    defaultValues: draftOf(table, lang),
    reValidateMode: 'onSubmit',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const typeName = t(TYPE_KEYS[table.shippingType]);
  // What to focus once the table is enabled and drawn (a new object for each request).
  const [focusRequest, setFocusRequest] = useState<
    { cell: `rows.${number}.${Cell}` } | { selector: string } | null
  >(null);

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
      const refusal = fieldErrorOf(error);
      const at = rowCellOf(refusal?.field);
      if (refusal && at) {
        const cell = `rows.${at.row}.${at.cell}` as const;
        setError(cell, { type: 'server', message: refusal.message });
        setFocusRequest({ cell });
      }
    },
  });
  const busy = mutation.isPending;
  useEffect(() => {
    if (!focusRequest || busy) return;
    if ('cell' in focusRequest) setFocus(focusRequest.cell);
    else formRef.current?.querySelector<HTMLElement>(focusRequest.selector)?.focus();
  }, [focusRequest, busy, setFocus]);

  // One problem at a time, the form's or the server's: said below the table, the cell it is
  // about marked and described by it.
  const cellError = errors.rows?.findIndex?.((row) => row !== undefined) ?? -1;
  const rowErrors = cellError >= 0 ? errors.rows?.[cellError] : undefined;
  const badCell = (Object.keys(CELLS) as Cell[]).find((cell) => rowErrors?.[cell]);
  const alertText =
    (badCell ? rowErrors?.[badCell]?.message : undefined) ??
    (mutation.isError ? errorText(mutation.error, t('bookshopArea.actionError')) : null);
  const cellProps = (row: number, cell: Cell) => {
    const invalid = row === cellError && cell === badCell;
    return {
      disabled: busy,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}-error` : undefined,
      ...register(`rows.${row}.${cell}`),
    };
  };

  const addRow = () => {
    const rows = getValues('rows');
    const dest = rows.at(-1)?.destCountry ?? '';
    const sameDest = rows.filter((row) => row.destCountry === dest);
    append(
      { destCountry: dest, min: sameDest.at(-1)?.max ?? '0', max: '', price: '' },
      { focusName: `rows.${rows.length}.destCountry` },
    );
  };
  const removeRow = (index: number) => {
    remove(index);
    setFocusRequest({ selector: '[data-add-row]' });
  };

  const onSubmit = (event: FormEvent) => {
    mutation.reset();
    void handleSubmit((saved) => mutation.mutate(saved))(event);
  };

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
        <input type="checkbox" disabled={busy} {...register('offered')} />
        {t('bookshopArea.rates.offered', { type: typeName })}
      </label>
      {fields.length === 0 ? (
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
              {fields.map((field, index) => {
                const n = { row: index + 1 };
                return (
                  <tr key={field.id}>
                    <td>
                      <select
                        className="field__input"
                        aria-label={t('bookshopArea.rates.destinationOf', n)}
                        {...cellProps(index, 'destCountry')}
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
                        {...cellProps(index, 'min')}
                      />
                    </td>
                    <td>
                      <input
                        className="field__input staff-shelf__count"
                        inputMode="numeric"
                        aria-label={t('bookshopArea.rates.upToOf', n)}
                        {...cellProps(index, 'max')}
                      />
                    </td>
                    <td>
                      <input
                        className="field__input staff-shelf__amount"
                        inputMode="decimal"
                        aria-label={t('bookshopArea.rates.priceOf', n)}
                        {...cellProps(index, 'price')}
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
