import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useBillingAddresses } from '../../lib/addresses/get-billing-addresses';
import { useShippingAddresses } from '../../lib/addresses/get-shipping-addresses';
import { readCheckoutDestCountry, readCheckoutSelectedShippings } from '../../lib/storage';
import { useCartTotals, type CheckoutSelection } from './api/get-cart-totals';
import {
  initialBillingChoice,
  isBillingIncomplete,
  isPickupOnly,
  needsBillingForm,
  paymentStage,
  type BillingChoice,
} from './checkout-rules';
import { BillingSection } from './components/billing-section';
import { DeliveryNotes } from './components/delivery-notes';
import { NotesRefusalContext } from './hooks/notes-refusal';
import { GiftOption } from './components/gift-option';
import { PaymentSection } from './components/payment/payment-section';
import { ShippingAddressSection } from './components/shipping-address-section';
import { OrderLines } from './components/order-lines';
import { TotalsPanel } from './components/totals-panel';
import { useCheckoutChoices } from './hooks/use-checkout-choices';
import { usePaData } from './hooks/use-pa-data';
import { usePaymentMethodChoice } from './hooks/use-payment-method-choice';
import type { OrderOptions } from './hooks/use-payment-session';
import './checkout.css';

/**
 * `/{lang}/checkout/`, behind the login gate (docs/spec/checkout.md §3): shipping address, delivery
 * notes and the gift flag, billing, the lines, the totals panel with the discount codes, and the
 * payment. The totals come before the payment in the page's order, so that on a phone (one
 * column) the buyer reads what they pay before 'Conferma ordine'; on a wide screen they stand
 * beside the rest (docs/spec/checkout.md §2).
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle('checkout');
  const lang = useLang();

  // Choosing a payment method makes the payment active: it locks the address, the notes, the
  // gift flag, the billing choice and the discount codes (docs/spec/payments.md §2). None is the
  // initial state; a reload keeps the one chosen (usePaymentMethodChoice).
  const [paymentMethod, setPaymentMethod] = usePaymentMethodChoice();
  const paymentActive = paymentMethod !== null;
  // What the cart stored when the buyer proceeded (docs/spec/checkout.md §1).
  const [selectedShippings] = useState(() => readCheckoutSelectedShippings() ?? []);
  const [destCountry] = useState(readCheckoutDestCountry);
  const pickupOnly = isPickupOnly(selectedShippings);

  const shippingAddresses = useShippingAddresses(lang);
  const billingAddresses = useBillingAddresses(lang);

  // The names of docs/spec/checkout.md §1's client state, kept in storage: editing an address or
  // the billing data on their own pages and coming back keeps them (useCheckoutChoices).
  const {
    choices: {
      shippingAddressId: indSpedSelected,
      notes: noteOrdine,
      gift: regalo,
      billing: billingChoice,
    },
    selectShippingAddress: setIndSpedSelected,
    setNotes: setNoteOrdine,
    setGift: setRegalo,
    setBilling: setBillingChoice,
  } = useCheckoutChoices();
  const [datiPa, setDatiPa] = usePaData();
  const [mostraFormIndSped, setMostraFormIndSped] = useState(false);
  // The server's refusal of the notes at the order's creation, shown under them until changed.
  const [notesRefusal, setNotesRefusal] = useState<string | null>(null);
  const saveNotes = (note: string) => {
    setNotesRefusal(null);
    setNoteOrdine(note);
  };

  const addresses = shippingAddresses.data;
  // The one just created or picked, else the first saved address (docs/spec/checkout.md §3.2).
  const selectedAddress =
    addresses?.find((a) => a.id === indSpedSelected) ?? addresses?.[0] ?? null;
  // Until the buyer touches the billing box, the load rule of docs/spec/checkout.md §3.4 decides.
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

  const selectedBilling = billingAddresses.data?.find((a) => a.id === billing.billingId) ?? null;
  const totals = useCartTotals(selection, ready);
  // Once a method is chosen nothing the totals depend on can change: keep the last answer.
  const totalsData = totals.isError && !paymentActive ? undefined : totals.data;
  const stage = paymentActive
    ? 'choose'
    : paymentStage({
        addressFormOpen: !pickupOnly && mostraFormIndSped,
        pickupOnly,
        hasShippings: selectedShippings.length > 0,
        shippingAddressId: selection.shippingAddressId,
        invoice: billing.invoice,
        billingFormOpen: needsBillingForm(selectedBilling),
        billingIncomplete: isBillingIncomplete(selectedBilling),
        totals: ready && totalsData ? totalsData : null,
      });

  // The public-administration data go with the order only for a PA billing address.
  const paData = billing.invoice && selectedBilling?.persona === 'PA' ? datiPa : null;
  const { shippingAddressId } = selection;
  const order = useMemo<OrderOptions>(
    () => ({
      shippingAddressId,
      billingAddress: billing.invoice ? billing.billingId : null,
      notes: noteOrdine,
      invoice: billing.invoice,
      present: regalo,
      selectedShippings,
      numero_ordine_acquisto: paData?.numero_ordine_acquisto || null,
      data_ordine_acquisto: paData?.data_ordine_acquisto.slice(0, 10) || null,
      cig: paData?.cig || null,
      cup: paData?.cup || null,
    }),
    [
      shippingAddressId,
      billing.invoice,
      billing.billingId,
      noteOrdine,
      regalo,
      selectedShippings,
      paData,
    ],
  );

  return (
    <section className="page checkout" aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{t('checkout.heading')}</h1>
      {ready ? (
        <NotesRefusalContext.Provider value={setNotesRefusal}>
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
                  onFormOpenChange={setMostraFormIndSped}
                />
              )}
              <DeliveryNotes
                value={noteOrdine}
                onSave={saveNotes}
                locked={paymentActive}
                error={notesRefusal}
              >
                <GiftOption checked={regalo} onChange={setRegalo} locked={paymentActive} />
              </DeliveryNotes>
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
              <OrderLines lang={lang} totals={totalsData} />
            </div>
            <div className="checkout__aside">
              <TotalsPanel lang={lang} selection={selection} ready={ready} locked={paymentActive} />
            </div>
            <div className="checkout__pay">
              <PaymentSection
                lang={lang}
                stage={stage}
                selection={selection}
                totals={totalsData}
                order={order}
                method={paymentMethod}
                onMethodChange={setPaymentMethod}
              />
            </div>
          </div>
        </NotesRefusalContext.Provider>
      ) : (
        // One wait for the saved addresses, then the whole form at once: sections that fill
        // in one by one would push each other down (layout shift).
        <div className="gate" role="status">
          <span className="spinner spinner--dark" aria-hidden="true" />
          <span>{t('app.loading')}</span>
        </div>
      )}
    </section>
  );
}
