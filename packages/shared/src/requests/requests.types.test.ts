import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TCategoryNode } from './category-tree';
import {
  createRequestSchema,
  requestFieldsSchema,
  ZCreateUserRequest,
  ZUserRequestUpdate,
} from './requests.types';

const tree: TCategoryNode[] = [
  { id: 1, parent: null },
  { id: 2, parent: 1 },
  { id: 3, parent: 2 },
  { id: 4, parent: null },
  { id: 5, parent: null, deleted: true },
];
const filled = {
  title: 'Robinet qui fuit',
  body: 'Le robinet de la cuisine goutte sans arrêt.',
  phoneNumber: '(514) 555-0123',
  category: 3,
};

function errorsOf(commercial: boolean, values: Record<string, unknown>, categories = tree) {
  const result = createRequestSchema({ commercial, categories }).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('createRequestSchema', () => {
  it('accepts a filled form and fills the unchecked boxes with false', () => {
    const parsed = createRequestSchema({ commercial: false }).parse({ ...filled, animal: true });
    expect(parsed).toMatchObject({
      ...filled,
      emergency: false,
      canAccessIfAbsent: false,
      animal: true,
    });
  });

  it('requires title, body and a phone, all at once', () => {
    const errors = errorsOf(false, { title: ' ', phoneNumber: '' });
    expect(errors).toEqual({
      title: 'required',
      body: 'required',
      phoneNumber: 'required',
      category: 'required',
    });
    expect(errorsOf(false, { ...filled, phoneNumber: '555-0123' })).toEqual({
      phoneNumber: 'phone',
    });
    expect(errorsOf(false, { ...filled, title: 'x'.repeat(121) })).toEqual({ title: 'maxLength' });
  });

  it('requires alarmCode only when alarm is checked (commercial)', () => {
    expect(errorsOf(true, { ...filled, alarm: true })).toEqual({ alarmCode: 'required' });
    expect(errorsOf(true, { ...filled, alarm: true, alarmCode: '  ' })).toEqual({
      alarmCode: 'required',
    });
    expect(errorsOf(true, { ...filled, alarm: true, alarmCode: '4721' })).toEqual({});
    expect(errorsOf(true, { ...filled, alarm: false })).toEqual({});
    // Reported together with the other missing fields.
    expect(errorsOf(true, { ...filled, title: '', alarm: true })).toEqual({
      title: 'required',
      alarmCode: 'required',
    });
  });

  it("tolerates the other kind's fields only when empty", () => {
    const residentialDefaults = { alarm: false, alarmCode: '' };
    expect(errorsOf(false, { ...filled, ...residentialDefaults })).toEqual({});
    expect(errorsOf(false, { ...filled, alarm: true, alarmCode: '1234' })).toEqual({
      alarm: 'not_applicable',
      alarmCode: 'not_applicable',
    });
    expect(errorsOf(true, { ...filled, animal: null, canAccessIfAbsent: false })).toEqual({});
    expect(errorsOf(true, { ...filled, animal: true, canAccessIfAbsent: true })).toEqual({
      animal: 'not_applicable',
      canAccessIfAbsent: 'not_applicable',
    });
  });

  it('needs a leaf of the visible tree when the categories are given', () => {
    expect(errorsOf(false, { ...filled, category: 4 })).toEqual({});
    expect(errorsOf(false, { ...filled, category: 1 })).toEqual({ category: 'category_not_leaf' });
    expect(errorsOf(false, { ...filled, category: 2 })).toEqual({ category: 'category_not_leaf' });
    expect(errorsOf(false, { ...filled, category: 5 })).toEqual({ category: 'category_unknown' });
    expect(errorsOf(false, { ...filled, category: 77 })).toEqual({ category: 'category_unknown' });
    expect(
      createRequestSchema({ commercial: false }).safeParse({ ...filled, category: 1 }).success,
    ).toBe(true);
  });

  it('lets a form extend the rules and omit fields from the plain field schema', () => {
    const form = createRequestSchema({ commercial: true }).extend({ levels: z.array(z.number()) });
    expect(form.safeParse({ ...filled, levels: [0, 0, 0, 0, 0], alarm: true }).success).toBe(false);
    const withoutImage = requestFieldsSchema({ commercial: false }).omit({ imageData: true });
    expect(withoutImage.safeParse(filled).success).toBe(true);
  });

  it('accepts the status pending the app sends, and nothing else', () => {
    expect(errorsOf(false, { ...filled, status: 'pending' })).toEqual({});
    expect(errorsOf(false, { ...filled, status: 'completed' })).toEqual({ status: 'invalid' });
  });
});

describe('ZCreateUserRequest', () => {
  it('takes the fields of both kinds of property (the server then checks the kind)', () => {
    const parsed = ZCreateUserRequest.parse({
      ...filled,
      alarm: true,
      alarmCode: ' 12 ',
      animal: true,
    });
    expect(parsed).toMatchObject({ alarm: true, alarmCode: '12', animal: true, emergency: false });
  });
});

describe('ZUserRequestUpdate', () => {
  const errors = (value: unknown) => {
    const result = ZUserRequestUpdate.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes a status, a reply, or a status with a decision note', () => {
    expect(errors({ status: 'canceled' })).toEqual({});
    expect(errors({ reply: ' Merci ! ' })).toEqual({});
    expect(ZUserRequestUpdate.parse({ reply: ' Merci ! ' })).toEqual({ reply: 'Merci !' });
    expect(errors({ status: 'completed', decisionNote: 'Réparé.' })).toEqual({});
    expect(errors({ decisionNote: null })).toEqual({});
  });

  it('refuses an empty reply, a reply with a status, an empty body and unknown keys', () => {
    expect(errors({ reply: '   ' })).toEqual({ reply: 'required' });
    expect(errors({ reply: 'ok', status: 'canceled' })).toEqual({ reply: 'reply_alone' });
    expect(errors({})).toEqual({ '': 'required' });
    expect(Object.keys(errors({ status: 'canceled', title: 'x' }))).toEqual(['']);
    expect(Object.keys(errors({ status: 'closed' }))).toEqual(['status']);
  });
});
