import { describe, expect, it } from 'vitest';
import { codeOf, readFormResult } from './form-result';

describe('readFormResult', () => {
  it('reads any 2xx as success, with its body', () => {
    expect(readFormResult({ status: 201, ok: true, body: { email: 'a@b.it' } })).toEqual({
      kind: 'ok',
      status: 201,
      body: { email: 'a@b.it' },
    });
    expect(readFormResult({ status: 202, ok: true, body: null }).kind).toBe('ok');
  });

  it('keeps the first message of each field, and the code of the refusal', () => {
    const result = readFormResult({
      status: 400,
      ok: false,
      body: {
        errors: { password: ['Troppo corta', 'Troppo comune'], token: ['Link scaduto'] },
        code: 'RESET_TOKEN_INVALID',
      },
    });
    expect(result).toEqual({
      kind: 'invalid',
      fieldErrors: { password: 'Troppo corta', token: 'Link scaduto' },
      code: 'RESET_TOKEN_INVALID',
      detail: null,
    });
  });

  it('reads a 400 without field errors, or with a body that is not JSON', () => {
    expect(readFormResult({ status: 400, ok: false, body: { detail: 'No' } })).toEqual({
      kind: 'invalid',
      fieldErrors: {},
      code: null,
      detail: 'No',
    });
    expect(readFormResult({ status: 400, ok: false, body: null }).kind).toBe('invalid');
  });

  it("reads other statuses as a refusal with the server's detail and code", () => {
    expect(
      readFormResult({
        status: 429,
        ok: false,
        body: { detail: 'Troppi tentativi', code: 'TOO_MANY_ATTEMPTS' },
      }),
    ).toEqual({
      kind: 'refused',
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      detail: 'Troppi tentativi',
    });
    expect(readFormResult({ status: 502, ok: false, body: null })).toEqual({
      kind: 'refused',
      status: 502,
      code: null,
      detail: null,
    });
  });
});

describe('codeOf', () => {
  it('reads a non-empty string code only', () => {
    expect(codeOf({ code: 'X' })).toBe('X');
    expect(codeOf({ code: '' })).toBeNull();
    expect(codeOf({ code: 3 })).toBeNull();
    expect(codeOf('X')).toBeNull();
    expect(codeOf(null)).toBeNull();
  });
});
