import { SaxesParser } from 'saxes';
import type { RawOffer } from './shelf-import-rows.ts';

// An ONIX 3.0 message (reference tag names) read as it arrives, one <Product> at a time,
// as the offers a CSV line would give (docs/spec/shelf-import.md §3). A product's "line"
// is its ordinal in the message, the first 1.

/** The message is not well-formed XML: thrown from the reader, answered 400 by the route. */
export class OnixSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OnixSyntaxError';
  }
}

/** What one <Product> is collecting while it is read. */
interface ProductDraft {
  isbn13: string | null;
  gtin: string | null;
  title: string | null;
  titlePrefix: string;
  titleWithoutPrefix: string;
  authors: string[];
  publisher: string | null;
  year: string | null;
  price: string | null;
  copies: string | null;
  weight: string | null;
  // The open composite's parts, kept until it closes.
  idType: string;
  idValue: string;
  priceAmount: string;
  priceCurrency: string;
  measureType: string;
  measurement: string;
  measureUnit: string;
}

function draft(): ProductDraft {
  return {
    isbn13: null,
    gtin: null,
    title: null,
    titlePrefix: '',
    titleWithoutPrefix: '',
    authors: [],
    publisher: null,
    year: null,
    price: null,
    copies: null,
    weight: null,
    idType: '',
    idValue: '',
    priceAmount: '',
    priceCurrency: '',
    measureType: '',
    measurement: '',
    measureUnit: '',
  };
}

/** The offer of a product read whole: ISBN-13 (type 15; a GTIN-13, type 03, otherwise). */
function offerOf(product: ProductDraft): RawOffer {
  const title = product.title ?? [product.titlePrefix, product.titleWithoutPrefix].join(' ').trim();
  return {
    isbn: product.isbn13 ?? product.gtin ?? '',
    price: product.price ?? '',
    copies: product.copies ?? '',
    condition: '',
    title,
    authors: product.authors,
    publisher: product.publisher ?? '',
    year: product.year ?? '',
    weight: product.weight ?? '',
  };
}

/**
 * The offers of an ONIX 3.0 message: per <Product>, its ISBN-13 (ProductIdentifier of
 * ProductIDType 15), title (the first TitleText, or TitlePrefix + TitleWithoutPrefix),
 * authors (each Contributor's PersonName), publisher (the first PublisherName), year (the
 * first four digits of the first PublishingDate's Date), price (the first Price in EUR, or
 * without a currency, of its SupplyDetail), copies (Stock/OnHand) and weight (Measure of
 * type 08 in grams).
 */
export async function* onixOffers(
  text: AsyncIterable<string>,
): AsyncGenerator<{ line: number; raw: RawOffer }> {
  const parser = new SaxesParser();
  const ready: { line: number; raw: RawOffer }[] = [];
  const path: string[] = [];
  let product: ProductDraft | null = null;
  let ordinal = 0;
  let textOf = '';

  const inside = (name: string) => path.includes(name);

  parser.on('opentag', (tag) => {
    path.push(tag.name);
    textOf = '';
    if (tag.name === 'Product') {
      product = draft();
      ordinal += 1;
    } else if (product && tag.name === 'Price') {
      product.priceAmount = '';
      product.priceCurrency = '';
    } else if (product && tag.name === 'Measure') {
      product.measureType = '';
      product.measurement = '';
      product.measureUnit = '';
    }
  });
  parser.on('text', (value) => {
    textOf += value;
  });
  parser.on('cdata', (value) => {
    textOf += value;
  });
  parser.on('closetag', (tag) => {
    path.pop();
    const value = textOf.trim();
    textOf = '';
    const p: ProductDraft | null = product;
    if (!p) return;
    switch (tag.name) {
      case 'Product':
        ready.push({ line: ordinal, raw: offerOf(p) });
        product = null;
        break;
      case 'ProductIDType':
        if (inside('ProductIdentifier')) p.idType = value;
        break;
      case 'IDValue':
        if (inside('ProductIdentifier')) p.idValue = value;
        break;
      case 'ProductIdentifier':
        if (p.idType === '15' && p.isbn13 === null) p.isbn13 = p.idValue;
        if (p.idType === '03' && p.gtin === null) p.gtin = p.idValue;
        p.idType = '';
        p.idValue = '';
        break;
      case 'TitleText':
        if (inside('TitleElement') && p.title === null) p.title = value;
        break;
      case 'TitlePrefix':
        if (inside('TitleElement') && p.titlePrefix === '') p.titlePrefix = value;
        break;
      case 'TitleWithoutPrefix':
        if (inside('TitleElement') && p.titleWithoutPrefix === '') p.titleWithoutPrefix = value;
        break;
      case 'PersonName':
        if (inside('Contributor') && value !== '') p.authors.push(value);
        break;
      case 'PublisherName':
        if (p.publisher === null) p.publisher = value;
        break;
      case 'Date':
        if (inside('PublishingDate') && p.year === null) p.year = value.slice(0, 4);
        break;
      case 'PriceAmount':
        if (inside('Price')) p.priceAmount = value;
        break;
      case 'CurrencyCode':
        if (inside('Price')) p.priceCurrency = value.toUpperCase();
        break;
      case 'Price':
        if (p.price === null && (p.priceCurrency === '' || p.priceCurrency === 'EUR'))
          p.price = p.priceAmount;
        break;
      case 'OnHand':
        if (inside('Stock') && p.copies === null) p.copies = value;
        break;
      case 'MeasureType':
        if (inside('Measure')) p.measureType = value;
        break;
      case 'Measurement':
        if (inside('Measure')) p.measurement = value;
        break;
      case 'MeasureUnitCode':
        if (inside('Measure')) p.measureUnit = value.toLowerCase();
        break;
      case 'Measure':
        if (p.measureType === '08' && p.measureUnit === 'gr' && p.weight === null)
          p.weight = /^\d+(\.\d+)?$/.test(p.measurement)
            ? String(Math.round(Number(p.measurement)))
            : p.measurement;
        break;
    }
  });

  const write = (piece: string | null) => {
    try {
      if (piece === null) parser.close();
      else parser.write(piece);
    } catch (error) {
      throw new OnixSyntaxError(error instanceof Error ? error.message : String(error));
    }
  };
  for await (const piece of text) {
    write(piece);
    yield* ready.splice(0);
  }
  write(null);
  yield* ready.splice(0);
}
