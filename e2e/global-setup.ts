import { existsSync } from 'node:fs';

// A missing browser is a clear failure that says how to install one, never a silent skip.
export default function globalSetup(): void {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executable)) {
    throw new Error(
      `Chromium was not found at ${executable}. Install it with ` +
        '`apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
}
