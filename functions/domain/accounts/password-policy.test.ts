import { describe, expect, it } from 'vitest';
import { accountMessages } from '@tender/shared/account-messages';
import { commonPasswordsFromSource, moduleText } from './common-passwords.generate';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';
import { assertAcceptablePassword, isCommonPassword } from './password-policy';

const refusal = (password: string) => {
  try {
    assertAcceptablePassword(password, 'password');
    return undefined;
  } catch (error) {
    return (error as { statusCode: number; errors: Record<string, string[]> }).errors.password;
  }
};

describe('password rules (every path that sets one)', () => {
  it('needs 9 to 64 characters', () => {
    expect(refusal('Abcdef-1')).toEqual([accountMessages.resetPasswordShort]);
    expect(refusal('Abcdefg-1')).toBeUndefined();
    expect(refusal(`${'Long passphrase '.repeat(4)}`)).toBeUndefined(); // 64
    expect(refusal(`${'Long passphrase '.repeat(4)}!`)).toEqual([accountMessages.passwordTooLong]);
  });

  it('refuses common passwords whatever their letter case', () => {
    for (const password of ['password123', 'PASSWORD123', 'Qwertyuiop', '1q2w3e4r5t', 'iloveyou123']) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(refusal(password)).toEqual([accountMessages.passwordCommon]);
    }
    expect(isCommonPassword('Tender@2026')).toBe(false); // the demo accounts' password
    expect(isCommonPassword('Correct-Horse-42')).toBe(false);
  });

  it('ships exactly the 9-64 character entries of zxcvbn-ts language-common (regenerate: common-passwords.generate.ts)', () => {
    const fromSource = commonPasswordsFromSource();
    expect(fromSource.length).toBeGreaterThan(3000);
    expect(COMMON_PASSWORDS_TEXT.split('\n')).toEqual(fromSource);
    expect(moduleText(fromSource)).toContain(COMMON_PASSWORDS_TEXT);
  });
});
