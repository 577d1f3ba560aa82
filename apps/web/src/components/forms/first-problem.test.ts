import type { FieldError, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstProblemResolver } from './first-problem';

const schema = z.object({
  carrier: z.string().trim().min(1, 'Scrivi il corriere.'),
  trackingCode: z.string().trim().min(1, 'Scrivi il codice di tracciamento.'),
  copies: z.record(z.string(), z.string().regex(/^\d+$/, 'Un numero intero.')),
});
type Values = z.input<typeof schema>;

const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe('firstProblemResolver', () => {
  it('reports the first problem only, in the schema’s order', async () => {
    const result = await firstProblemResolver(schema)(
      { carrier: ' ', trackingCode: '', copies: {} },
      undefined,
      options,
    );
    expect(Object.keys(result.errors)).toEqual(['carrier']);
    expect((result.errors.carrier as FieldError).message).toBe('Scrivi il corriere.');
  });

  it('nests a problem of an inner field under its path', async () => {
    const result = await firstProblemResolver(schema)(
      { carrier: 'Poste', trackingCode: 'KB-1', copies: { '7': 'tre' } },
      undefined,
      options,
    );
    const copies = result.errors.copies as unknown as Record<string, FieldError>;
    expect(copies['7']?.message).toBe('Un numero intero.');
  });

  it('gives the parsed values when all is well', async () => {
    const result = await firstProblemResolver(schema)(
      { carrier: ' Poste ', trackingCode: 'KB-1', copies: {} },
      undefined,
      options,
    );
    expect(result).toEqual({
      values: { carrier: 'Poste', trackingCode: 'KB-1', copies: {} },
      errors: {},
    });
  });
});
