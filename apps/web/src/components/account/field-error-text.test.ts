import { describe, expect, it } from 'vitest';
import { describeAccountFieldError } from './field-error-text';

describe('describeAccountFieldError', () => {
  it('says nothing for a field without error', () => {
    expect(describeAccountFieldError(undefined, 10)).toBeNull();
  });

  it("shows the server's message as it came", () => {
    expect(
      describeAccountFieldError({ type: 'server', message: 'Questa password è troppo comune' }, 10),
    ).toEqual({ kind: 'text', text: 'Questa password è troppo comune' });
  });

  it("translates the schema's keys, the password's minimum included", () => {
    expect(describeAccountFieldError({ type: 'too_small', message: 'required' }, 10)).toEqual({
      kind: 'required',
    });
    expect(
      describeAccountFieldError({ type: 'invalid_format', message: 'invalidEmail' }, 10),
    ).toEqual({ kind: 'invalidEmail' });
    expect(
      describeAccountFieldError({ type: 'too_small', message: 'passwordTooShort' }, 1024),
    ).toEqual({ kind: 'tooShort', min: 12 });
    expect(
      describeAccountFieldError({ type: 'passwordTooWeak', message: 'passwordTooWeak' }, 1024),
    ).toEqual({ kind: 'passwordTooWeak' });
  });

  it("tells a text over its limit by zod's code, whatever its message", () => {
    expect(
      describeAccountFieldError({ type: 'too_big', message: 'Too big: expected…' }, 150),
    ).toEqual({ kind: 'tooLong', max: 150 });
  });

  it('falls back to a generic message', () => {
    expect(
      describeAccountFieldError({ type: 'invalid_value', message: 'invalidValue' }, 5),
    ).toEqual({ kind: 'invalidValue' });
    expect(describeAccountFieldError({ type: 'server', message: '' }, 5)).toEqual({
      kind: 'invalidValue',
    });
  });
});
