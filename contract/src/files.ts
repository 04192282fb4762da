/** Stored photos, served to holders of a live media token. */
import { Type } from 'typebox';
import { Text } from './envelope.ts';

/** GET /file?path=&token= */
export const FileQuery = Type.Object({
  path: Type.Optional(Text({ maxLength: 200 })),
  token: Type.Optional(Text({ maxLength: 200 })),
});
