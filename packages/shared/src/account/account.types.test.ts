import { describe, expect, it } from 'vitest';
import {
  accountRequestFormSchema,
  type TAccountRequestForm,
  ZAccountRequest,
} from './account.types';

const filled: TAccountRequestForm = {
  name: 'Jane Roy',
  address: '1200 rue Sherbrooke',
  unit: '4B',
  phone: '',
  email: '',
  note: '',
};

function errorsOf(layout: 'mobile' | 'desktop', values: TAccountRequestForm) {
  const result = accountRequestFormSchema(layout).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('accountRequestFormSchema', () => {
  it.each(['mobile', 'desktop'] as const)('requires name, address and unit (%s)', (layout) => {
    const errors = errorsOf(layout, { ...filled, name: ' ', address: '', unit: '' });
    expect(errors).toMatchObject({ name: 'required', address: 'required', unit: 'required' });
  });

  describe('mobile', () => {
    it('accepts the form without phone and without e-mail', () => {
      expect(errorsOf('mobile', filled)).toEqual({});
    });
    it('accepts a valid phone', () => {
      expect(errorsOf('mobile', { ...filled, phone: '(514) 555-0199' })).toEqual({});
    });
    it('rejects a phone given but invalid', () => {
      expect(errorsOf('mobile', { ...filled, phone: '555-0199' })).toEqual({ phone: 'phone' });
    });
    it('accepts an e-mail, so the decision can be sent, and rejects one that is not', () => {
      expect(errorsOf('mobile', { ...filled, email: 'jane@example.com' })).toEqual({});
      expect(errorsOf('mobile', { ...filled, email: 'jane@' })).toEqual({ email: 'email' });
    });
  });

  describe('desktop', () => {
    const complete = { ...filled, phone: '514 555 0199', email: 'jane@example.com' };

    it('accepts a complete form', () => {
      expect(errorsOf('desktop', complete)).toEqual({});
    });
    it('requires phone and e-mail', () => {
      expect(errorsOf('desktop', filled)).toEqual({ phone: 'required', email: 'required' });
    });
    it('requires them to be a phone and an e-mail', () => {
      const errors = errorsOf('desktop', { ...complete, phone: '514555', email: 'jane@' });
      expect(errors).toEqual({ phone: 'phone', email: 'email' });
    });
  });
});

describe('ZAccountRequest', () => {
  const body = { name: 'Jane Roy', address: '1200 rue Sherbrooke', unit: '4B', property: 3 };

  it('accepts a request without phone, or with an empty one', () => {
    expect(ZAccountRequest.parse(body).phone).toBeUndefined();
    expect(ZAccountRequest.parse({ ...body, phone: '' }).phone).toBeUndefined();
  });
  it('accepts a valid phone and rejects an invalid one', () => {
    expect(ZAccountRequest.parse({ ...body, phone: '514-555-0199' }).phone).toBe('514-555-0199');
    expect(ZAccountRequest.safeParse({ ...body, phone: '514-555' }).success).toBe(false);
  });
  it('caps the phone length', () => {
    const long = `514 555 0199${' 0'.repeat(10)}`;
    expect(ZAccountRequest.safeParse({ ...body, phone: long }).success).toBe(false);
  });
});
