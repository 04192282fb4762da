import { type TProperties, type TStringOptions, Type } from 'typebox';

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

/**
 * Characters that have no place in text a member types: C0 controls but tab, line feed and carriage
 * return; DEL and the C1 controls; and lone UTF-16 surrogates (half an emoji), which JSON can carry
 * as "\ud800" but UTF-8 and the database cannot. With the "u" flag a surrogate range only matches
 * an unpaired one, so whole emoji pass. NUL is the one PostgreSQL refuses outright (it answered 500).
 */
export const TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]*$';

/** Every string a request carries (body, query or params) is one of these, so no control character reaches the database. */
export function Text(options: TStringOptions = {}) {
  return Type.String({ ...options, pattern: TEXT_PATTERN });
}

/**
 * A photo as base64 (optionally a data: URL). Neither Text nor maxLength: a pattern or a length
 * counted character by character would hold the event loop for tens of milliseconds per photo.
 * The route's body limit bounds its size (ENCODED_PHOTO_MAX each), and the image pipeline refuses
 * anything that is not base64 or decodes to more than PHOTO_MAX_BYTES.
 */
export const EncodedPhoto = Type.String({ contentEncoding: 'base64' });

/** A closed object: unknown (mass-assigned) fields are refused, not ignored (product-decisions §8). */
export function body<T extends TProperties>(fields: T) {
  return Type.Object(fields, { additionalProperties: false });
}

export const IdParams = body({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
