import { loginSchema } from '@scaffale/domain/account';
import { LANGUAGES } from '@scaffale/domain/languages';
import { MAX_PASSWORD_LENGTH, newPasswordSchema } from '@scaffale/domain/password';
import { z } from 'zod';

// The buyer's account forms (docs/spec/accounts-and-access.md §1), checked in the browser before
// they are sent; the server checks them again. Messages are keys, translated by the form
// (../forms/field-error-text.ts), as in the shared login schema. A new password's length is
// the shared rule (@scaffale/domain/password); its strength is judged as it is typed
// (password-strength.ts), with dictionaries loaded apart, and again by the server.

export const ACCOUNT_LIMITS = { email: 254, password: MAX_PASSWORD_LENGTH, name: 150 } as const;

const email = loginSchema.shape.email;

/** A password the buyer chooses now: one message per refusal, the first that applies. */
const newPassword = newPasswordSchema;

/** A password the buyer already has: older accounts may have a shorter one. */
const currentPassword = z.string('required').min(1, 'required').max(ACCOUNT_LIMITS.password);

const personName = z.string('required').trim().min(1, 'required').max(ACCOUNT_LIMITS.name);

const language = z.enum(LANGUAGES, 'invalidValue');

/** Names, email and language: what the account page saves. */
export const profileSchema = z.object({
  email,
  firstName: personName,
  lastName: personName,
  language,
});
export type ProfileValues = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/**
 * The account page's profile form: a new email (another address than `currentEmail`, the
 * account's) is asked for with the current password, as the server does.
 */
export function profileFormSchema(currentEmail: string) {
  return profileSchema
    .extend({ currentPassword: z.string().max(ACCOUNT_LIMITS.password) })
    .superRefine((values, context) => {
      const moving = values.email.toLowerCase() !== currentEmail.trim().toLowerCase();
      if (moving && values.currentPassword === '') {
        context.addIssue({ code: 'custom', path: ['currentPassword'], message: 'required' });
      }
    });
}
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileForm = z.output<ReturnType<typeof profileFormSchema>>;

export const registrationSchema = profileSchema.extend({ password: newPassword });
export type RegistrationValues = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const passwordChangeSchema = z.object({ currentPassword, newPassword });
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;

export const accountDeletionSchema = z.object({ password: currentPassword });
export type AccountDeletionValues = z.input<typeof accountDeletionSchema>;

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestValues = z.input<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z.object({ password: newPassword });
export type PasswordResetValues = z.input<typeof passwordResetSchema>;

/**
 * The account as `GET /api/account/` and `POST /api/account/` answer it: `pendingEmail` is a
 * new email waiting for the link mailed to it.
 */
export const accountSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language,
  pendingEmail: z.string().nullable(),
});
export type Account = z.output<typeof accountSchema>;
