import { useLang } from '../../i18n/use-lang';
import { AddBookForm } from './components/add-book-form';
import { ShelfImportSection } from './components/shelf-import-section';
import { ShelfSection } from './components/shelf-section';
import { StockForm } from './components/stock-form';
import { VacationForm } from './components/vacation-form';
import { StaffArea } from './staff-area';

/**
 * `/{lang}/area-libreria/scaffale/`: the bookshop's books (searched, a page at a time, price
 * and copies set in place), a new book, the shelf imported from a file and exported to one,
 * the copies of a book by its code, and the holidays.
 * The administrator, who has no bookshop of their own, gets the shelves and the copies.
 */
export function BookshopShelfPage() {
  const lang = useLang();
  return (
    <StaffArea section="shelf">
      {(role) => (
        <>
          <ShelfSection lang={lang} />
          {role === 'STAFF' ? <AddBookForm lang={lang} /> : null}
          {role === 'STAFF' ? <ShelfImportSection /> : null}
          <div className="staff-area__shelf">
            <StockForm />
            {role === 'STAFF' ? <VacationForm lang={lang} /> : null}
          </div>
        </>
      )}
    </StaffArea>
  );
}
