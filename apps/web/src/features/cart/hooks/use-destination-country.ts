import { useCallback, useState } from 'react';
import type { Lang } from '../../../config/languages';
import { parseCountryCode, readStored, writeStored } from '../../../lib/storage';
import type { Country } from '../../../lib/countries';
import { defaultDestinationCountry } from '../utils/cart-rules';

/** The buyer's own choice of destination, kept across visits (local storage). */
const CART_DEST_COUNTRY_KEY = 'cart.destCountry';

/**
 * The destination country: the buyer's remembered choice when the server still knows the
 * country, else the language's default (docs/spec/cart.md §2.4).
 */
export function useDestinationCountry(
  lang: Lang,
  countries: readonly Country[] | undefined,
): [string, (code: string) => void] {
  const [chosen, setChosen] = useState<string | null>(() =>
    readStored(CART_DEST_COUNTRY_KEY, parseCountryCode),
  );
  const known =
    chosen !== null && (countries === undefined || countries.some((c) => c.code === chosen));
  const destination = known ? chosen : defaultDestinationCountry(lang);

  const choose = useCallback((code: string) => {
    const parsed = parseCountryCode(code);
    if (parsed === null) return;
    setChosen(parsed);
    writeStored(CART_DEST_COUNTRY_KEY, parsed);
  }, []);

  return [destination, choose];
}
