import { describe, expect, it, vi } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { showRefusal } from './refusal';

type Values = { email: string; password: string };
const FIELDS = ['email', 'password'] as const;

function fakeSetError() {
  return vi.fn<UseFormSetError<Values>>();
}

describe('showRefusal', () => {
  it('puts messages under their fields, focusing the first, and says nothing above', () => {
    const setError = fakeSetError();
    const said = showRefusal<Values>(
      {
        kind: 'invalid',
        fieldErrors: { email: 'Email già registrata', password: 'Troppo comune' },
        code: null,
        detail: null,
      },
      FIELDS,
      setError,
      'Errore',
    );
    expect(said).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Email già registrata' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Troppo comune' }, { shouldFocus: false }],
    ]);
  });

  it('says above the form what no field of it can show', () => {
    const setError = fakeSetError();
    expect(
      showRefusal<Values>(
        { kind: 'invalid', fieldErrors: { token: 'Link scaduto' }, code: null, detail: null },
        FIELDS,
        setError,
        'Errore',
      ),
    ).toBe('Link scaduto');
    expect(setError).not.toHaveBeenCalled();
    expect(
      showRefusal<Values>(
        { kind: 'invalid', fieldErrors: {}, code: null, detail: 'Richiesta non valida' },
        FIELDS,
        setError,
        'Errore',
      ),
    ).toBe('Richiesta non valida');
    expect(
      showRefusal<Values>(
        { kind: 'invalid', fieldErrors: {}, code: null, detail: null },
        FIELDS,
        setError,
        'Errore',
      ),
    ).toBe('Errore');
  });

  it("says a refusal of the whole with the server's detail, else the fallback", () => {
    const setError = fakeSetError();
    expect(
      showRefusal<Values>(
        { kind: 'refused', status: 429, code: 'TOO_MANY_ATTEMPTS', detail: 'Troppi tentativi' },
        FIELDS,
        setError,
        'Errore',
      ),
    ).toBe('Troppi tentativi');
    expect(
      showRefusal<Values>(
        { kind: 'refused', status: 502, code: null, detail: null },
        FIELDS,
        setError,
        'Errore',
      ),
    ).toBe('Errore');
    expect(setError).not.toHaveBeenCalled();
  });
});
