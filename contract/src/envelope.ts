import { type TProperties, Type } from 'typebox';

/** Every answer carries Success and ErrorCode (000 §3). */
export const EnvelopeFields = {
  Success: Type.Boolean(),
  ErrorCode: Type.String(),
};

/** An answer schema: the envelope plus the call's own fields. */
export function envelope<T extends TProperties>(fields: T) {
  return Type.Object({ ...EnvelopeFields, ...fields });
}

export const EmptyAnswer = envelope({});

export const ErrorAnswer = Type.Object({
  Success: Type.Literal(false),
  ErrorCode: Type.String(),
  Message: Type.Optional(Type.String()),
  Errors: Type.Optional(Type.Array(Type.Object({ Field: Type.String(), Message: Type.String() }))),
});

/** A closed object: unknown (mass-assigned) fields are refused, not ignored (product-decisions §8). */
export function body<T extends TProperties>(fields: T) {
  return Type.Object(fields, { additionalProperties: false });
}

export const IdParams = body({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
