import type { Lang } from '../../config/languages';

/**
 * docs/spec/cart.md §2.4: the destination that follows the language (it→IT, en→GB, fr→FR, es→ES).
 */
export const DEFAULT_COUNTRY: Record<Lang, string> = { it: 'IT', en: 'GB', fr: 'FR', es: 'ES' };
