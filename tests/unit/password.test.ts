import { describe, expect, it } from 'vitest';
import { describeIssue } from '../../src/shared/domain/issues.ts';
import { isGenericPassword, isPoPassword, ownPasswordChange } from '../../src/shared/domain/password.ts';

describe('generic password rule (6-16 letters and digits, both)', () => {
  it.each(['abc123', 'A1b2C3d4E5f6G7h8'])('accepts %s', (p) => expect(isGenericPassword(p)).toBe(true));
  it.each([
    ['too short', 'ab123'],
    ['too long', 'abcdefgh123456789'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['a special character', 'abc123#'],
  ])('refuses %s', (_why, p) => expect(isGenericPassword(p)).toBe(false));
});

describe('PO password rule (>= 12 with digits, letters and specials)', () => {
  it('accepts the demo password', () => expect(isPoPassword('Demo#2026pass')).toBe(true));
  it.each([
    ['11 characters', 'Demo#2026pa'],
    ['no special', 'Demo20261234'],
    ['no digit', 'Demo#passwordx'],
    ['no letter', '2026#2026#2026'],
  ])('refuses %s', (_why, p) => expect(isPoPassword(p)).toBe(false));
});

describe('change-password entries', () => {
  const messages = (entries: Record<string, string>) => {
    const parsed = ownPasswordChange('other').safeParse(entries);
    if (parsed.success) return {};
    const say = (key: string, params?: Record<string, string | number>) => `${key}${params?.field ? `(${params.field})` : ''}`;
    return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), describeIssue(issue, 'form', say)]));
  };

  it('names each field its own problem, in catalogue words, as the form shows them', () => {
    expect(messages({ oldPassword: '', password: 'abc', confirmPassword: 'abd' })).toEqual({
      oldPassword: 'field.required(oldPassword)',
      password: 'error.passwordGeneric(password)',
      confirmPassword: 'error.passwordMismatch(confirmPassword)',
    });
    expect(messages({ oldPassword: 'abc123', password: 'abc123', confirmPassword: 'abc123' })).toEqual({ password: 'error.samePassword(password)' });
    expect(messages({ oldPassword: 'abc123', password: 'abc1234', confirmPassword: 'abc1234' })).toEqual({});
  });
});

describe('one rule per account', () => {
  const refusal = (kind: 'vendor' | 'buyer' | 'other', password: string) =>
    ownPasswordChange(kind)
      .safeParse({ oldPassword: 'old', password, confirmPassword: password })
      .error?.issues.map((issue) => issue.message) ?? [];

  it('vendors and buyers keep the PO rule in every form; other accounts the generic one', () => {
    for (const kind of ['vendor', 'buyer'] as const) {
      expect(refusal(kind, 'abc123')).toEqual(['error.passwordPo']);
      expect(refusal(kind, 'Fresh#Pass2026')).toEqual([]);
    }
    expect(refusal('other', 'abc123')).toEqual([]);
    expect(refusal('other', 'Fresh#Pass2026')).toEqual(['error.passwordGeneric']);
  });
});
