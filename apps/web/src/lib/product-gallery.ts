import { useQuery } from '@tanstack/react-query';
import type { Lang } from '../config/languages';

/**
 * One picture of a product, as GET /api/product-gallery/{id}/ lists it
 * (docs/spec/api-contract.md §4).
 */
export interface GalleryImage {
  alt: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * The size the page reserves when the gallery gives none or fails (docs/spec/api-contract.md §4).
 */
export const FALLBACK_COVER_SIZE = { width: 540, height: 751 } as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** dataSource[0] of the answer, or null when it has no usable picture. */
export function firstGalleryImage(body: unknown): GalleryImage | null {
  if (!isObject(body) || !Array.isArray(body.dataSource)) return null;
  const first: unknown = body.dataSource[0];
  if (!isObject(first) || typeof first.src !== 'string' || first.src === '') return null;
  return {
    alt: typeof first.alt === 'string' ? first.alt : '',
    src: first.src,
    srcSet: typeof first.srcSet === 'string' ? first.srcSet : '',
    width: positive(first.width, FALLBACK_COVER_SIZE.width),
    height: positive(first.height, FALLBACK_COVER_SIZE.height),
  };
}

export async function getProductGallery(
  productId: string,
  signal?: AbortSignal,
): Promise<GalleryImage> {
  const url = `/api/product-gallery/${encodeURIComponent(productId)}/`;
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const image = firstGalleryImage(await response.json());
  if (!image) throw new Error(`GET ${url} listed no picture`);
  return image;
}

/**
 * The product's cover. A failure only warns in the console (docs/spec/api-contract.md §4) and
 * leaves `data` undefined: the caller shows the fallback. The alt text is in the visitor's language
 * (the server reads the cookie), hence the language in the key.
 */
export function useProductGallery(productId: string, lang: Lang) {
  return useQuery({
    queryKey: ['product-gallery', productId, lang],
    queryFn: async ({ signal }) => {
      try {
        return await getProductGallery(productId, signal);
      } catch (error) {
        if (!signal.aborted) console.warn(`No cover for product ${productId}`, error);
        return null;
      }
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}
