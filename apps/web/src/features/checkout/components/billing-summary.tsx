import { useTranslation } from '../../../i18n/use-translation';
import {
  billingAddressName,
  type BillingAddress,
} from '../../../lib/addresses/get-billing-addresses';

/** The selected saved billing data, as the invoice will carry it. */
export function BillingSummary({ address }: { address: BillingAddress }) {
  const { t } = useTranslation();
  const name = billingAddressName(address);
  const person = `${address.nome} ${address.cognome}`.trim();
  const province = address.provincia_stato ? `, ${address.provincia_stato}` : '';
  return (
    <address className="checkout-address" data-testid="selected-billing-address">
      <span className="checkout-address__name">{name}</span>
      {person && person !== name ? <span>{person}</span> : null}
      {address.indirizzo ? <span>{address.indirizzo}</span> : null}
      {address.cap || address.citta ? (
        <span>
          {address.cap} {address.citta}
          {province}
        </span>
      ) : null}
      {address.nazione ? <span>{address.nazione.name}</span> : null}
      {address.codice_fiscale ? (
        <span>{t('checkout.billing.codiceFiscale', { value: address.codice_fiscale })}</span>
      ) : null}
      {address.partita_iva ? (
        <span>{t('checkout.billing.partitaIva', { value: address.partita_iva })}</span>
      ) : null}
    </address>
  );
}
