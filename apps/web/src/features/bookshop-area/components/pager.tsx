/** What a pager says, in the words of the list it leafs through. */
export interface PagerWords {
  /** The navigation's name ('Pagine dello scaffale'). */
  label: string;
  previous: string;
  next: string;
  /** Where the list is ('Pagina 2 di 5'). */
  position: string;
}

/**
 * A long list's previous and next pages, and where it stands. Shown only when there is
 * somewhere to go: more than one page, or a page past the last (the list shrank under it).
 */
export function Pager({
  page,
  pages,
  onPage,
  words,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  words: PagerWords;
}) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="staff-part__actions staff-pager" aria-label={words.label}>
      <button
        type="button"
        className="button staff-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(pages, page - 1))}
      >
        {words.previous}
      </button>
      <span className="staff-area__status">{words.position}</span>
      <button
        type="button"
        className="button staff-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {words.next}
      </button>
    </nav>
  );
}
