import { type Static, Type } from 'typebox';
import { body, envelope, Id, Text } from './envelope.ts';
import { EMAIL_MAX, REPORT_REASON_MAX, REPORT_TEXT_MAX, URL_MAX } from './limits.ts';

/** Public runtime settings the web app reads at start (product-decisions §2). */
export const ConfigAnswer = envelope({
  WebLogin: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  EveryoneFeed: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  AppStoreUrl: Type.String(),
});
export type ConfigAnswer = Static<typeof ConfigAnswer>;

export const ReportTargetTypes = ['item', 'user', 'message'] as const;

export const ReportBody = body({
  // Literals listed one by one: a mapped array would type TargetType as never.
  TargetType: Type.Union([Type.Literal('item'), Type.Literal('user'), Type.Literal('message')]),
  TargetID: Id,
  Reason: Text({ minLength: 1, maxLength: REPORT_REASON_MAX }),
  Text: Text({ maxLength: REPORT_TEXT_MAX }),
});
export type ReportBody = Static<typeof ReportBody>;

export const ReportUnauthBody = body({
  Email: Text({ minLength: 3, maxLength: EMAIL_MAX }),
  Reason: Text({ minLength: 1, maxLength: REPORT_REASON_MAX }),
  Text: Text({ maxLength: REPORT_TEXT_MAX }),
  Url: Text({ maxLength: URL_MAX }),
});
export type ReportUnauthBody = Static<typeof ReportUnauthBody>;

export const HealthAnswer = Type.Object({ Status: Type.String(), Database: Type.String() });
