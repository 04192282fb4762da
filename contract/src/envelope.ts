import { type Static, type TProperties, type TStringOptions, Type } from 'typebox';

/** Every answer carries Success and ErrorCode (the response envelope). */
export const EnvelopeFields = {
  Success: Type.Boolean(),
  ErrorCode: Type.String(),
};

/** An answer schema: the envelope plus the call's own fields. */
export function envelope<T extends TProperties>(fields: T) {
  return Type.Object({ ...EnvelopeFields, ...fields });
}

export const EmptyAnswer = envelope({});
export type EmptyAnswer = Static<typeof EmptyAnswer>;

/** The fields of an answer besides the envelope: what a server handler returns. */
export type AnswerFields<T> = Omit<T, keyof typeof EnvelopeFields>;

/** A successful answer: the envelope around the call's own fields. */
export function success<T extends object>(fields: T): { Success: true; ErrorCode: '' } & T {
  return { Success: true, ErrorCode: '', ...fields };
}

/** A refused answer with its code, and the specification's message or field errors when there are any. */
export function failure(code: string, extra: Pick<ErrorAnswer, 'Message' | 'Errors'> = {}): ErrorAnswer {
  return { Success: false, ErrorCode: code, ...extra };
}

export const ErrorAnswer = Type.Object({
  Success: Type.Literal(false),
  ErrorCode: Type.String(),
  Message: Type.Optional(Type.String()),
  Errors: Type.Optional(Type.Array(Type.Object({ Field: Type.String(), Message: Type.String() }))),
});
export type ErrorAnswer = Static<typeof ErrorAnswer>;

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

/** A closed object: unknown (mass-assigned) fields are refused, not ignored (the security baseline). */
export function body<T extends TProperties>(fields: T) {
  return Type.Object(fields, { additionalProperties: false });
}

/** A database id: a positive 32-bit integer (PostgreSQL's integer). */
export const ID_MAX = 2147483647;
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX });

export const IdParams = body({ id: Id });
