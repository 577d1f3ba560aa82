import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface GiftOptionProps {
  /** docs/spec/checkout.md §3.3's `regalo`: sent with the order as `present`. */
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Payment active: the order's options can no longer change. */
  locked: boolean;
}

/** 'Regalo': the buyer marks the order as a gift. */
export function GiftOption({ checked, onChange, locked }: GiftOptionProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="checkout-gift">
      <div className="checkout-checkbox">
        <input
          id={`${id}-gift`}
          type="checkbox"
          checked={checked}
          disabled={locked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={`${id}-gift`}>{t('checkout.gift.label')}</label>
      </div>
      <p className="checkout-hint" id={`${id}-hint`}>
        {t('checkout.gift.hint')}
      </p>
    </div>
  );
}
