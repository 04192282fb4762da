/**
 * Reporting an item, a member or a chat message from the app (POST /report), or a problem without an account
 * (POST /report-unauth): the call shapes, the reasons offered and the wording of the report
 * dialog. The specification shows no screen for it, so all of this wording is ours.
 */
import { type Static, Type } from 'typebox';
import { body, Id, Text } from './envelope.ts';
import { EMAIL_MAX, REPORT_REASON_MAX, REPORT_TEXT_MAX, URL_MAX } from './limits.ts';

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

/** The reason that needs words to be of use to the moderators. */
export const REPORT_REASON_OTHER = 'Something else';
