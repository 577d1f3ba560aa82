import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the built web app (apps/web/dist): an index.html and one hashed asset, so
 * a test app serves pages and assets the way production does without running a build.
 */
export function temporaryWebDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'scaffale-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="it"><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("scaffale");');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
