import { formatDate as formatDay, formatDateTime as formatDayTime } from '@scaffale/domain/locale';
import type { Lang } from '../config/languages';

// The pages write days as the mail does: one source, the domain's (`@scaffale/domain/locale`).

/**
 * A server date (YYYY-MM-DD) in the language's format: "2026-08-15" → "15 agosto 2026" (it),
 * "15 August 2026" (en); an ISO date-time, its day on the shop's clock. Anything else comes
 * back unchanged.
 */
export function formatDate(ymd: string, lang: Lang): string {
  return formatDay(lang, ymd);
}

/** An ISO date-time in the language's long date and short time on the shop's clock. */
export function formatDateTime(iso: string, lang: Lang): string {
  return formatDayTime(lang, iso);
}
