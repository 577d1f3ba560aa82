import type { Lang } from '../../config/languages';
import { useTranslation } from '../../i18n/use-translation';

// A bookshop's opening hours as every page writes them (docs/spec/marketplace.md §8): the
// days named in the page's language (Intl, so no list of names to translate), Monday first,
// each day's ranges or "closed".

export interface OpeningDay {
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  ranges: readonly { from: string; to: string }[];
}

/** The name of a weekday (1 Monday … 7 Sunday) in `lang`: 2024-01-01 was a Monday. */
export function weekdayName(weekday: number, lang: Lang): string {
  const day = new Date(Date.UTC(2024, 0, weekday));
  const name = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(day);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A day's ranges as text: '09:30–13:00, 15:30–19:30'. */
export function rangesText(ranges: OpeningDay['ranges']): string {
  return ranges.map((range) => `${range.from}–${range.to}`).join(', ');
}

export function OpeningHoursList({ days, lang }: { days: readonly OpeningDay[]; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <dl className="opening-hours">
      {days.map((day) => (
        <div className="opening-hours__day" key={day.weekday}>
          <dt>{weekdayName(day.weekday, lang)}</dt>
          <dd>{day.ranges.length > 0 ? rangesText(day.ranges) : t('seller.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface PlaceAddress {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  province?: string | null;
  country?: string | null;
}

/** An address on one line: 'Via Dante 12, 20121 Milano (MI)'. */
export function addressLine(address: PlaceAddress): string {
  const town = [address.postalCode, address.city].filter(Boolean).join(' ');
  const province = address.province ? ` (${address.province})` : '';
  return [address.street, town ? `${town}${province}` : null].filter(Boolean).join(', ');
}
