import { describe, expect, it } from 'vitest';
import { amountForInput, amountFromInput } from './money-input';

describe('prices as the staff type them', () => {
  it('shows the decimal comma where the language writes one', () => {
    expect(amountForInput('12.50', 'it')).toBe('12,50');
    expect(amountForInput('12.50', 'fr')).toBe('12,50');
    expect(amountForInput('12.50', 'en')).toBe('12.50');
  });

  it('sends a comma or a point as the wire’s decimal', () => {
    expect(amountFromInput(' 12,5 ')).toBe('12.5');
    expect(amountFromInput('1 000.00')).toBe('1000.00');
    expect(amountFromInput('7')).toBe('7');
  });
});
