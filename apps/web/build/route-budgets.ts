import { gzipSync } from 'node:zlib';

/**
 * What a route downloads before it can render, measured against a budget at build time
 * (docs/spec/quality.md §2): the entry chunk and everything it imports statically, the route's lazy
 * page chunk and everything that imports statically, and the strings of one language (main.tsx
 * awaits them before the first render). Payment SDKs, the other languages and the password
 * judge's dictionaries must not be in that set: they load when a payment method or a
 * language is chosen, or a new-password field shows.
 */

/** The few fields of a Rolldown/Rollup output chunk the check reads. */
export interface BundleChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** The module the chunk stands for (a lazy page's file for a page chunk). */
  facadeModuleId: string | null;
  /** File names of the chunks this one imports statically. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

export interface RouteBudget {
  /** How the route is named in the table, e.g. '/it/carrello'. */
  route: string;
  /** The page module the router imports lazily, matched by the end of its path. */
  page: string;
  /** Initial JavaScript allowed, in KB (1024 bytes) of gzip. */
  budgetKb: number;
}

export interface RouteReport {
  route: string;
  budgetKb: number;
  /** Gzip size of the initial JavaScript, current language included, in KB. */
  gzipKb: number;
  /** The chunks counted, entry first. */
  files: string[];
  /** Why the route fails the check; empty when it passes. */
  problems: string[];
}

const PAYMENT_SDK = /[\\/]node_modules[\\/](@stripe[\\/]|braintree-web[\\/])/;
/** zxcvbn and its dictionaries (about 1 MB), and the domain's judge that loads them. */
const PASSWORD_JUDGE =
  /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/]password-strength\.ts$/;
// Written out: Vite loads this file with its config, where the domain package's TypeScript
// cannot be imported. route-budgets.test.ts checks it against @scaffale/domain/languages.
const LANGUAGE = /[\\/]src[\\/]i18n[\\/](it|en|fr|es)\.json$/;

function withoutQuery(moduleId: string): string {
  return moduleId.split('?')[0] ?? moduleId;
}

export function isPaymentSdkModule(moduleId: string): boolean {
  return PAYMENT_SDK.test(withoutQuery(moduleId));
}

export function isPasswordJudgeModule(moduleId: string): boolean {
  return PASSWORD_JUDGE.test(withoutQuery(moduleId));
}

export function languageOfModule(moduleId: string): string | null {
  return LANGUAGE.exec(withoutQuery(moduleId))?.[1] ?? null;
}

/** Gzip size in bytes, at the level the server's precompressed files use. */
export function gzipBytes(code: string): number {
  return gzipSync(code, { level: 9 }).length;
}

const KB = 1024;
const roundKb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

function endsWithPath(moduleId: string, suffix: string): boolean {
  return withoutQuery(moduleId).replaceAll('\\', '/').endsWith(suffix);
}

/** The chunk and every chunk it imports statically, transitively, in discovery order. */
function staticClosure(
  start: BundleChunk,
  byFile: ReadonlyMap<string, BundleChunk>,
): BundleChunk[] {
  const seen = new Set<string>();
  const order: BundleChunk[] = [];
  const stack = [start];
  for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    order.push(chunk);
    // Imports that are not chunks of this bundle (externals) download nothing of ours.
    for (const file of [...chunk.imports].reverse()) {
      const imported = byFile.get(file);
      if (imported && !seen.has(file)) stack.push(imported);
    }
  }
  return order;
}

/**
 * Checks each route's initial JavaScript: its size against the budget, and that it holds
 * no payment SDK, no password dictionaries and no more than one language. `size` gives a chunk's gzip bytes.
 */
export function checkRouteBudgets(
  chunks: readonly BundleChunk[],
  budgets: readonly RouteBudget[],
  size: (chunk: BundleChunk) => number = (chunk) => gzipBytes(chunk.code),
): RouteReport[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sizes = new Map<string, number>();
  const sizeOf = (chunk: BundleChunk) => {
    let bytes = sizes.get(chunk.fileName);
    if (bytes === undefined) {
      bytes = size(chunk);
      sizes.set(chunk.fileName, bytes);
    }
    return bytes;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  // One language is always fetched before the first render: when none is bundled into the
  // initial set, the largest language chunk stands for the visitor's.
  const languageChunks = chunks.filter((chunk) => chunk.moduleIds.some(languageOfModule));
  const largestLanguage = languageChunks.reduce<BundleChunk | null>(
    (largest, chunk) => (largest && sizeOf(largest) >= sizeOf(chunk) ? largest : chunk),
    null,
  );

  return budgets.map(({ route, page, budgetKb }) => {
    const problems: string[] = [];
    if (entries.length !== 1) problems.push(`expected one entry chunk, found ${entries.length}`);
    const pageChunk = chunks.find(
      (chunk) => chunk.facadeModuleId !== null && endsWithPath(chunk.facadeModuleId, page),
    );
    if (!pageChunk) problems.push(`no chunk of its own for the page ${page} (is it lazy?)`);

    const initial = new Map<string, BundleChunk>();
    for (const start of [...entries, ...(pageChunk ? [pageChunk] : [])]) {
      for (const chunk of staticClosure(start, byFile)) initial.set(chunk.fileName, chunk);
    }

    for (const chunk of initial.values()) {
      const sdk = chunk.moduleIds.filter(isPaymentSdkModule);
      if (sdk.length > 0) {
        problems.push(`payment SDK in the initial set (${chunk.fileName}: ${sdk[0]})`);
      }
      const judge = chunk.moduleIds.filter(isPasswordJudgeModule);
      if (judge.length > 0) {
        problems.push(`password dictionaries in the initial set (${chunk.fileName}: ${judge[0]})`);
      }
    }
    const languages = new Set(
      [...initial.values()].flatMap((chunk) =>
        chunk.moduleIds.map(languageOfModule).filter((lang) => lang !== null),
      ),
    );
    if (languages.size > 1) {
      problems.push(
        `${languages.size} languages in the initial set (${[...languages].join(', ')})`,
      );
    }

    const counted = [...initial.values()];
    if (languages.size === 0 && largestLanguage) counted.push(largestLanguage);
    const bytes = counted.reduce((total, chunk) => total + sizeOf(chunk), 0);
    if (bytes > budgetKb * KB) {
      problems.push(`${roundKb(bytes)} KB gzip is over its budget of ${budgetKb} KB`);
    }
    return {
      route,
      budgetKb,
      gzipKb: roundKb(bytes),
      files: counted.map((chunk) => chunk.fileName),
      problems,
    };
  });
}

/** The table printed at build: one row per route. */
export function formatBudgetTable(reports: readonly RouteReport[]): string {
  const header = ['route', 'initial JS (KB gzip)', 'budget (KB)', 'result'];
  const rows = [
    header,
    ...reports.map((report) => [
      report.route,
      report.gzipKb.toFixed(1),
      String(report.budgetKb),
      report.problems.length === 0 ? 'ok' : 'FAIL',
    ]),
  ];
  const widths = header.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
    .join('\n');
}
