import { isbn13CheckDigit } from '@scaffale/domain/isbn';
import type { ShippingTypeCode } from '../types.ts';

// The demo bookshops and their books. Plain data: demo-data.ts turns it into rows.

export interface DemoBook {
  title: string;
  authors: string[];
  publisher: string;
  year: string;
  priceCents: number;
  weightGrams: number;
  available: number;
  discount?: number;
  /** No cover image: the product gallery serves the fallback. */
  noCover?: true;
  /** A second-hand copy (the book-price cap does not apply to it). */
  used?: true;
  /** A school textbook (the book-price law allows 15% off). */
  textbook?: true;
}

type PaidShipping = Exclude<ShippingTypeCode, 'Shop_pickup'>;
/** Price in cents for each of RATE_BANDS_GRAMS, per paid shipping type. */
export type RateTable = Record<PaidShipping, readonly [number, number, number, number]>;

export interface DemoBookshop {
  name: string;
  city: string;
  countryCode: string;
  description: string;
  onVacation?: true;
  /** Offered types, in the order the shipping selector lists them. */
  shippingTypes: ShippingTypeCode[];
  /** Rates to the bookshop's own country. */
  domestic: RateTable;
  /** Rates to every other country (the NULL dest_country row); null: ships domestically only. */
  abroad: RateTable | null;
  books: DemoBook[];
}

export const RATE_BANDS_GRAMS = [1000, 3000, 10000, 30000] as const;
export const PICKUP_MAX_WEIGHT_GRAMS = 30000;
export const VACATION_DAYS = 30;

const ITALY_DOMESTIC: RateTable = {
  Economy: [290, 390, 590, 990],
  Standard: [490, 690, 990, 1490],
  Express: [890, 1190, 1590, 2290],
};
const FRANCE_DOMESTIC: RateTable = {
  Economy: [350, 490, 790, 1290],
  Standard: [590, 790, 1190, 1790],
  Express: [990, 1290, 1790, 2590],
};
const ABROAD: RateTable = {
  Economy: [990, 1490, 2490, 3990],
  Standard: [1490, 1990, 2990, 4990],
  Express: [2490, 3490, 4990, 7990],
};

export const LIBRERIA_CENTRALE = 'Libreria Centrale';
export const IL_SEGNALIBRO = 'Il Segnalibro';
export const LIBRERIA_DEL_PORTO = 'Libreria del Porto';
export const PAGINE_SPARSE = 'Pagine Sparse';
export const LIBRAIRIE_DU_QUAI = 'Librairie du Quai';

export const DEMO_BOOKSHOPS: readonly DemoBookshop[] = [
  {
    name: LIBRERIA_CENTRALE,
    city: 'Milano',
    countryCode: 'IT',
    description: 'Libreria indipendente nel centro di Milano: classici, poesia e narrativa.',
    shippingTypes: ['Shop_pickup', 'Economy', 'Standard', 'Express'],
    domestic: ITALY_DOMESTIC,
    abroad: ABROAD,
    books: [
      textbook(book('I promessi sposi', 'Alessandro Manzoni', 'Einaudi', '2014', 1400, 850, 12)),
      used(book('La coscienza di Zeno', 'Italo Svevo', 'Feltrinelli', '2014', 1000, 420, 8, 10)),
      book('Il fu Mattia Pascal', 'Luigi Pirandello', 'Garzanti', '2007', 900, 300, 1),
      book('Uno, nessuno e centomila', 'Luigi Pirandello', 'Einaudi', '2014', 1200, 280, 0),
      book(
        'Dialogo sopra i due massimi sistemi del mondo tolemaico e copernicano',
        'Galileo Galilei',
        'Einaudi',
        '2002',
        3200,
        1100,
        3,
      ),
      book('Il Principe', 'Niccolò Machiavelli', 'Feltrinelli', '2013', 900, 220, 15),
      textbook(book('Divina Commedia', 'Dante Alighieri', 'Mondadori', '2016', 2800, 1450, 6, 15)),
      book('Decameron', 'Giovanni Boccaccio', 'BUR Rizzoli', '2013', 2200, 1300, 4),
      book('Le avventure di Pinocchio', 'Carlo Collodi', 'Feltrinelli', '2015', 950, 260, 20),
      book('I Malavoglia', 'Giovanni Verga', 'Garzanti', '2010', 1000, 380, 7),
      used(book('Orgoglio e pregiudizio', 'Jane Austen', 'Einaudi', '2014', 1300, 450, 9, 20)),
      book('Delitto e castigo', 'Fëdor Dostoevskij', 'Einaudi', '2013', 1600, 780, 1),
      book('Il ritratto di Dorian Gray', 'Oscar Wilde', 'Feltrinelli', '2013', 1000, 300, 0),
      book('Canti', 'Giacomo Leopardi', 'BUR Rizzoli', '1998', 1100, 400, 5),
      book("Le confessioni d'un italiano", 'Ippolito Nievo', 'Garzanti', '2012', 1600, 980, 3),
      {
        ...book('Myricae', 'Giovanni Pascoli', 'BUR Rizzoli', '2015', 1000, 240, 6),
        noCover: true,
      },
    ],
  },
  {
    name: IL_SEGNALIBRO,
    city: 'Torino',
    countryCode: 'IT',
    description: 'Piccola libreria di quartiere a Torino, specializzata nel Novecento italiano.',
    onVacation: true,
    shippingTypes: ['Shop_pickup', 'Economy', 'Standard'],
    domestic: ITALY_DOMESTIC,
    abroad: ABROAD,
    books: [
      book('La luna e i falò', 'Cesare Pavese', 'Einaudi', '2014', 1100, 250, 6),
      book('Se questo è un uomo', 'Primo Levi', 'Einaudi', '2014', 1200, 230, 10),
      book('Lessico famigliare', 'Natalia Ginzburg', 'Einaudi', '2014', 1300, 260, 4),
      book('Una questione privata', 'Beppe Fenoglio', 'Einaudi', '2014', 1100, 210, 3, 5),
      book('Cuore', 'Edmondo De Amicis', 'Feltrinelli', '2012', 900, 330, 8),
      book('Il giardino dei Finzi-Contini', 'Giorgio Bassani', 'Feltrinelli', '2012', 1100, 300, 2),
      book('Piccolo mondo antico', 'Antonio Fogazzaro', 'Garzanti', '2007', 1000, 480, 1),
      book('Il barone rampante', 'Italo Calvino', 'Mondadori', '2016', 1300, 290, 5),
      book('Il visconte dimezzato', 'Italo Calvino', 'Mondadori', '2016', 1100, 180, 0),
      book(
        'La vita e le strane sorprendenti avventure di Robinson Crusoe, marinaio di York',
        'Daniel Defoe',
        'Garzanti',
        '2011',
        1400,
        520,
        3,
      ),
    ],
  },
  {
    name: LIBRERIA_DEL_PORTO,
    city: 'Genova',
    countryCode: 'IT',
    description:
      'Libri di mare e di viaggio a due passi dal Porto Antico. Spedisce solo in Italia.',
    shippingTypes: ['Shop_pickup', 'Standard'],
    domestic: ITALY_DOMESTIC,
    abroad: null,
    books: [
      book('Ossi di seppia', 'Eugenio Montale', 'Mondadori', '2016', 1200, 200, 7),
      used(
        book(
          'Il Gattopardo',
          'Giuseppe Tomasi di Lampedusa',
          'Feltrinelli',
          '2013',
          1100,
          340,
          12,
          10,
        ),
      ),
      book('Moby Dick', 'Herman Melville', 'Einaudi', '2015', 1800, 900, 4),
      book("L'isola del tesoro", 'Robert Louis Stevenson', 'Feltrinelli', '2014', 900, 280, 10),
      book('Il vecchio e il mare', 'Ernest Hemingway', 'Mondadori', '2016', 1000, 150, 1),
      book('Ventimila leghe sotto i mari', 'Jules Verne', 'BUR Rizzoli', '2013', 1200, 520, 0),
      book('Il corsaro nero', 'Emilio Salgari', 'Mondadori', '2013', 1000, 430, 6),
      used(book('Le tigri di Mompracem', 'Emilio Salgari', 'BUR Rizzoli', '2012', 900, 380, 9, 25)),
      book('Cuore di tenebra', 'Joseph Conrad', 'Feltrinelli', '2013', 900, 160, 11),
      // Exactly ten words: the longest title that is not cut.
      book(
        'Lo strano caso del dottor Jekyll e del signor Hyde',
        'Robert Louis Stevenson',
        'Einaudi',
        '2015',
        950,
        170,
        2,
      ),
      book('I viaggi di Gulliver', 'Jonathan Swift', 'Garzanti', '2009', 1100, 420, 5),
      book('Il mare non bagna Napoli', 'Anna Maria Ortese', 'Adelphi', '1994', 1800, 240, 3),
    ],
  },
  {
    name: PAGINE_SPARSE,
    city: 'Bologna',
    countryCode: 'IT',
    description: 'Libreria e caffè letterario sotto i portici di Bologna.',
    shippingTypes: ['Shop_pickup', 'Economy', 'Express'],
    domestic: ITALY_DOMESTIC,
    abroad: ABROAD,
    books: [
      book('Il nome della rosa', 'Umberto Eco', 'Bompiani', '2012', 1500, 650, 8),
      book('Il giorno della civetta', 'Leonardo Sciascia', 'Adelphi', '2002', 1000, 180, 6),
      book("L'isola di Arturo", 'Elsa Morante', 'Einaudi', '2014', 1400, 420, 1),
      book(
        'Vita di Benvenuto Cellini orefice e scultore fiorentino, da lui medesimo scritta',
        'Benvenuto Cellini',
        'BUR Rizzoli',
        '1985',
        2000,
        780,
        2,
      ),
      used(
        book(
          'Alice nel paese delle meraviglie e Attraverso lo specchio e quello che Alice vi trovò',
          'Lewis Carroll',
          'Einaudi',
          '2015',
          1600,
          500,
          5,
          15,
        ),
      ),
      book('Ultime lettere di Jacopo Ortis', 'Ugo Foscolo', 'Garzanti', '2008', 900, 240, 0),
      book('Operette morali', 'Giacomo Leopardi', 'Feltrinelli', '2011', 1100, 380, 4),
      used(book('Le città invisibili', 'Italo Calvino', 'Mondadori', '2016', 1400, 200, 10, 20)),
      book('Il sentiero dei nidi di ragno', 'Italo Calvino', 'Mondadori', '2016', 1300, 230, 1),
      used(book('Guerra e pace', 'Lev Tolstoj', 'Einaudi', '2014', 4500, 1500, 3, 10)),
      book('Anna Karenina', 'Lev Tolstoj', 'Einaudi', '2016', 2200, 1100, 0),
      book('Il deserto dei Tartari', 'Dino Buzzati', 'Mondadori', '2016', 1300, 260, 7),
    ],
  },
  {
    name: LIBRAIRIE_DU_QUAI,
    city: 'Nice',
    countryCode: 'FR',
    description: 'Librairie indépendante sur le port de Nice : classiques français en poche.',
    shippingTypes: ['Economy', 'Standard', 'Express'],
    domestic: FRANCE_DOMESTIC,
    abroad: ABROAD,
    books: [
      book('Le Comte de Monte-Cristo', 'Alexandre Dumas', 'Gallimard', '1998', 2400, 1400, 5),
      book('Les Misérables', 'Victor Hugo', 'Le Livre de Poche', '1998', 1900, 1350, 4),
      book('Madame Bovary', 'Gustave Flaubert', 'Gallimard', '2001', 900, 480, 8),
      book('Le Rouge et le Noir', 'Stendhal', 'Gallimard', '2000', 950, 600, 6),
      book('Notre-Dame de Paris', 'Victor Hugo', 'Le Livre de Poche', '1998', 1000, 700, 3),
      book('Germinal', 'Émile Zola', 'Le Livre de Poche', '2000', 900, 520, 0),
      book('Le Petit Prince', 'Antoine de Saint-Exupéry', 'Gallimard', '1999', 1200, 200, 1),
      book("L'Étranger", 'Albert Camus', 'Gallimard', '2005', 900, 150, 12),
      book(
        'Vingt mille lieues sous les mers',
        'Jules Verne',
        'Le Livre de Poche',
        '2001',
        900,
        480,
        6,
      ),
      book('Les Trois Mousquetaires', 'Alexandre Dumas', 'Gallimard', '2003', 1500, 900, 4, 5),
      {
        ...book("Candide ou l'Optimisme", 'Voltaire', 'Gallimard', '2003', 900, 140, 9),
        noCover: true,
      },
      book(
        'Le Tour du monde en quatre-vingts jours',
        'Jules Verne',
        'Le Livre de Poche',
        '2000',
        900,
        300,
        7,
      ),
      book(
        'Histoire comique des États et Empires de la Lune et du Soleil',
        'Cyrano de Bergerac',
        'GF Flammarion',
        '2003',
        1100,
        340,
        2,
      ),
    ],
  },
];

function book(
  title: string,
  author: string,
  publisher: string,
  year: string,
  priceCents: number,
  weightGrams: number,
  available: number,
  discount = 0,
): DemoBook {
  return {
    title,
    authors: [author],
    publisher,
    year,
    priceCents,
    weightGrams,
    available,
    discount,
  };
}

/**
 * Books some bookshops list besides those above, the same editions (one book, many offers):
 * used copies cheaper than the new ones, a new copy of a book whose other bookshop is on
 * vacation, one new book at two prices. Inserted after every bookshop's own list, so the
 * first 63 books keep their ids.
 */
export const DEMO_SECOND_OFFERS: readonly { bookshop: string; book: DemoBook }[] = [
  {
    bookshop: LIBRERIA_DEL_PORTO,
    book: used(book('I promessi sposi', 'Alessandro Manzoni', 'Einaudi', '2014', 900, 850, 2)),
  },
  {
    bookshop: LIBRERIA_DEL_PORTO,
    book: book('Il barone rampante', 'Italo Calvino', 'Mondadori', '2016', 1350, 290, 3),
  },
  {
    bookshop: PAGINE_SPARSE,
    book: book('Il Principe', 'Niccolò Machiavelli', 'Feltrinelli', '2013', 950, 220, 4),
  },
  {
    bookshop: PAGINE_SPARSE,
    book: used(book('Delitto e castigo', 'Fëdor Dostoevskij', 'Einaudi', '2013', 900, 780, 1)),
  },
  {
    bookshop: PAGINE_SPARSE,
    book: used(book('Se questo è un uomo', 'Primo Levi', 'Einaudi', '2014', 900, 230, 2)),
  },
];

function used(demoBook: DemoBook): DemoBook {
  return { ...demoBook, used: true };
}

function textbook(demoBook: DemoBook): DemoBook {
  return { ...demoBook, textbook: true };
}

/**
 * The demo's ISBN-13 of each edition (title and publisher), in the order the bookshops list
 * them: 978-88-99 and a sequence, with its check digit. The same edition at two bookshops
 * has one ISBN; made-up numbers, in a range no real book of the demo's has.
 */
export function demoIsbns(): Map<string, string> {
  const isbns = new Map<string, string>();
  for (const shop of DEMO_BOOKSHOPS)
    for (const { title, publisher } of shop.books) {
      const key = editionKey({ title, publisher });
      if (isbns.has(key)) continue;
      const twelve = `9788899${String(isbns.size + 1).padStart(5, '0')}`;
      isbns.set(key, `${twelve}${isbn13CheckDigit(twelve)}`);
    }
  return isbns;
}

export function editionKey(book: Pick<DemoBook, 'title' | 'publisher'>): string {
  return `${book.title}\u0000${book.publisher}`;
}
