import type { Lang } from '../config/languages';

// The stylesheets a server-rendered page needs before any script runs: those of its page's
// chunks and the chunks they import, as Vite's manifest of the browser build lists them. The
// browser would otherwise load them with the page's code, after painting the page unstyled.

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

/** The modules (paths in apps/web) whose chunks a public page renders, by page. */
export function pageModules(kind: string, lang: Lang): string[] {
  // Every page: the header's search and the footer's legal links, lazy chunks of the shell.
  const shell = [
    'src/features/books/components/header-search.tsx',
    'src/features/legal/legal-page.tsx',
  ];
  switch (kind) {
    case 'home':
      return [...shell, 'src/features/catalog/home-page.tsx'];
    case 'bookshop':
      return [...shell, 'src/features/catalog/bookshop-page.tsx'];
    case 'book':
    case 'search':
      return [...shell, 'src/features/books/book-pages.ts'];
    case 'legal':
      return [...shell, `src/features/legal/texts/${lang}.ts`];
    default:
      return shell;
  }
}

function isManifest(value: unknown): value is Record<string, ManifestChunk> {
  return typeof value === 'object' && value !== null;
}

/** The `<link rel="stylesheet">` of every stylesheet `modules` bring, each once. */
export function styleLinks(manifest: unknown, modules: readonly string[]): string {
  if (!isManifest(manifest)) return '';
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const sheet of chunk?.css ?? []) sheets.add(sheet);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...sheets].map((sheet) => `<link rel="stylesheet" href="/${encodeURI(sheet)}">`).join('');
}
