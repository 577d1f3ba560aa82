import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';
import {
  checkRouteBudgets,
  formatBudgetTable,
  routePreloads,
  type BundleChunk,
  type RouteBudget,
} from './route-budgets.ts';

/** Written beside index.html: what the server preloads per route and language (web.ts). */
export const PRELOADS_FILE = 'preloads.json';

/**
 * Fails the build when a route's initial JavaScript is over its budget, or holds a payment
 * SDK or a second language (see route-budgets.ts); writes what each route and language
 * should preload (preloads.json). It reads the bundle once it is written:
 * Vite still rewrites chunks (the preload lists of dynamic imports) after the other plugins'
 * `generateBundle`, so only `writeBundle` sees the bytes the browser downloads.
 */
export function routeBudgets(budgets: readonly RouteBudget[]): Plugin {
  let logger: Logger | undefined;
  let outDir = '';
  return {
    name: 'scaffale-route-budgets',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      logger = config.logger;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks: BundleChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ ...output, importedCss: [...(output.viteMetadata?.importedCss ?? [])] }]
          : [],
      );
      writeFileSync(
        join(outDir, PRELOADS_FILE),
        `${JSON.stringify(routePreloads(chunks, budgets), null, 2)}\n`,
      );
      const reports = checkRouteBudgets(chunks, budgets);
      logger?.info(
        `\nInitial JavaScript per route (gzip, one language included):\n${formatBudgetTable(reports)}\n`,
      );
      const problems = reports.flatMap((report) =>
        report.problems.map((problem) => `${report.route}: ${problem}`),
      );
      if (problems.length > 0) {
        this.error(`Route budgets exceeded:\n  ${problems.join('\n  ')}`);
      }
    },
  };
}
