/**
 * The only build-time settings the browser reads, parsed once here. Kept free of zod on
 * purpose: this module is in the first chunk, and zod would add to every page's weight.
 */
function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const env = {
  brandName: nonEmpty(import.meta.env.VITE_BRAND_NAME) ?? 'Scaffale',
} as const;

export const BRAND_NAME = env.brandName;
