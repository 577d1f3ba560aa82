import { describe, expect, it } from 'vitest';
import {
  accountDeletionSchema,
  accountSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileFormSchema,
  profileSchema,
  registrationSchema,
} from './account-schemas';

/** The first message key of each field of a failed parse, as the form shows it. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

const REGISTRATION = {
  email: ' Lettore@Example.com ',
  password: 'una frase lunga abbastanza',
  firstName: ' Anna ',
  lastName: 'Verdi',
  language: 'it',
};

describe('registrationSchema', () => {
  it('accepts a new buyer, names and email trimmed', () => {
    const parsed = registrationSchema.parse(REGISTRATION);
    expect(parsed).toEqual({
      email: 'Lettore@Example.com',
      password: 'una frase lunga abbastanza',
      firstName: 'Anna',
      lastName: 'Verdi',
      language: 'it',
    });
  });

  it('says which field is missing, and a short password is too short, not missing', () => {
    const result = registrationSchema.safeParse({
      email: '',
      password: 'corta',
      firstName: '  ',
      lastName: 'Verdi',
      language: 'de',
    });
    expect(messages(result)).toEqual({
      email: 'required',
      password: 'passwordTooShort',
      firstName: 'required',
      language: 'invalidValue',
    });
    expect(messages(registrationSchema.safeParse({ ...REGISTRATION, password: '' }))).toEqual({
      password: 'required',
    });
  });

  it('takes a password of exactly 12 characters: its strength is judged apart (password-strength.ts)', () => {
    expect(
      registrationSchema.safeParse({ ...REGISTRATION, password: 'x'.repeat(11) }).success,
    ).toBe(false);
    expect(
      registrationSchema.safeParse({ ...REGISTRATION, password: 'x'.repeat(12) }).success,
    ).toBe(true);
    expect(
      registrationSchema.safeParse({ ...REGISTRATION, password: 'password1234' }).success,
    ).toBe(true);
  });

  it('refuses a malformed email and overlong names', () => {
    const result = registrationSchema.safeParse({
      ...REGISTRATION,
      email: 'non-una-email',
      lastName: 'x'.repeat(151),
    });
    expect(messages(result).email).toBe('invalidEmail');
    expect(result.error?.issues.find((issue) => issue.path[0] === 'lastName')?.code).toBe(
      'too_big',
    );
  });
});

describe('the other account forms', () => {
  it('profile: no password asked', () => {
    const { password: _password, ...profile } = REGISTRATION;
    expect(profileSchema.safeParse(profile).success).toBe(true);
  });

  it('password change: the current one may be short, the new one may not', () => {
    expect(
      passwordChangeSchema.safeParse({
        currentPassword: 'vecchia',
        newPassword: 'nuova lunga frase',
      }).success,
    ).toBe(true);
    expect(
      messages(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'corta' })),
    ).toEqual({ currentPassword: 'required', newPassword: 'passwordTooShort' });
  });

  it('deletion and reset ask for one password each', () => {
    expect(messages(accountDeletionSchema.safeParse({ password: '' }))).toEqual({
      password: 'required',
    });
    expect(accountDeletionSchema.safeParse({ password: 'corta' }).success).toBe(true);
    expect(messages(passwordResetSchema.safeParse({ password: 'corta' }))).toEqual({
      password: 'passwordTooShort',
    });
  });

  it('profile on the account page: the current password only for a new email', () => {
    const { password: _password, ...profile } = REGISTRATION;
    const form = profileFormSchema('lettore@example.com');
    // The same address, whatever its case and spaces: nothing more to ask.
    expect(form.safeParse({ ...profile, currentPassword: '' }).success).toBe(true);
    const moving = { ...profile, email: 'altro@example.com', currentPassword: '' };
    expect(messages(form.safeParse(moving))).toEqual({ currentPassword: 'required' });
    expect(form.parse({ ...moving, currentPassword: 'corta' })).toMatchObject({
      email: 'altro@example.com',
      currentPassword: 'corta',
    });
  });

  it("reads the server's account with the email waiting for its link, refusing an unknown language", () => {
    const account = {
      email: 'a@b.it',
      firstName: 'A',
      lastName: 'B',
      language: 'fr',
      pendingEmail: 'nuovo@b.it',
    };
    expect(accountSchema.parse(account)).toEqual(account);
    expect(accountSchema.parse({ ...account, pendingEmail: null }).pendingEmail).toBeNull();
    expect(accountSchema.safeParse({ ...account, language: 'de' }).success).toBe(false);
  });
});
