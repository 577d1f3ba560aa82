import { useTranslation } from '../../i18n/use-translation';
import { useLang } from '../../i18n/use-lang';
import { FALLBACK_COVER_SIZE, useProductGallery } from '../../lib/product-gallery';
import './catalog.css';

/**
 * The book's cover from its gallery (docs/spec/cart.md §1). While it loads, the space is kept; when
 * the gallery fails, a neutral 'no image' panel of the same proportions takes its place.
 * `decorative` covers (beside a title that already names the book) are hidden from
 * assistive technology, so the title is not read twice.
 */
export function BookCover({
  productId,
  decorative = false,
  sizes,
}: {
  productId: string;
  decorative?: boolean;
  sizes?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: image, isPending } = useProductGallery(productId, lang);
  const ratio = `${FALLBACK_COVER_SIZE.width} / ${FALLBACK_COVER_SIZE.height}`;

  if (isPending) {
    return <div className="book-cover book-cover--loading" style={{ aspectRatio: ratio }} />;
  }
  if (!image) {
    return (
      <div
        className="book-cover book-cover--fallback"
        style={{ aspectRatio: ratio }}
        {...(decorative
          ? { 'aria-hidden': true }
          : { role: 'img', 'aria-label': t('catalog.noImage') })}
      >
        <span aria-hidden="true">{t('catalog.noImage')}</span>
      </div>
    );
  }
  return (
    <img
      className="book-cover"
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading="lazy"
      decoding="async"
    />
  );
}
