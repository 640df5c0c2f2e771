/** Password rules of spec 000 §5. New passwords reach the server in plain text (over TLS) so the
 * server can enforce these; stored and compared is always argon2id of the MD5 digest the client sends. */

/** Generic rule: 6-16 characters, letters and digits only, containing both. */
export function isGenericPassword(password: string): boolean {
  return /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/.test(password);
}

/** PO change-password rule: at least 12 characters with a digit, a letter and a special character. */
export function isPoPassword(password: string, minLength = 12): boolean {
  return (
    password.length >= minLength &&
    password.length <= 128 &&
    /\d/.test(password) &&
    /[A-Za-z]/.test(password) &&
    /[^A-Za-z\d\s]/.test(password)
  );
}

export const MD5_HEX = /^[0-9a-fA-F]{32}$/;
