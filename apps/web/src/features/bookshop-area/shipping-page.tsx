import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { ShippingRatesSection } from './components/shipping-rates-section';
import { StaffArea } from './staff-area';

/**
 * `/{lang}/area-libreria/spedizioni/`: the bookshop's shipping types and rate tables. The
 * administrator, who has no bookshop of their own, is told where they are set.
 */
export function BookshopShippingPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <StaffArea section="shipping">
      {(role) =>
        role === 'STAFF' ? (
          <ShippingRatesSection lang={lang} />
        ) : (
          <p className="staff-area__status">{t('bookshopArea.sections.ownBookshopOnly')}</p>
        )
      }
    </StaffArea>
  );
}
