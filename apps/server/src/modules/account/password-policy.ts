import { readFileSync } from 'node:fs';

// NIST SP 800-63B §5.1.1.2: a chosen password is long enough and is not one of the passwords
// known to be common; no composition rules (digits, symbols), no truncation.

/** The shortest password an account may have. */
export const MIN_PASSWORD_LENGTH = 12;
/** Far beyond any real passphrase; it only keeps a request from hashing a megabyte. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * The 10,000 most common passwords, lower case (the list's header says where it comes
 * from). Read once, at start: a missing file stops the server instead of letting every
 * password through. The bundle has it copied beside itself (build/bundle.ts).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** Whether the password is on the list, in any case ('Password' is as common as 'password'). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
