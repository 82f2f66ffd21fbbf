import { describe, expect, it } from 'vitest';
import { ZHour, ZOptionalPhone, ZPhone, ZPostalCode } from './zod';

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

describe('ZPostalCode', () => {
  it('accepts a Canadian postal code', () => {
    expect(ZPostalCode.parse('h2x 1y4')).toBe('h2x 1y4');
  });
  it('rejects anything else', () => {
    expect(firstMessage(ZPostalCode.safeParse('90210'))).toBe('postal');
  });
});

describe('ZHour', () => {
  it('accepts H:MM and HH:MM', () => {
    expect(ZHour.parse('7:05')).toBe('7:05');
    expect(ZHour.parse('17:05')).toBe('17:05');
  });
  it('rejects an impossible hour', () => {
    expect(firstMessage(ZHour.safeParse('24:30'))).toBe('hour');
  });
});
