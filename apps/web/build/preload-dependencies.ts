import type { Plugin } from 'vite';

/**
 * A dynamic import's preload list without the chunks that are loaded already when it runs.
 * Vite lists every chunk the imported one needs, React and the router included, in each chunk
 * that imports lazily: the browser skips those it has (the preload helper keeps a set), but
 * their names are bytes every such chunk downloads, the shell's first. What is loaded for sure:
 * the entry and what it imports statically (nothing of the app runs before them), and the
 * importing chunk and what it imports statically (it is running).
 */

/** The few fields of an output chunk this reads. */
export interface ChunkImports {
  fileName: string;
  isEntry: boolean;
  /** File names of the chunks it imports statically. */
  imports: readonly string[];
}

/** `start` and every chunk it imports statically, transitively. */
export function staticallyLoaded(
  start: string,
  byFile: ReadonlyMap<string, ChunkImports>,
): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) stack.push(imported);
  }
  return seen;
}

/** `deps` without those loaded before a dynamic import in `host` can run. */
export function depsNotLoaded(
  deps: readonly string[],
  host: string,
  chunks: readonly ChunkImports[],
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  if (!byFile.has(host)) return [...deps];
  const loaded = staticallyLoaded(host, byFile);
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const file of staticallyLoaded(entry.fileName, byFile)) loaded.add(file);
  }
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * The plugin that hands `resolveDependencies` the bundle (its `generateBundle` runs before
 * Vite's, which rewrites the preload lists), and the function for `build.modulePreload`.
 */
export function preloadDependencies(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let chunks: ChunkImports[] | null = null;
  return {
    plugin: {
      name: 'scaffale-preload-dependencies',
      apply: 'build',
      enforce: 'pre',
      generateBundle(_options, bundle) {
        chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
      },
    },
    // Without the bundle (another build's hook order), the list stays as Vite made it.
    resolveDependencies: (_file, deps, { hostId }) =>
      chunks === null ? deps : depsNotLoaded(deps, hostId, chunks),
  };
}
