import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useBillingAddresses } from '../../lib/addresses/get-billing-addresses';
import { useShippingAddresses } from '../../lib/addresses/get-shipping-addresses';
import { readCheckoutDestCountry, readCheckoutSelectedShippings } from '../../lib/storage';
import type { CheckoutSelection } from './api/get-cart-totals';
import { initialBillingChoice, isPickupOnly, type BillingChoice } from './checkout-rules';
import { BillingSection } from './components/billing-section';
import { DeliveryNotes } from './components/delivery-notes';
import { ShippingAddressSection } from './components/shipping-address-section';
import { TotalsPanel } from './components/totals-panel';
import { usePaData } from './hooks/use-pa-data';
import './checkout.css';

/**
 * `/{lang}/checkout/`, behind the login gate (SPEC §2): shipping address, delivery notes,
 * billing, and the totals panel with the discount codes. The payment comes with its own issue.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle('checkout');
  const lang = useLang();

  // Choosing a payment method (a later issue) sets this; it locks the address, the notes,
  // the billing choice and the discount codes (SPEC §4).
  const [paymentActive] = useState(false);
  // What the cart stored when the buyer proceeded (SPEC §4).
  const [selectedShippings] = useState(() => readCheckoutSelectedShippings() ?? []);
  const [destCountry] = useState(readCheckoutDestCountry);
  const pickupOnly = isPickupOnly(selectedShippings);

  const shippingAddresses = useShippingAddresses(lang);
  const billingAddresses = useBillingAddresses(lang);

  // The names of SPEC §3's client state.
  const [indSpedSelected, setIndSpedSelected] = useState<string | null>(null);
  const [noteOrdine, setNoteOrdine] = useState('');
  const [billingChoice, setBillingChoice] = useState<BillingChoice | null>(null);
  const [datiPa, setDatiPa] = usePaData();

  const addresses = shippingAddresses.data;
  // The one just created or picked, else the first saved address (SPEC §4).
  const selectedAddress =
    addresses?.find((a) => a.id === indSpedSelected) ?? addresses?.[0] ?? null;
  // Until the buyer touches the billing box, the load rule of SPEC §4 decides.
  const billing: BillingChoice =
    billingChoice ??
    (billingAddresses.data
      ? initialBillingChoice(billingAddresses.data)
      : { invoice: false, billingId: null });

  const selection: CheckoutSelection = {
    selectedShippings,
    shippingAddressId: pickupOnly ? null : (selectedAddress?.id ?? null),
    billingAddressId: billing.billingId,
  };
  const ready = !shippingAddresses.isPending && !billingAddresses.isPending;

  return (
    <section className="page checkout" aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{t('checkout.heading')}</h1>
      <div className="checkout__layout">
        <div className="checkout__main">
          {pickupOnly ? (
            <section className="checkout-section" aria-labelledby="checkout-pickup-heading">
              <h2 id="checkout-pickup-heading">{t('checkout.shipping.heading')}</h2>
              <p className="checkout-note">{t('checkout.shipping.pickupOnly')}</p>
            </section>
          ) : (
            <ShippingAddressSection
              lang={lang}
              addresses={addresses}
              loadFailed={shippingAddresses.isError}
              selected={selectedAddress}
              onSelect={setIndSpedSelected}
              destCountry={destCountry}
              locked={paymentActive}
            />
          )}
          <DeliveryNotes value={noteOrdine} onSave={setNoteOrdine} locked={paymentActive} />
          <BillingSection
            lang={lang}
            addresses={billingAddresses.data}
            loadFailed={billingAddresses.isError}
            choice={billing}
            onChoiceChange={setBillingChoice}
            paData={datiPa}
            onPaDataChange={setDatiPa}
            locked={paymentActive}
          />
        </div>
        <div className="checkout__aside">
          <TotalsPanel lang={lang} selection={selection} ready={ready} locked={paymentActive} />
        </div>
      </div>
    </section>
  );
}
