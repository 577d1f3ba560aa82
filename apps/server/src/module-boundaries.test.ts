import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The rules `npm run lint` checks the import graph with (.dependency-cruiser.cjs), tried on a
// small tree written for the purpose: a rule that let a back-reference through would pass
// the lint of a clean tree just as well, so these prove each rule bites.

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const config = createRequire(import.meta.url)(
  join(root, '.dependency-cruiser.cjs'),
) as IConfiguration;
const scratch = mkdtempSync(join(tmpdir(), 'scaffale-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes the files (path → source) under a fresh folder and names the rules they break. */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const base = mkdtempSync(join(scratch, 'tree-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), source);
  }
  const result = await cruise(['apps'], {
    baseDir: base,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('expected the cruise as an object');
  return result.output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
}

const orders = 'apps/server/src/modules/orders';
const payments = 'apps/server/src/modules/payments';

describe('the module boundaries the lint enforces', () => {
  it('lets a module import one below it', async () => {
    expect(
      await violationsOf({
        [`${payments}/late-payments.ts`]: `import { cancel } from '../orders/order-state.ts';\nexport const go = cancel;\n`,
        [`${orders}/order-state.ts`]: 'export const cancel = 1;\n',
      }),
    ).toEqual([]);
  });

  it('refuses a module importing one above it, type-only imports included', async () => {
    expect(
      await violationsOf({
        [`${orders}/confirmation.ts`]: `import type { PaymentProviders } from '../payments/providers.ts';\nexport type P = PaymentProviders;\n`,
        [`${payments}/providers.ts`]: 'export interface PaymentProviders { card: string }\n',
      }),
    ).toEqual([`module-direction-orders: ${orders}/confirmation.ts → ${payments}/providers.ts`]);
  });

  it('refuses an import cycle, a shared layer importing a module, and production importing a stand-in', async () => {
    const found = await violationsOf({
      'apps/server/src/db/a.ts': `import { b } from './b.ts';\nexport const a = b;\n`,
      'apps/server/src/db/b.ts': `import { a } from './a.ts';\nexport const b = () => a;\n`,
      'apps/server/src/http/errors.ts': `import { x } from '../modules/orders/x.ts';\nexport const e = x;\n`,
      [`${orders}/x.ts`]: 'export const x = 1;\n',
      [`${payments}/routes.ts`]: `import { s } from '../../test/doubles/stripe-stand-in.ts';\nexport const r = s;\n`,
      'apps/server/src/test/doubles/stripe-stand-in.ts': 'export const s = 1;\n',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'no-circular: apps/server/src/db/a.ts → apps/server/src/db/b.ts',
        `shared-layers-import-no-module: apps/server/src/http/errors.ts → ${orders}/x.ts`,
        `production-imports-no-test-code: ${payments}/routes.ts → apps/server/src/test/doubles/stripe-stand-in.ts`,
      ]),
    );
  });

  it('lets a module declare its jobs with the job queue, and refuses the queue importing a module', async () => {
    const queue = 'apps/server/src/jobs/job-queue.ts';
    expect(
      await violationsOf({
        [`${orders}/jobs.ts`]: `import { defineJob } from '../../jobs/job-queue.ts';\nexport const j = defineJob;\n`,
        [queue]: 'export const defineJob = 1;\n',
      }),
    ).toEqual([]);
    expect(
      await violationsOf({
        [queue]: `import { orderJobs } from '../modules/orders/jobs.ts';\nexport const all = orderJobs;\n`,
        [`${orders}/jobs.ts`]: 'export const orderJobs = [];\n',
        'apps/server/src/jobs/housekeeping.ts': `import { all } from '../app-jobs.ts';\nexport const h = all;\n`,
        'apps/server/src/app-jobs.ts': 'export const all = [];\n',
      }),
    ).toEqual([
      `shared-layers-import-no-module: apps/server/src/jobs/housekeeping.ts → apps/server/src/app-jobs.ts`,
      `shared-layers-import-no-module: ${queue} → ${orders}/jobs.ts`,
    ]);
  });

  it('refuses a module missing from the order', async () => {
    expect(
      await violationsOf({
        'apps/server/src/modules/gift-cards/gift-cards.ts': `import { x } from '../orders/x.ts';\nexport const i = x;\n`,
        [`${orders}/x.ts`]: 'export const x = 1;\n',
      }),
    ).toEqual([`module-listed: apps/server/src/modules/gift-cards/gift-cards.ts → ${orders}/x.ts`]);
  });
});
