/**
 * How route schemas become validators and serializers. Each is compiled when its route is first
 * called rather than at start: compiling all of them (Ajv and fast-json-stringify) took about a
 * fifth of the start's CPU, for routes most processes answer only later, if at all. A schema that
 * does not compile fails its route's first call; the fuzz test calls every route.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * Query strings and path params arrive as text, so their values are coerced to the schema's types;
 * JSON bodies carry their own types and are taken as they are, so `"Type": true` is no account type.
 */
export function validatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const compilers = AjvCompiler();
  const customOptions = { removeAdditional: false, allErrors: true, useDefaults: true } as const;
  const typed = compilers({}, { customOptions: { ...customOptions, coerceTypes: false } });
  const coerced = compilers({}, { customOptions: { ...customOptions, coerceTypes: 'array' } });
  return (route) => {
    let compiled: Validate | undefined;
    // Fastify reads a failed validation's problems from the function's `errors`, as Ajv leaves them.
    const validate: Validate = (data) => {
      compiled ??= (route.httpPart === 'body' ? typed : coerced)(route) as Validate;
      const result = compiled(data);
      validate.errors = compiled.errors;
      return result;
    };
    return validate as ReturnType<FastifySchemaCompiler<FastifySchema>>;
  };
}

/** Fastify's own serializers (fast-json-stringify), each built on its first answer. */
export function serializerCompiler(): FastifySerializerCompiler<FastifySchema> {
  const compile = SerializerSelector()();
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= compile(route as Parameters<typeof compile>[0]);
      return serialize(data);
    };
  };
}
