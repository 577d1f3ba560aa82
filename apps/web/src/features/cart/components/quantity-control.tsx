import { useTranslation } from '../../../i18n/use-translation';
import type { BasketLine } from '../../../lib/basket-api';
import { quantityLimits } from '../utils/cart-rules';

/**
 * The line's quantity with − and + when more than one copy is in stock (docs/spec/cart.md §2.3).
 * The buttons say they are disabled with aria-disabled, so keyboard focus stays on them.
 */
export function QuantityControl({
  line,
  busy,
  onIncrease,
  onDecrease,
}: {
  line: BasketLine;
  busy: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
}) {
  const { t } = useTranslation();
  const { showButtons, canDecrease, canIncrease } = quantityLimits(line);
  const decreaseOff = busy || !canDecrease;
  const increaseOff = busy || !canIncrease;

  return (
    <div className="quantity" role="group" aria-label={t('cart.line.quantity')}>
      {showButtons ? (
        <button
          type="button"
          className="quantity__button"
          aria-label={t('cart.line.decrease')}
          aria-disabled={decreaseOff}
          onClick={() => {
            if (!decreaseOff) onDecrease();
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
      ) : null}
      <span className="quantity__value" aria-live="polite">
        {line.qty}
      </span>
      {showButtons ? (
        <button
          type="button"
          className="quantity__button"
          aria-label={t('cart.line.increase')}
          aria-disabled={increaseOff}
          onClick={() => {
            if (!increaseOff) onIncrease();
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      ) : null}
    </div>
  );
}
