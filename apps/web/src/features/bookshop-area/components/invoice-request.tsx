import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { countryName } from '../../../lib/country-name';
import type { PartInvoiceRequest } from '../api/bookshop-orders';
import { LabelLines } from './part-address';

/**
 * The billing data of the invoice a buyer asked for, one line each: whom it names, the VAT
 * number, the tax code, where the exchange system delivers it (the SDI code, else the PEC),
 * the billing address. A field the buyer left empty is left out.
 */
export function InvoiceRequestLines({
  invoice,
  lang,
}: {
  invoice: PartInvoiceRequest;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const place = [invoice.postalCode, invoice.city, invoice.province && `(${invoice.province})`]
    .filter(Boolean)
    .join(' ');
  const lines = [
    invoice.name,
    invoice.vatNumber && t('bookshopArea.details.invoiceVat', { value: invoice.vatNumber }),
    invoice.taxCode && t('bookshopArea.details.invoiceTaxCode', { value: invoice.taxCode }),
    invoice.sdiCode && t('bookshopArea.details.invoiceSdi', { value: invoice.sdiCode }),
    invoice.pec && t('bookshopArea.details.invoicePec', { value: invoice.pec }),
    invoice.street,
    place,
    invoice.country && countryName(invoice.country, lang),
  ];
  return <LabelLines lines={lines} />;
}
