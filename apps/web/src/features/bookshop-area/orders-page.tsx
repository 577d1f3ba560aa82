import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Lang } from '../../config/languages';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { PART_STATUS_KEYS } from '../../lib/order-words';
import {
  PART_STATUSES,
  useBookshopOrderPage,
  type PartStatus,
  type PartsQuery,
} from './api/bookshop-orders';
import { OrderPartCard } from './components/order-part-card';
import { Pager } from './components/pager';
import { PartsExportForm } from './components/parts-export-form';
import { ReturnsSection } from './components/returns-section';
import { ListState } from './components/list-state';
import { SearchField } from './components/search-field';
import { StaffArea } from './staff-area';

/**
 * The list's search in the address (`?cerca=…&stato=…&pagina=…`, the first as
 * paths.bookshopOrders writes it), so a page of it can be bookmarked, shared, reloaded and
 * gone back to.
 */
const PARAMS = { search: 'cerca', status: 'stato', page: 'pagina' } as const;

function isPartStatus(value: string | null): value is PartStatus {
  return (PART_STATUSES as readonly (string | null)[]).includes(value);
}

function queryOf(params: URLSearchParams): PartsQuery {
  const status = params.get(PARAMS.status);
  const page = Number(params.get(PARAMS.page));
  return {
    search: params.get(PARAMS.search)?.trim() ?? '',
    status: isPartStatus(status) ? status : null,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

function paramsOf(query: PartsQuery): Record<string, string> {
  return {
    ...(query.search ? { [PARAMS.search]: query.search } : {}),
    ...(query.status ? { [PARAMS.status]: query.status } : {}),
    ...(query.page > 1 ? { [PARAMS.page]: String(query.page) } : {}),
  };
}

/** The bookshop's order parts, searched and filtered by state, a page at a time. */
function OrdersSection({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  // What the box holds until it is searched for; the address's search when that changes
  // (back and forward).
  const [text, setText] = useState(query.search);
  const [searched, setSearched] = useState(query.search);
  if (searched !== query.search) {
    setSearched(query.search);
    setText(query.search);
  }
  const { data, isPending, isError, error, refetch, isFetching } = useBookshopOrderPage(query);
  const show = (next: PartsQuery) => setParams(paramsOf(next));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ ...query, search: text.trim(), page: 1 });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let results;
  if (isPending || isError) {
    results = <ListState pending={isPending} error={error} onRetry={() => void refetch()} />;
  } else {
    results = (
      <>
        {data.items.length === 0 ? (
          <p className="staff-area__status">{t('bookshopArea.empty')}</p>
        ) : (
          <ul className="staff-parts">
            {data.items.map((part) => (
              <li key={part.id}>
                <OrderPartCard part={part} lang={lang} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={query.page}
          pages={pages}
          onPage={(page) => show({ ...query, page })}
          words={{
            label: t('bookshopArea.orders.pages'),
            previous: t('bookshopArea.orders.previous'),
            next: t('bookshopArea.orders.next'),
            position: t('bookshopArea.orders.pageOf', { page: query.page, pages }),
          }}
        />
      </>
    );
  }

  return (
    <section
      className="staff-area__orders"
      aria-labelledby={`${id}-orders`}
      aria-busy={isPending || isFetching}
    >
      <h2 id={`${id}-orders`}>{t('bookshopArea.ordersHeading')}</h2>
      <form className="staff-form staff-form--inline" role="search" onSubmit={onSearch}>
        <SearchField
          id={`${id}-search`}
          label={t('bookshopArea.orders.searchLabel')}
          value={text}
          onChange={setText}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-filter`}>
            {t('bookshopArea.filterLabel')}
          </label>
          <select
            id={`${id}-filter`}
            className="field__input"
            value={query.status ?? ''}
            onChange={(event) =>
              show({
                search: text.trim(),
                status: isPartStatus(event.target.value) ? event.target.value : null,
                page: 1,
              })
            }
          >
            <option value="">{t('bookshopArea.filterAll')}</option>
            {PART_STATUSES.map((code) => (
              <option key={code} value={code}>
                {t(PART_STATUS_KEYS[code])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t('bookshopArea.orders.search')}
        </button>
      </form>
      <p className="staff-card__status" role="status">
        {data ? t('bookshopArea.orders.found', { count: data.total }) : null}
      </p>
      {results}
    </section>
  );
}

/**
 * `/{lang}/area-libreria/ordini/`: the orders to handle, the returns to handle
 * (docs/spec/withdrawal-and-returns.md §7), and the orders' export for the accounts.
 */
export function BookshopOrdersPage() {
  const lang = useLang();
  return (
    <StaffArea section="orders">
      {() => (
        <>
          <OrdersSection lang={lang} />
          <ReturnsSection lang={lang} />
          <PartsExportForm lang={lang} />
        </>
      )}
    </StaffArea>
  );
}
