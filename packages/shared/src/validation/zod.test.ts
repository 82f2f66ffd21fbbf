import { describe, expect, it } from 'vitest';
import { ZOptionalPhone, ZPhone } from './zod';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('ZPhone', () => {
  it('trims and accepts a phone', () => {
    expect(ZPhone.parse(' (514) 555-0199 ')).toBe('(514) 555-0199');
  });
  it.each(['514555019', '514-555-CALL', ''])('rejects %j with the message phone', (s) => {
    expect(firstMessage(ZPhone.safeParse(s))).toBe('phone');
  });
});

describe('ZOptionalPhone', () => {
  it.each(['', '   ', undefined])('turns %j into undefined', (s) => {
    expect(ZOptionalPhone.parse(s)).toBeUndefined();
  });
  it('accepts a valid phone', () => {
    expect(ZOptionalPhone.parse('514 555 0199')).toBe('514 555 0199');
  });
  it('rejects an invalid phone', () => {
    expect(firstMessage(ZOptionalPhone.safeParse('555-0199'))).toBe('phone');
  });
});
