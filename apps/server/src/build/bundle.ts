import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The server's production build: one ESM bundle of our TypeScript (server and
// packages/domain) run by plain `node`, the npm dependencies left as imports. A TypeScript
// loader at run time costs a loader thread and about 60 MB of memory per process
// (docs/adr/006-bundled-server.md); tests and the dev tools keep running the sources.

export const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** npm packages the server imports: resolved from node_modules at run time, not bundled. */
function dependencies(): string[] {
  const manifest = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

/**
 * Bundles `entry` (a path) into `outDir` as `<entry name>.mjs`; what the code imports
 * dynamically (the live payment providers and their SDKs) stays in chunks of its own, loaded
 * only when used. A file the code reads beside itself through `import.meta.url` (the GraphQL
 * schema) is copied next to the bundle.
 */
export async function bundleServer(entry: string, outDir: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: dependencies(),
    logLevel: 'warning',
    // Bundled CommonJS helpers may call require(); ESM has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  mkdirSync(outDir, { recursive: true });
  copyFileSync(join(serverRoot, 'src/graphql/schema.graphql'), join(outDir, 'schema.graphql'));
}
