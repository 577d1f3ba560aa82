import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AddToCartButton } from '../../components/catalog/add-to-cart-button';
import { paths } from '../../config/paths';
import { useTextPageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../lib/country-name';
import { formatEur } from '../../lib/money';
import { useBook, type Book } from './api/get-book';
import { OfferShipping, useOfferShipping } from './components/offer-shipping';
import './books.css';

/**
 * `/{lang}/libro/{isbn}/`: one book (an edition) and every bookshop's offer of it, cheapest
 * first, each with its shipping to the reader and an add-to-cart button. An ISBN no book has
 * is the app's 404.
 */
export function BookPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const params = useParams();
  // Thirteen digits, as book links write it; the server answers null for one no book has.
  const isbn = /^\d{13}$/.test(params.isbn ?? '') ? (params.isbn ?? null) : null;
  const { data: book, isPending, isError, refetch } = useBook(isbn);
  useTextPageTitle(book?.title ?? null);

  if (isbn === null) return <>{notFound}</>;
  if (isPending) {
    return (
      <div className="page catalog-status" role="status">
        <span className="spinner spinner--dark" role="img" aria-label={t('books.book.loading')} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="page catalog-status catalog-status--error" role="alert">
        <p>{t('books.book.loadError')}</p>
        <button className="button button--outline" type="button" onClick={() => void refetch()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  }
  if (book === null) return <>{notFound}</>;
  return <BookDetails book={book} />;
}

function BookDetails({ book }: { book: Book }) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = useId();
  const offersId = useId();
  const languageName =
    book.language === null
      ? null
      : (new Intl.DisplayNames([lang], { type: 'language' }).of(book.language) ?? book.language);
  const facts: [string, string][] = [];
  if (book.publisher) facts.push([t('product.publisher'), book.publisher]);
  if (book.year !== null) facts.push([t('product.year'), String(book.year)]);
  if (languageName) facts.push([t('books.book.language'), languageName]);
  if (book.pages !== null) facts.push([t('books.book.pages'), String(book.pages)]);
  if (book.isbn) facts.push([t('books.book.isbn'), book.isbn]);

  return (
    <article className="page book" aria-labelledby={titleId}>
      <nav className="breadcrumb" aria-label={t('product.breadcrumb')}>
        <ol>
          <li>
            <Link to={paths.home(lang)}>{t('product.catalog')}</Link>
          </li>
          <li aria-current="page">{book.title}</li>
        </ol>
      </nav>
      <h1 id={titleId}>{book.title}</h1>
      {book.authors.length > 0 ? <p className="book__authors">{book.authors.join(', ')}</p> : null}
      {facts.length > 0 ? (
        <dl className="book__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {book.description.trim() !== '' ? (
        <section className="book__section" aria-labelledby={`${titleId}-description`}>
          <h2 id={`${titleId}-description`}>{t('product.description')}</h2>
          <p>{book.description}</p>
        </section>
      ) : null}
      <section className="book__section" aria-labelledby={offersId}>
        <h2 id={offersId}>{t('books.offers.heading')}</h2>
        {book.offers.length === 0 ? (
          <p className="catalog-empty">{t('books.offers.none')}</p>
        ) : (
          <OffersTable book={book} titleId={titleId} />
        )}
      </section>
    </article>
  );
}

function OffersTable({ book, titleId }: { book: Book; titleId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rowIdPrefix = useId();
  const shipping = useOfferShipping(book.offers);
  const destination = countryName(shipping.country, lang);

  return (
    <div className="book-offers__scroll">
      <table className="book-offers">
        <caption>{t('books.offers.caption', { count: book.offers.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('books.offers.bookshop')}</th>
            <th scope="col">{t('books.offers.city')}</th>
            <th scope="col">{t('books.offers.condition')}</th>
            <th scope="col">{t('books.offers.price')}</th>
            <th scope="col">{t('books.offers.copies')}</th>
            <th scope="col">{t('books.offers.shippingTo', { country: destination })}</th>
            <th scope="col">{t('books.offers.pickup')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('books.offers.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {book.offers.map((offer, index) => {
            const bookshopCellId = `${rowIdPrefix}-${index}`;
            return (
              <tr key={offer.product.id}>
                <th scope="row" id={bookshopCellId}>
                  <Link to={paths.bookshop(lang, offer.bookshop.id)}>{offer.bookshop.name}</Link>
                </th>
                <td>{offer.bookshop.city}</td>
                <td>
                  {t(offer.condition === 'NEW' ? 'offers.condition.new' : 'offers.condition.used')}
                </td>
                <td className="book-offers__price">{formatEur(offer.price, lang)}</td>
                <td>{offer.available}</td>
                <td>
                  <OfferShipping shipping={shipping} bookshopId={offer.bookshop.id} />
                </td>
                <td>
                  {shipping.pickup(offer.bookshop.id)
                    ? offer.bookshop.city
                    : shipping.pending
                      ? '…'
                      : t('books.offers.noPickup')}
                </td>
                <td>
                  <AddToCartButton
                    productId={offer.product.id}
                    disabled={offer.available <= 0}
                    describedBy={`${titleId} ${bookshopCellId}`}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
