import { ZWellFormedInput } from '@habitat/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Every route's body, query and path pass the shared text rule before their own schema, so
 * no route, present or future, hands PostgreSQL a NUL or a lone surrogate (a 400, not a 500).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: ZWellFormedInput.pipe(route.schema) });
