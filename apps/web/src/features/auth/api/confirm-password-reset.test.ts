import { describe, expect, it } from 'vitest';
import { isInvalidResetLink } from './confirm-password-reset';

describe('isInvalidResetLink', () => {
  it('tells a refused link from a refused password', () => {
    const invalid = { kind: 'invalid', detail: null } as const;
    expect(
      isInvalidResetLink({
        ...invalid,
        fieldErrors: { token: 'Questo link non è più valido' },
        code: 'RESET_TOKEN_INVALID',
      }),
    ).toBe(true);
    // Either sign alone is enough.
    expect(isInvalidResetLink({ ...invalid, fieldErrors: { token: 'Scaduto' }, code: null })).toBe(
      true,
    );
    expect(isInvalidResetLink({ ...invalid, fieldErrors: {}, code: 'RESET_TOKEN_INVALID' })).toBe(
      true,
    );
    expect(
      isInvalidResetLink({ ...invalid, fieldErrors: { password: 'Troppo comune' }, code: null }),
    ).toBe(false);
    expect(isInvalidResetLink({ kind: 'ok', status: 200, body: null })).toBe(false);
    expect(
      isInvalidResetLink({
        kind: 'refused',
        status: 429,
        code: 'RESET_TOKEN_INVALID',
        detail: null,
      }),
    ).toBe(false);
  });
});
