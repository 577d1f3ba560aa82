import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginSchema } from './account.ts';

/** Each field's first message: the one the form shows. */
function messages(input: unknown): Record<string, string> {
  const first: Record<string, string> = {};
  for (const issue of loginSchema.safeParse(input).error?.issues ?? []) {
    first[issue.path.join('.')] ??= issue.message;
  }
  return first;
}

describe('login', () => {
  it('accepts an email and a password, the email trimmed', () => {
    expect(loginSchema.parse({ email: ' mario@example.com ', password: ' x ' })).toEqual({
      email: 'mario@example.com',
      password: ' x ',
    });
  });

  it('names the missing fields', () => {
    expect(messages({})).toEqual({ email: 'required', password: 'required' });
    expect(messages({ email: '  ', password: '' })).toEqual({
      email: 'required',
      password: 'required',
    });
  });

  it('refuses an address that is not one', () => {
    expect(messages({ email: 'not-an-email', password: 'x' })).toEqual({
      email: 'invalidEmail',
    });
  });

  it('refuses texts over their limits', () => {
    const result = loginSchema.safeParse({
      email: `${'a'.repeat(LOGIN_LIMITS.email)}@example.com`,
      password: 'x'.repeat(LOGIN_LIMITS.password + 1),
    });
    const codes = result.error?.issues.map((i) => [i.path.join('.'), i.code]);
    expect(codes).toContainEqual(['email', 'too_big']);
    expect(codes).toContainEqual(['password', 'too_big']);
  });
});
