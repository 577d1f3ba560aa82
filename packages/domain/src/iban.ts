// IBAN (ISO 13616): two letters of country, two check digits, then the account (BBAN), at
// most 34 characters. Valid when the number made by moving the first four characters to the
// end, letters as 10–35, leaves 1 divided by 97 (ISO 7064 MOD 97-10). Shared by the server,
// which refuses a bad SANDBOX_TRANSFER_IBAN at start, and the pages, which show it in groups.

/** The IBAN without spaces, upper case ('it60 x054…' → 'IT60X054…'). */
export function compactIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Whether the text (spaces allowed) is an IBAN whose check digits are right. */
export function isValidIban(text: string): boolean {
  const iban = compactIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of moved) {
    const value = Number.parseInt(character, 36);
    // A letter is two digits (A = 10 … Z = 35), a digit one.
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** The IBAN as it is printed for a person to copy: groups of four ('IT60 X054 2811 …'). */
export function formatIban(text: string): string {
  return compactIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}
