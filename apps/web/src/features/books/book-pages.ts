// The catalogue by book's two pages, loaded as one chunk: a reader goes from the results to a
// book and back, and every chunk adds its name to the preload lists the shell carries.
export { BookPage } from './book-page';
export { SearchPage } from './search-page';
