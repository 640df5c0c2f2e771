import { z } from 'zod';
import { PO_PASSWORD_MIN_LENGTH } from '../constants.ts';
import type { RoleKind } from './roles.ts';

/** Password rules of spec 000 §5. New passwords reach the server in plain text (over TLS) so the
 * server can enforce these; stored and compared is always argon2id of the MD5 digest the client sends. */

/** Generic rule: 6-16 characters, letters and digits only, containing both. */
export function isGenericPassword(password: string): boolean {
  return /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/.test(password);
}

/** PO change-password rule: at least 12 characters with a digit, a letter and a special character. */
export function isPoPassword(password: string, minLength = 12): boolean {
  return password.length >= minLength && password.length <= 128 && /\d/.test(password) && /[A-Za-z]/.test(password) && /[^A-Za-z\d\s]/.test(password);
}

export const MD5_HEX = /^[0-9a-fA-F]{32}$/;

export type NewPasswordField = 'password' | 'confirmPassword';
export type PoPasswordProblem = 'error.passwordPo' | 'error.passwordMismatch';

/**
 * What is wrong with the new password of the PO change-password flow, by field (spec 000 §5): the
 * rule on the password, the two entries matching on the repetition. The form and the server both ask.
 */
export function poPasswordProblems(
  entries: { password: string; confirmPassword: string },
  minLength = 12,
): Partial<Record<NewPasswordField, PoPasswordProblem>> {
  return {
    ...(isPoPassword(entries.password, minLength) ? {} : { password: 'error.passwordPo' as const }),
    ...(entries.confirmPassword === entries.password ? {} : { confirmPassword: 'error.passwordMismatch' as const }),
  };
}

/**
 * The entries of a change-password form, before the old password is hashed for the wire: the old
 * one given, the new one under `rule` (its message `ruleKey`) and unlike the old one, the repetition
 * equal. Messages are catalogue keys (describeIssue translates them); the server asks the same.
 */
export function passwordChangeEntries(rule: (password: string) => boolean, ruleKey: string) {
  return z.strictObject({ oldPassword: z.string().min(1), password: z.string().max(128), confirmPassword: z.string().max(128) }).superRefine((entries, ctx) => {
    if (!rule(entries.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: ruleKey });
    else if (entries.password === entries.oldPassword) ctx.addIssue({ code: 'custom', path: ['password'], message: 'error.samePassword' });
    if (entries.confirmPassword !== entries.password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'error.passwordMismatch' });
  });
}
export type PasswordChangeEntries = z.infer<ReturnType<typeof passwordChangeEntries>>;

export interface PasswordRule {
  test: (password: string) => boolean;
  /** The catalogue key of its message. */
  key: 'error.passwordGeneric' | 'error.passwordPo';
  kind: 'generic' | 'po';
}

const GENERIC_RULE: PasswordRule = { test: isGenericPassword, key: 'error.passwordGeneric', kind: 'generic' };
const PO_RULE: PasswordRule = { test: (password) => isPoPassword(password, PO_PASSWORD_MIN_LENGTH), key: 'error.passwordPo', kind: 'po' };

/**
 * One account, one rule, whichever form changes the password: vendors and buyers (the PO area, spec
 * 000 §5) keep the stricter PO rule in the profile and on /newUser too, or the profile's 6-16 letters
 * and digits would undo what Account Settings asked for. Other accounts keep the generic rule.
 */
export function passwordRuleOf(kind: RoleKind): PasswordRule {
  return kind === 'other' ? GENERIC_RULE : PO_RULE;
}

/** The change-password entries under the account's rule (profile, /newUser). */
export function ownPasswordChange(kind: RoleKind) {
  const rule = passwordRuleOf(kind);
  return passwordChangeEntries(rule.test, rule.key);
}
