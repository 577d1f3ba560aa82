import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Adds the words of 5 letters or more of these books' titles, authors and publishers to
 * book_words, folded as search folds them: the lexicon a mistyped word is looked up in
 * (docs/spec/catalogue-by-book.md §2). Every writer of books calls it in its transaction.
 */
export async function addBookWords(db: Db, bookIds: readonly number[]): Promise<void> {
  if (bookIds.length === 0) return;
  await sql`
    INSERT INTO book_words (word)
    SELECT DISTINCT word FROM books,
      regexp_split_to_table(
        scaffale_fold(concat_ws(' ', title, array_to_string(authors, ' '), publisher)),
        '\\W+') AS word
    WHERE books.id = ANY(${bookIds.map(String)}::bigint[]) AND length(word) >= 5
    -- In one order: two writers adding the same new words wait for each other, never deadlock.
    ORDER BY word
    ON CONFLICT DO NOTHING`.execute(db);
}
