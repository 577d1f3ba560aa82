import type { Logger, Plugin } from 'vite';
import {
  checkRouteBudgets,
  formatBudgetTable,
  type BundleChunk,
  type RouteBudget,
} from './route-budgets.ts';

/**
 * Fails the build when a route's initial JavaScript is over its budget, or holds a payment
 * SDK or a second language (see route-budgets.ts). It reads the bundle once it is written:
 * Vite still rewrites chunks (the preload lists of dynamic imports) after the other plugins'
 * `generateBundle`, so only `writeBundle` sees the bytes the browser downloads.
 */
export function routeBudgets(budgets: readonly RouteBudget[]): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'scaffale-route-budgets',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle(_options, bundle) {
      const chunks: BundleChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
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
