import { useTranslation } from '../../i18n/use-translation';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLoginStatus } from '../../hooks/use-login-status';
import { useLang } from '../../i18n/use-lang';
import { useBasket, type Basket } from '../../lib/basket-api';
import { useCountries } from '../../lib/countries';
import { BookshopGroup } from './components/bookshop-group';
import { CartBreadcrumb } from './components/cart-breadcrumb';
import { CartSummary } from './components/cart-summary';
import { EmptyCart } from './components/empty-cart';
import { UnavailableNotice } from './components/unavailable-notice';
import { StockAdjustedNotice } from '../../components/basket/stock-adjusted-notice';
import { useCartActions } from './hooks/use-cart-actions';
import { useDestinationCountry } from './hooks/use-destination-country';
import { useShippingPlan, type BookshopShipping } from './hooks/use-shipping-plan';
import { unavailableLines } from './utils/cart-rules';
import './cart.css';

const NO_SHIPPING: BookshopShipping = {
  goodsCents: 0,
  needsShipping: false,
  offered: [],
  selected: null,
  quotes: {},
  shipping: { kind: 'cost', cents: 0 },
};

/** The filled cart: bookshop groups on the left, destination and totals on the right. */
function CartContent({
  basket,
  loginStatus,
}: {
  basket: Basket;
  loginStatus: ReturnType<typeof useLoginStatus>;
}) {
  const lang = useLang();
  const { data: countries } = useCountries(lang);
  const [destCountry, setDestCountry] = useDestinationCountry(lang, countries);
  const { byBookshop, select, selectedShippings } = useShippingPlan(basket.bookshops, destCountry);
  const actions = useCartActions();
  const unavailable = unavailableLines(basket).map((line) => line.productId);
  const countryName = (code: string) => countries?.find((c) => c.code === code)?.name ?? code;

  return (
    <div className="cart-layout">
      <div className="cart-layout__groups">
        <StockAdjustedNotice basket={basket} />
        <UnavailableNotice productIds={unavailable} actions={actions} />
        {basket.bookshops.map((bookshop) => (
          <BookshopGroup
            key={bookshop.id}
            bookshop={bookshop}
            countryName={countryName(bookshop.countryCode)}
            plan={byBookshop.get(bookshop.id) ?? NO_SHIPPING}
            actions={actions}
            onSelectShipping={(type) => select(bookshop.id, type)}
          />
        ))}
      </div>
      <div className="cart-layout__summary">
        <CartSummary
          plans={[...byBookshop.values()]}
          countries={countries}
          destCountry={destCountry}
          onDestinationChange={setDestCountry}
          loginStatus={loginStatus}
          hasUnavailable={unavailable.length > 0}
          selectedShippings={selectedShippings}
        />
      </div>
    </div>
  );
}

/** The cart (`/it/carrello`, `/en/cart`, `/fr/corbeille`, `/es/cesta`, `/{lang}/cart/`). */
export function CartPage() {
  const { t } = useTranslation();
  usePageTitle('cart');
  const basket = useBasket();
  const loginStatus = useLoginStatus();

  let content;
  if (basket.isPending) {
    content = (
      <div className="cart-loading" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('cart.loading')}</span>
      </div>
    );
  } else if (basket.isError) {
    content = (
      <div className="cart-error card">
        <p role="alert">{t('cart.loadError')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void basket.refetch()}
        >
          {t('cart.retry')}
        </button>
      </div>
    );
  } else if (basket.data.bookshops.length === 0) {
    content = <EmptyCart loginStatus={loginStatus} />;
  } else {
    content = <CartContent basket={basket.data} loginStatus={loginStatus} />;
  }

  return (
    <section className="page cart" aria-labelledby="cart-heading" aria-busy={basket.isPending}>
      <CartBreadcrumb />
      <h1 id="cart-heading">{t('cart.heading')}</h1>
      {content}
    </section>
  );
}
