import { describe, expect, it } from 'vitest';
import { MESSAGES, ZChangePassword, ZRegister, ZUpdateUser } from './auth.ts';

const valid = {
  username: 'jane.doe-1',
  first_name: 'Jane',
  last_name: 'Doe',
  account_type: 'freelancer',
  email: 'Jane@Example.com',
  password: 'long enough',
  confirm_password: 'long enough',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('ZRegister', () => {
  it('accepts a valid registration and normalises the email', () => {
    const parsed = ZRegister.parse(valid);
    expect(parsed.email).toBe('jane@example.com');
  });

  it.each([
    ['username', 'ab', MESSAGES.usernameInvalid],
    ['username', 'a'.repeat(31), MESSAGES.usernameInvalid],
    ['username', 'has space', MESSAGES.usernameInvalid],
    ['first_name', '  ', MESSAGES.firstNameRequired],
    ['last_name', '', MESSAGES.lastNameRequired],
    ['email', 'not-an-email', MESSAGES.emailInvalid],
    ['password', 'short', MESSAGES.passwordLength],
    ['password', 'x'.repeat(129), MESSAGES.passwordLength],
    ['account_type', 'admin', MESSAGES.accountTypeInvalid],
  ])('rejects %s = %j with its message', (field, value, message) => {
    const result = ZRegister.safeParse({
      ...valid,
      [field]: value,
      ...(field === 'password' ? { confirm_password: value } : {}),
    });
    expect(messagesOf(result)[field]).toBe(message);
  });

  it('requires confirm_password to equal password', () => {
    const result = ZRegister.safeParse({ ...valid, confirm_password: 'different!' });
    expect(messagesOf(result).confirm_password).toBe(MESSAGES.passwordsDiffer);
  });
});

describe('ZUpdateUser', () => {
  it('keeps only the editable fields', () => {
    const parsed = ZUpdateUser.parse({
      first_name: 'A',
      email: 'x@y.z',
      account_type: 'client',
      id: 9,
    });
    expect(parsed).toEqual({ first_name: 'A' });
  });

  it('rejects an invalid telephone and gender', () => {
    const result = ZUpdateUser.safeParse({ telephone: 'call me', gender: 'robot' });
    expect(messagesOf(result)).toEqual({
      telephone: MESSAGES.telephoneInvalid,
      gender: MESSAGES.genderInvalid,
    });
  });
});

describe('ZChangePassword', () => {
  it('requires the confirmation to match and the new password to differ', () => {
    expect(
      messagesOf(
        ZChangePassword.safeParse({
          current_password: 'old password',
          new_password: 'new password',
          confirm_password: 'other',
        }),
      ),
    ).toEqual({ confirm_password: MESSAGES.passwordsDiffer });
    expect(
      messagesOf(
        ZChangePassword.safeParse({
          current_password: 'same password',
          new_password: 'same password',
          confirm_password: 'same password',
        }),
      ),
    ).toEqual({ new_password: MESSAGES.newPasswordSame });
  });
});
