import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { isSharedResult } from './shared-reads';

type TJsonSchema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is TJsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `anyOf: [T, { type: 'null' }]` (zod's `.nullable()`) as `T` with `nullable: true`, which
 * fast-json-stringify writes directly; an anyOf makes it pick the branch with a validator on
 * every value.
 */
function withNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullable);
  if (!isSchema(node)) return node;
  const result = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withNullable(v)]));
  const branches = result.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return result;
  const isNull = (branch: unknown) => isSchema(branch) && branch.type === 'null';
  const other = branches.find((branch) => !isNull(branch));
  if (!branches.some(isNull) || !isSchema(other) || typeof other.type !== 'string') return result;
  const { anyOf: _, ...rest } = result;
  return { ...rest, ...other, nullable: true };
}

/** A response schema as the JSON Schema (draft 7) of what zod outputs. */
export function responseJsonSchema(schema: z.ZodType): TJsonSchema {
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    reused: 'inline',
  });
  return withNullable(jsonSchema) as TJsonSchema;
}

/** Routes declare `response: { 200: ZSomething }` (or `{ properties: ZSomething }`). */
function zodSchemaOf(schema: unknown, route: string): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  if (inner instanceof z.ZodType) return inner;
  throw new Error(`The response schema of ${route} is not a zod schema`);
}

/** The JSON the zod serializer used to send: the value parsed by the schema (a mismatch is a bug). */
function zodJson(schema: z.ZodType, data: unknown, route: string) {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`The answer of ${route} does not match its schema`, { cause: result.error });
  }
  return JSON.stringify(result.data);
}

/**
 * Answers are written by fast-json-stringify from the route's response schema, compiled once:
 * properties the schema does not declare are left out, as zod's parse left them out, but the
 * values are not validated at run time any more. With `verify` (tests), each answer is also
 * produced the old way and any difference fails the request, so every test checks that the
 * two agree byte for byte. A shared read's result cannot change, so its JSON is kept with it.
 */
export function createSerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    const route = `${method} ${url} (${httpStatus})`;
    const zodSchema = zodSchemaOf(schema, route);
    const compile = (): ((data: unknown) => string) => {
      const stringify: (data: unknown) => string = fastJson(
        responseJsonSchema(zodSchema) as AnySchema,
      );
      if (!options.verify) return stringify;
      return (data: unknown) => {
        const json = stringify(data);
        if (json !== zodJson(zodSchema, data, route)) {
          throw new Error(`The serializers disagree on the answer of ${route}: ${json}`);
        }
        return json;
      };
    };
    // Outside tests, each route's writer is compiled by its first answer rather than at boot,
    // where the few hundred of them cost more CPU than anything else the first answer waits
    // for. Tests (verify) compile them all as the app is built, so a schema fast-json-stringify
    // cannot take still fails every test run, not a route's first request.
    let compiled = options.verify ? compile() : undefined;
    const serialize = (data: unknown) => {
      compiled ??= compile();
      return compiled(data);
    };
    const written = new WeakMap<object, string>();
    return (data: unknown) => {
      if (!isSharedResult(data)) return serialize(data);
      let json = written.get(data);
      if (json === undefined) {
        json = serialize(data);
        written.set(data, json);
      }
      return json;
    };
  };
}
