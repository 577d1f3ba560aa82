import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLang } from '../../../i18n/use-lang';
import { formatCents } from '../../../lib/money';
import type { ShippingType } from '@scaffale/domain/shipping';
import type { BookshopShipping, ShippingAmount } from '../hooks/use-shipping-plan';

const TYPE_KEYS = {
  Shop_pickup: 'cart.shipping.types.shopPickup',
  Economy: 'cart.shipping.types.economy',
  Standard: 'cart.shipping.types.standard',
  Express: 'cart.shipping.types.express',
} as const satisfies Record<ShippingType, string>;

/**
 * The bookshop's shipping choice ('Spedizione'): each offered type with its label
 * (docs/spec/cart.md §2.4) and its approximate cost to the destination. The bookshop's title
 * describes the select, so each group's selector says which bookshop it belongs to.
 */
export function ShippingSelector({
  plan,
  describedBy,
  onSelect,
}: {
  plan: BookshopShipping;
  /** The id of the bookshop's title. */
  describedBy: string;
  onSelect: (type: ShippingType) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const warningId = `${id}-warning`;

  const optionText = (type: ShippingType, amount: ShippingAmount | undefined) => {
    const label = t(TYPE_KEYS[type]);
    switch (amount?.kind) {
      case 'cost':
        return t('cart.shipping.option', { label, cost: formatCents(amount.cents, lang) });
      case 'notAvailable':
        return t('cart.shipping.optionNotAvailable', { label });
      case 'error':
        return label;
      default:
        return t('cart.shipping.optionPending', { label });
    }
  };

  if (plan.offered === 'loading') {
    return (
      <p className="cart-shipping cart-shipping--status" role="status">
        <span className="spinner spinner--dark" aria-hidden="true" />
        <span>{t('cart.shipping.loading')}</span>
      </p>
    );
  }
  if (plan.offered === 'error') {
    return <p className="cart-shipping cart-shipping--warning">{t('cart.shipping.loadError')}</p>;
  }
  const offered = plan.offered;
  if (offered.length === 0 || plan.selected === null) {
    return <p className="cart-shipping cart-shipping--warning">{t('cart.shipping.none')}</p>;
  }

  const notAvailable = plan.shipping.kind === 'notAvailable';
  const selected = plan.selected;
  // A select's own box never wraps its text: on a phone it cut the price off ('– 4,'). The
  // chosen option is drawn in a box of its own that wraps, with the select laid transparent
  // over it, so taps, keys and screen readers still work the select itself.
  return (
    <div className="cart-shipping field">
      <label className="field__label" htmlFor={id}>
        {t('cart.shipping.label')}
      </label>
      <div
        className={notAvailable ? 'shipping-choice shipping-choice--invalid' : 'shipping-choice'}
      >
        <span className="shipping-choice__shown field__input" aria-hidden="true">
          {optionText(selected, plan.quotes[selected])}
        </span>
        <select
          id={id}
          className="shipping-choice__select"
          value={selected}
          aria-describedby={notAvailable ? `${describedBy} ${warningId}` : describedBy}
          aria-invalid={notAvailable || undefined}
          onChange={(event) => {
            const type = offered.find((offeredType) => offeredType === event.target.value);
            if (type) onSelect(type);
          }}
        >
          {offered.map((type) => (
            <option key={type} value={type}>
              {optionText(type, plan.quotes[type])}
            </option>
          ))}
        </select>
      </div>
      {notAvailable ? (
        <p className="cart-shipping__warning" id={warningId}>
          {t('cart.shipping.notAvailable')}
        </p>
      ) : null}
    </div>
  );
}
