import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './combobox-keys';

describe('nextActiveIndex', () => {
  it('goes down from none to the first, and wraps from the last to the first', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(nextActiveIndex(2, 'ArrowDown', 3)).toBe(0);
  });

  it('goes up from none to the last, and wraps from the first to the last', () => {
    expect(nextActiveIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(2, 'ArrowUp', 3)).toBe(1);
    expect(nextActiveIndex(0, 'ArrowUp', 3)).toBe(2);
  });

  it('chooses none when there is nothing to choose, and recovers from a shrunk list', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 0)).toBe(-1);
    expect(nextActiveIndex(5, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(5, 'ArrowUp', 3)).toBe(2);
  });
});
