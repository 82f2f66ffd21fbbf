import { describe, expect, it } from 'vitest';
import { changeEmailFormSchema } from './account-forms';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));

describe('changeEmailFormSchema', () => {
  const schema = changeEmailFormSchema('ann@example.com');
  it('accepts the current address without a password', () => {
    expect(schema.safeParse({ email: ' ann@example.com ', currentPassword: '' }).success).toBe(
      true,
    );
  });
  it('asks for a valid address and, for a new one, the current password', () => {
    expect(issues(schema.safeParse({ email: 'nope', currentPassword: '' }))).toEqual([
      { path: ['email'], message: 'email' },
      { path: ['currentPassword'], message: 'required' },
    ]);
    expect(schema.safeParse({ email: 'bob@example.com', currentPassword: 'x' }).success).toBe(true);
  });
});
