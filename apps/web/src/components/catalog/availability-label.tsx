import { useTranslation } from '../../i18n/use-translation';
import { useLang } from '../../i18n/use-lang';
import type { Availability } from '../../lib/catalog';
import { formatDate } from '../../lib/dates';
import './catalog.css';

/** 'Disponibile', 'Ultima copia', 'Esaurito' or 'Libreria chiusa fino al {date}'. */
export function AvailabilityLabel({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  const lang = useLang();
  let text: string;
  switch (availability.kind) {
    case 'inStock':
      text = t('catalog.availability.inStock');
      break;
    case 'lastCopy':
      text = t('catalog.availability.lastCopy');
      break;
    case 'outOfStock':
      text = t('catalog.availability.outOfStock');
      break;
    case 'closed':
      text = availability.until
        ? t('catalog.availability.closedUntil', { date: formatDate(availability.until, lang) })
        : t('catalog.availability.closed');
      break;
  }
  return <p className={`availability availability--${availability.kind}`}>{text}</p>;
}
