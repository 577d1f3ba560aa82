import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import type { PartAddress } from '../api/bookshop-orders';
import { countryName } from '../../../lib/country-name';

/** A kept shipping address, one line per line of a label. */
export function PartAddressLines({ address, lang }: { address: PartAddress; lang: Lang }) {
  const { t } = useTranslation();
  const place = [
    address.cap,
    address.citta,
    address.provinciaStato && `(${address.provinciaStato})`,
  ]
    .filter(Boolean)
    .join(' ');
  const lines = [
    address.name,
    address.attenzioneDi && t('bookshopArea.details.careOf', { name: address.attenzioneDi }),
    address.indirizzo,
    address.indirizzo2,
    place,
    countryName(address.nazione, lang),
    address.telefono && t('bookshopArea.details.phone', { phone: address.telefono }),
    address.note,
  ];
  return <LabelLines lines={lines} />;
}

/** Lines of a label (an address, billing data), the empty ones left out. */
export function LabelLines({ lines }: { lines: readonly (string | false | null | undefined)[] }) {
  return (
    <span className="staff-address">
      {lines
        .filter((line): line is string => Boolean(line))
        .map((line, index) => (
          <span key={index} className="staff-address__line">
            {line}
          </span>
        ))}
    </span>
  );
}
