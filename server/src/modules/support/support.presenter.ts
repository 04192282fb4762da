/** A contact or tech-support request as the admins' list shows it. */
import type { AdminSupportRequest } from '@swapsies/contract';
import type { supportRequests } from '../../db/schema.ts';

/**
 * `member` is the linked member while their account is live; without one the answer goes to the
 * login given on the tech-support form.
 */
export function toAdminSupportRequest(
  request: typeof supportRequests.$inferSelect,
  member: { username: string; email: string } | null,
): AdminSupportRequest {
  return {
    ID: request.id,
    Kind: request.kind,
    UserID: request.userId,
    Username: member?.username ?? '',
    ReplyTo: member?.email ?? request.login,
    Login: request.login,
    Type: request.type,
    Page: request.page,
    Subject: request.subject,
    Message: request.message,
    CreatedAt: request.createdAt.toISOString(),
  };
}
