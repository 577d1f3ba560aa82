import { useTranslation } from '../../../i18n/use-translation';
import type { SavedShippingAddress } from '../../../lib/addresses/get-shipping-addresses';

/**
 * The selected shipping address as docs/spec/checkout.md §3.2 lists it: name (', C/O …'), street
 * lines, CAP and city (', province'), country, note, phone and email.
 */
export function AddressSummary({ address }: { address: SavedShippingAddress }) {
  const { t } = useTranslation();
  const careOf = address.attenzioneDi
    ? `, ${t('checkout.shipping.careOf', { name: address.attenzioneDi })}`
    : '';
  const province = address.provinciaStato ? `, ${address.provinciaStato}` : '';
  return (
    <address className="checkout-address" data-testid="selected-shipping-address">
      <span className="checkout-address__name">
        {address.name}
        {careOf}
      </span>
      <span>{address.indirizzo}</span>
      {address.indirizzo2 ? <span>{address.indirizzo2}</span> : null}
      <span>
        {address.cap} {address.citta}
        {province}
      </span>
      <span>{address.nazione.name}</span>
      {address.note ? <span>{t('checkout.shipping.note', { value: address.note })}</span> : null}
      <span>{t('checkout.shipping.phone', { value: address.telefono })}</span>
      {address.email ? <span>{t('checkout.shipping.email', { value: address.email })}</span> : null}
    </address>
  );
}
