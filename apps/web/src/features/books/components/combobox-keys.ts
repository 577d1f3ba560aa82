/** The keys that move through a combobox's options. */
export type ComboboxKey = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape';

/**
 * The option Down or Up makes active, from `current` (-1: none) among `count`: Down from none
 * goes to the first, Up from none to the last, and both wrap around the ends, as the WAI-ARIA
 * combobox pattern's examples do.
 */
export function nextActiveIndex(current: number, key: 'ArrowDown' | 'ArrowUp', count: number) {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 || current >= count ? count - 1 : current - 1;
}
