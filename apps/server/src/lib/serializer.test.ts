import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler, responseJsonSchema } from './serializer';
import { createSharedReads } from './shared-reads';

const ZItem = z.object({
  id: z.number().int(),
  name: z.object({ fr: z.string(), en: z.string() }),
  note: z.string().nullable(),
  image: z.object({ url: z.string() }).nullable(),
  status: z.enum(['draft', 'published']),
  tags: z.array(z.string()),
  hours: z.record(z.string(), z.array(z.object({ from: z.string(), to: z.string() }))),
  createdAt: z.string().datetime({ offset: true }),
  optional: z.number().optional(),
});
const ZList = z.object({ data: z.array(ZItem), count: z.number().int() });

const compile = (schema: z.ZodType, options = { verify: false }) =>
  createSerializerCompiler(options)({
    schema,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  });
const zodSerialize = (schema: z.ZodType) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const item = {
  id: 7,
  name: { fr: 'Salle « commune »', en: 'Common "room"\n' },
  note: null,
  image: { url: '/uploads/a.jpg' },
  status: 'published',
  tags: ['é', '\u2028'],
  hours: { monday: [{ from: '9:00', to: '17:00' }], sunday: [] },
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('createSerializerCompiler', () => {
  it('writes what the zod serializer wrote, byte for byte', () => {
    const list = {
      data: [item, { ...item, id: 8, note: 'n', image: null, optional: 1.5 }],
      count: 2,
    };
    expect(compile(ZList)(list)).toBe(zodSerialize(ZList)(list));
  });

  it('compiles a route’s writer on its first answer, except in tests where the app is built', () => {
    // A schema JSON Schema cannot express: compiling it throws.
    const ZUnwritable = z.object({ at: z.date() });
    const writer = compile(ZUnwritable);
    expect(() => writer({ at: new Date() })).toThrow();
    expect(() => compile(ZUnwritable, { verify: true })).toThrow();
    const lazy = compile(ZList);
    expect(lazy({ data: [item], count: 1 })).toBe(zodSerialize(ZList)({ data: [item], count: 1 }));
  });

  it('leaves out what the schema does not declare, nested ones too', () => {
    const leaky = {
      data: [{ ...item, passwordHash: 'secret', name: { ...item.name, de: 'x' } }],
      count: 1,
      sql: 'select',
    };
    const json = compile(ZList)(leaky);
    expect(json).not.toMatch(/secret|select|"de"/);
    expect(JSON.parse(json)).toEqual({ data: [item], count: 1 });
  });

  it('writes nullable values as null, without a union to resolve', () => {
    expect(JSON.stringify(responseJsonSchema(ZItem))).not.toContain('anyOf');
    expect(JSON.parse(compile(ZItem)(item))).toMatchObject({
      note: null,
      image: { url: '/uploads/a.jpg' },
    });
    expect(JSON.parse(compile(ZItem)({ ...item, image: null })).image).toBeNull();
  });

  it('fails an answer the two serializers disagree on when verifying (tests)', () => {
    // fast-json-stringify would write "" for this null; zod refuses it.
    const broken = { ...item, name: { fr: null, en: 'x' } };
    expect(() => compile(ZItem, { verify: true })(broken)).toThrow(/does not match its schema/);
    expect(compile(ZItem, { verify: true })(item)).toBe(zodSerialize(ZItem)(item));
  });

  it('writes the JSON of a shared read once, however many answers carry it', async () => {
    let reads = 0;
    const shared = await createSharedReads<{ count: number; data: number[] }>()('k', async () => ({
      get count() {
        reads += 1;
        return 1;
      },
      data: [],
    }));
    const serialize = compile(z.object({ count: z.number(), data: z.array(z.number()) }));
    const first = serialize(shared);
    const readsAfterFirst = reads;
    expect(serialize(shared)).toBe(first);
    expect(reads).toBe(readsAfterFirst);
  });
});
