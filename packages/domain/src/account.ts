import { z } from 'zod';

// The login form, checked by the web form and again by POST /api/login/. Messages are
// stable keys (the same ones as addresses.ts); each side translates them.

export const LOGIN_LIMITS = { email: 254, password: 1024 } as const;

export const loginSchema = z.object({
  email: z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(LOGIN_LIMITS.email)
    .email('invalidEmail'),
  password: z.string('required').min(1, 'required').max(LOGIN_LIMITS.password),
});

export type LoginInput = z.input<typeof loginSchema>;
