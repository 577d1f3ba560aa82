import { describe, expect, it } from 'vitest';
import { ORDER_NOTES_MAX_LENGTH } from '@scaffale/domain/order-notes';
import type { BillingAddress } from '../../lib/addresses/get-billing-addresses';
import {
  billingIdWhenTicked,
  initialBillingChoice,
  isBillingIncomplete,
  isNonZero,
  isPickupOnly,
  methodsWithUi,
  needsBillingForm,
  notesTooLong,
  paymentStage,
  productsTotalCents,
} from './checkout-rules';

function billing(overrides: Partial<BillingAddress>): BillingAddress {
  return {
    id: 'A1',
    professionale: false,
    tipologia: '',
    sconto: 0,
    label: '',
    persona: 'NONE',
    data_nascita: null,
    nazione: { code: 'IT', name: 'Italia' },
    pagamento_posticipato: false,
    codice_fiscale: '',
    partita_iva: '',
    ragione_sociale: '',
    pec: '',
    codice_destinatario_sdi: '',
    nome: '',
    cognome: '',
    indirizzo: '',
    citta: '',
    provincia_stato: '',
    cap: '',
    completo: false,
    ...overrides,
  };
}

describe('isPickupOnly', () => {
  it('is true only when every selected shipping is Shop_pickup', () => {
    expect(isPickupOnly([{ codelib: '1', shipping: 'Shop_pickup' }])).toBe(true);
    expect(
      isPickupOnly([
        { codelib: '1', shipping: 'Shop_pickup' },
        { codelib: '2', shipping: 'Standard' },
      ]),
    ).toBe(false);
  });

  it('is false with nothing selected', () => {
    expect(isPickupOnly([])).toBe(false);
  });
});

describe('initialBillingChoice', () => {
  it('picks the first professional address and ticks the invoice box', () => {
    const addresses = [
      billing({ id: 'A1', persona: 'FIS' }),
      billing({ id: 'A2', persona: 'GIU', professionale: true }),
      billing({ id: 'A3', persona: 'GIU', professionale: true }),
    ];
    expect(initialBillingChoice(addresses)).toEqual({ invoice: true, billingId: 'A2' });
  });

  it('otherwise picks the first address, box unticked', () => {
    expect(initialBillingChoice([billing({ id: 'A7' }), billing({ id: 'A8' })])).toEqual({
      invoice: false,
      billingId: 'A7',
    });
  });

  it('selects nothing when there is no billing address', () => {
    expect(initialBillingChoice([])).toEqual({ invoice: false, billingId: null });
    expect(billingIdWhenTicked([])).toBeNull();
  });

  it('ticking follows the same rule', () => {
    const addresses = [billing({ id: 'A1' }), billing({ id: 'A2', professionale: true })];
    expect(billingIdWhenTicked(addresses)).toBe('A2');
    expect(billingIdWhenTicked([billing({ id: 'A5' })])).toBe('A5');
  });
});

describe('billing form and warning', () => {
  it('shows the form for persona NONE or no record, not for a saved persona', () => {
    expect(needsBillingForm(null)).toBe(true);
    expect(needsBillingForm(billing({ persona: 'NONE' }))).toBe(true);
    expect(needsBillingForm(billing({ persona: 'FIS', completo: true }))).toBe(false);
    expect(needsBillingForm(billing({ persona: 'GIU', professionale: true }))).toBe(false);
  });

  it('warns about incomplete data only for a saved persona', () => {
    expect(isBillingIncomplete(billing({ persona: 'NONE', completo: false }))).toBe(false);
    expect(isBillingIncomplete(billing({ persona: 'PA', completo: false }))).toBe(true);
    expect(isBillingIncomplete(billing({ persona: 'GIU', completo: true }))).toBe(false);
    expect(isBillingIncomplete(null)).toBe(false);
  });
});

describe('totals lines', () => {
  it("'totale prodotti' adds the discount back to the goods, in cents", () => {
    expect(productsTotalCents({ merce: '17.01', sconto: '1.89' })).toBe(1890);
    expect(productsTotalCents({ merce: '0.10', sconto: '0.20' })).toBe(30);
  });

  it('tells zero amounts apart', () => {
    expect(isNonZero('0.00')).toBe(false);
    expect(isNonZero('25.00')).toBe(true);
  });
});

describe('paymentStage', () => {
  const base = {
    addressFormOpen: false,
    pickupOnly: false,
    hasShippings: true,
    shippingAddressId: '7',
    invoice: false,
    billingFormOpen: false,
    billingIncomplete: false,
    totals: { totale: '18.90', borsellino: '0.00' },
  };

  it('offers the chooser once address, billing and totals are settled', () => {
    expect(paymentStage(base)).toBe('choose');
  });

  it('is unavailable while the address form is open or no address is chosen', () => {
    expect(paymentStage({ ...base, addressFormOpen: true })).toBe('unavailable');
    expect(paymentStage({ ...base, shippingAddressId: null })).toBe('unavailable');
    expect(paymentStage({ ...base, hasShippings: false })).toBe('unavailable');
  });

  it('needs no address when everything is collected in store', () => {
    expect(paymentStage({ ...base, pickupOnly: true, shippingAddressId: null })).toBe('choose');
  });

  it('waits for the billing form only when an invoice is asked for', () => {
    expect(paymentStage({ ...base, invoice: true, billingFormOpen: true })).toBe('unavailable');
    expect(paymentStage({ ...base, invoice: true, billingIncomplete: true })).toBe('unavailable');
    expect(paymentStage({ ...base, invoice: false, billingFormOpen: true })).toBe('choose');
  });

  it('waits for the totals; nothing to pay when total and store credit are both zero', () => {
    expect(paymentStage({ ...base, totals: null })).toBe('loading');
    expect(paymentStage({ ...base, totals: { totale: '0.00', borsellino: '0.00' } })).toBe(
      'nothingToPay',
    );
    expect(paymentStage({ ...base, totals: { totale: '0.00', borsellino: '9.00' } })).toBe(
      'choose',
    );
  });
});

describe('methodsWithUi', () => {
  it('drops cash on delivery and keeps the order', () => {
    expect(methodsWithUi(['STRIPE', 'CASH_ON_DELIVERY', 'MANUAL'])).toEqual(['STRIPE', 'MANUAL']);
  });
});

describe('notesTooLong', () => {
  it('refuses notes past the server’s limit, which never cuts them', () => {
    expect(notesTooLong('')).toBe(false);
    expect(notesTooLong('x'.repeat(ORDER_NOTES_MAX_LENGTH))).toBe(false);
    expect(notesTooLong('x'.repeat(ORDER_NOTES_MAX_LENGTH + 1))).toBe(true);
  });
});
