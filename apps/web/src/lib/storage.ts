/**
 * Browser storage that never throws (private mode, full quota, disabled storage) and never
 * trusts what it reads: every read goes through a parser that returns null when the stored
 * value is not what the caller expects.
 */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(
  key: string,
  parse: (value: unknown) => T | null,
  which: StorageArea = 'local',
): T | null {
  try {
    const raw = area(which)?.getItem(key) ?? null;
    if (raw === null) return null;
    return parse(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown, which: StorageArea = 'local'): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value is a convenience, the page works without it.
  }
}

export function removeStored(key: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Same as above.
  }
}
