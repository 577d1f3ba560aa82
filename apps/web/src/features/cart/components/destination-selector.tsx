import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Country } from '../../../lib/countries';

/** 'Paese di destinazione': the country every bookshop's shipping is priced to. */
export function DestinationSelector({
  countries,
  value,
  onChange,
}: {
  /** undefined while the list loads: the current choice is shown alone meanwhile. */
  countries: readonly Country[] | undefined;
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = countries ?? [{ code: value, name: value }];
  return (
    <div className="field cart-destination">
      <label className="field__label" htmlFor={id}>
        {t('cart.summary.destination')}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        disabled={countries === undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
