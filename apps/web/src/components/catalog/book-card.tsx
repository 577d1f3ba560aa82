import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLang } from '../../i18n/use-lang';
import { availabilityOf, isBuyable, productDetails, type CatalogProduct } from '../../lib/catalog';
import { AddToCartButton } from './add-to-cart-button';
import { AvailabilityLabel } from './availability-label';
import { BookCover } from './book-cover';
import { BookPrice } from './book-price';
import './catalog.css';

/** What a list adds below a card's button, given the id of the card's title. */
export type CardExtra = (product: CatalogProduct, titleId: string) => ReactNode;

/** One book in a list: cover, title linking to its page, authors, price, stock, add to cart. */
export function BookCard({
  product,
  headingLevel,
  extra,
}: {
  product: CatalogProduct;
  headingLevel: 2 | 3;
  extra?: CardExtra | undefined;
}) {
  const lang = useLang();
  const titleId = useId();
  const { authors } = productDetails(product, lang);
  const availability = availabilityOf(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="book-card" aria-labelledby={titleId}>
      <div className="book-card__cover">
        <BookCover productId={product.id} decorative sizes="(max-width: 40rem) 45vw, 14rem" />
      </div>
      <div className="book-card__body">
        <Heading className="book-card__title" id={titleId}>
          <Link to={paths.product(product.cssClass, product.slug, product.id)}>
            {product.title}
          </Link>
        </Heading>
        {authors.length > 0 ? <p className="book-card__authors">{authors.join(', ')}</p> : null}
        <BookPrice product={product} />
        <AvailabilityLabel availability={availability} />
        <div className="book-card__actions">
          <AddToCartButton
            productId={product.id}
            disabled={!isBuyable(availability)}
            describedBy={titleId}
          />
        </div>
        {extra?.(product, titleId)}
      </div>
    </article>
  );
}

/** A grid of book cards, as a list (screen readers announce how many books it holds). */
export function BookGrid({
  products,
  headingLevel,
  extra,
}: {
  products: readonly CatalogProduct[];
  headingLevel: 2 | 3;
  extra?: CardExtra;
}) {
  return (
    <ul className="book-grid">
      {products.map((product) => (
        <li key={product.id} className="book-grid__item">
          <BookCard product={product} headingLevel={headingLevel} extra={extra} />
        </li>
      ))}
    </ul>
  );
}
