import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLang } from '../../../i18n/use-lang';
import type { BasketBookshop } from '../../../lib/basket-api';
import { formatDate } from '../../../lib/dates';
import type { ShippingType } from '@scaffale/domain/shipping';
import type { CartActions } from '../hooks/use-cart-actions';
import type { BookshopShipping } from '../hooks/use-shipping-plan';
import { CartLine } from './cart-line';
import { ProvisionalTotals } from './provisional-totals';
import { ShippingSelector } from './shipping-selector';

/**
 * One bookshop's part of the cart: its title (a link to the bookshop), its books, its
 * shipping choice and its provisional totals. A closed bookshop says until when, shows
 * no shipping choice and zero totals.
 */
export function BookshopGroup({
  bookshop,
  countryName,
  plan,
  actions,
  onSelectShipping,
}: {
  bookshop: BasketBookshop;
  countryName: string;
  plan: BookshopShipping;
  actions: CartActions;
  onSelectShipping: (type: ShippingType) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();

  return (
    <section className="cart-group card" aria-labelledby={headingId}>
      <header className="cart-group__header">
        <h2 className="cart-group__title" id={headingId}>
          <Link to={paths.bookshop(lang, bookshop.id)}>
            <span className="cart-group__name">{bookshop.name}</span>
            <span className="cart-group__place">
              {' — '}
              {t('cart.bookshop.place', { city: bookshop.city, country: countryName })}
            </span>
          </Link>
        </h2>
        {bookshop.inVacation ? (
          <p className="cart-group__closed">
            {bookshop.vacationEnd
              ? t('cart.bookshop.closedUntil', { date: formatDate(bookshop.vacationEnd, lang) })
              : t('cart.bookshop.closed')}
          </p>
        ) : null}
      </header>

      <ul className="cart-group__lines">
        {bookshop.basketLines.map((line) => (
          <CartLine key={line.id} line={line} bookshop={bookshop} actions={actions} />
        ))}
      </ul>

      <div className="cart-group__footer">
        {plan.needsShipping ? (
          <ShippingSelector plan={plan} describedBy={headingId} onSelect={onSelectShipping} />
        ) : (
          <span />
        )}
        <ProvisionalTotals
          className="totals--bookshop"
          goodsCents={plan.goodsCents}
          shipping={plan.shipping}
          label={t('cart.totals.bookshopLabel', { name: bookshop.name })}
        />
      </div>
    </section>
  );
}
