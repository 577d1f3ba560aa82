import { sql, type Kysely } from 'kysely';

// The catalogue by book (docs/spec/catalogue-by-book.md):
// - books: an edition, keyed by its ISBN-13 (null for the demo's older records, which stay
//   books of one offer), shared by every bookshop that has it: title, authors, publisher,
//   year, language, pages, description; `search` its full-text document (title weighted A,
//   authors B, publisher C) in the configuration scaffale_it: Italian stemming after
//   unaccent, so 'perche' finds 'Perché' and 'promessi' finds 'promesso'.
// - book_words: every word of 5 letters or more of the books' titles, authors and
//   publishers, folded (lower case, no accents), with a trigram index: a word searched and
//   not found is looked up here for the words one letter away (the typo forgiven).
// - products: each bookshop's copy of a book (an offer) points to its book; its condition
//   (NEW or USED). A bookshop has one offer per book and condition.
// - shelf_events 'import': one row per import of a shelf file (its counts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

    CREATE TEXT SEARCH CONFIGURATION scaffale_it (COPY = pg_catalog.italian);
    ALTER TEXT SEARCH CONFIGURATION scaffale_it
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;

    -- Lower case without accents ('Perché' → 'perche'): how words are compared.
    CREATE FUNCTION scaffale_fold(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN lower(unaccent('unaccent'::regdictionary, $1));

    -- A book's search document: the title weighs most, then its authors, then its publisher.
    CREATE FUNCTION book_document(title text, authors text[], publisher text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN setweight(to_tsvector('scaffale_it'::regconfig, coalesce(title, '')), 'A')
        || setweight(to_tsvector('scaffale_it'::regconfig,
             coalesce(array_to_string(authors, ' '), '')), 'B')
        || setweight(to_tsvector('scaffale_it'::regconfig, coalesce(publisher, '')), 'C');

    CREATE TABLE books (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      isbn text UNIQUE CHECK (isbn ~ '^97[89][0-9]{10}$'),
      title text NOT NULL CHECK (title <> ''),
      authors text[] NOT NULL DEFAULT '{}',
      publisher text,
      year int CHECK (year BETWEEN 1450 AND 2200),
      language text CHECK (language ~ '^[a-z]{2}$'),
      pages int CHECK (pages > 0),
      description text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      search tsvector GENERATED ALWAYS AS (book_document(title, authors, publisher)) STORED,
      legacy_product_id bigint
    );
    CREATE INDEX books_search_idx ON books USING gin (search);
    CREATE INDEX books_title_idx ON books (scaffale_fold(title));
    CREATE INDEX books_publisher_idx ON books (scaffale_fold(publisher));

    CREATE TABLE book_words (word text PRIMARY KEY);
    CREATE INDEX book_words_trigram_idx ON book_words USING gin (word gin_trgm_ops);

    ALTER TABLE products
      ADD COLUMN book_id bigint REFERENCES books (id),
      ADD COLUMN condition text NOT NULL DEFAULT 'NEW' CHECK (condition IN ('NEW', 'USED'));

    -- One book per ISBN, from its first listing; one book per listing without an ISBN.
    INSERT INTO books (isbn, title, authors, publisher, year, description, legacy_product_id)
    SELECT isbn, title,
      ARRAY(SELECT jsonb_array_elements_text(
        CASE jsonb_typeof(cache_it -> 'props' -> 'autori')
          WHEN 'array' THEN cache_it -> 'props' -> 'autori' ELSE '[]'::jsonb END)),
      nullif(cache_it -> 'props' -> 'editori' ->> 0, ''),
      CASE WHEN cache_it -> 'props' -> 'anni' ->> 0 ~ '^[0-9]{4}$'
        THEN (cache_it -> 'props' -> 'anni' ->> 0)::int END,
      description,
      CASE WHEN isbn IS NULL THEN id END
    FROM (
      SELECT DISTINCT ON (coalesce(isbn, id::text)) *
      FROM products ORDER BY coalesce(isbn, id::text), id
    ) first_listings;
    UPDATE products SET book_id = books.id FROM books
      WHERE books.isbn IS NOT NULL AND products.isbn = books.isbn;
    UPDATE products SET book_id = books.id FROM books
      WHERE books.legacy_product_id = products.id;
    ALTER TABLE books DROP COLUMN legacy_product_id;
    ALTER TABLE products ALTER COLUMN book_id SET NOT NULL;
    CREATE INDEX products_book_idx ON products (book_id, bookshop_id);

    INSERT INTO book_words (word)
    SELECT DISTINCT word FROM books,
      regexp_split_to_table(
        scaffale_fold(concat_ws(' ', title, array_to_string(authors, ' '), publisher)),
        '\\W+') AS word
    WHERE length(word) >= 5
    ON CONFLICT DO NOTHING;

    ALTER TABLE products DROP CONSTRAINT products_bookshop_isbn_key;
    ALTER TABLE products ADD CONSTRAINT products_bookshop_isbn_key
      UNIQUE (bookshop_id, isbn, condition);

    ALTER TABLE shelf_events DROP CONSTRAINT shelf_events_kind_check;
    ALTER TABLE shelf_events ADD CONSTRAINT shelf_events_kind_check
      CHECK (kind IN ('price', 'stock', 'book_added', 'vacation', 'shipping_rates', 'rejection',
        'identity', 'identity_requested', 'import'));
  `.execute(db);
}

// DDL first: a text that starts with DELETE would be sent as one prepared statement.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE shelf_events DROP CONSTRAINT shelf_events_kind_check;
    DELETE FROM shelf_events WHERE kind = 'import';
    ALTER TABLE shelf_events ADD CONSTRAINT shelf_events_kind_check
      CHECK (kind IN ('price', 'stock', 'book_added', 'vacation', 'shipping_rates', 'rejection',
        'identity', 'identity_requested'));
    ALTER TABLE products DROP CONSTRAINT products_bookshop_isbn_key;
    ALTER TABLE products ADD CONSTRAINT products_bookshop_isbn_key UNIQUE (bookshop_id, isbn);
    ALTER TABLE products DROP COLUMN IF EXISTS book_id, DROP COLUMN IF EXISTS condition;
    DROP TABLE IF EXISTS book_words;
    DROP TABLE IF EXISTS books;
    DROP FUNCTION IF EXISTS book_document(text, text[], text);
    DROP FUNCTION IF EXISTS scaffale_fold(text);
    DROP TEXT SEARCH CONFIGURATION IF EXISTS scaffale_it;
  `.execute(db);
}
