import { type AdminSupportRequest, adminWords, SupportType, supportTopics } from '@swapsies/contract';
import { useSupportRequests } from '../api/get-support-requests.ts';
import { useResolveSupportRequest } from '../api/resolve-support-request.ts';
import { Detail, LongDetail } from './detail.tsx';
import { OpenCard, OpenList } from './open-list.tsx';

function kindText(request: AdminSupportRequest): string {
  if (request.Kind === 'contact') return 'Contact';
  return request.Type === SupportType.FeatureRequest ? 'Tech support · feature request' : 'Tech support · problem';
}

/** The topic's name for a tech-support message, else the subject as sent. */
function subjectText(request: AdminSupportRequest): string {
  const topic = request.Kind === 'contact' ? undefined : supportTopics.find((each) => each.value === request.Subject);
  return topic?.label ?? request.Subject;
}

function senderText(request: AdminSupportRequest): string {
  if (request.Username) return `@${request.Username}`;
  return request.Login ? `${request.Login} (not a member)` : 'Anonymous';
}

const isEmail = (text: string) => /^[^\s@<>]+@[^\s@<>]+$/.test(text);

function SupportCard({ request, onResolved }: { request: AdminSupportRequest; onResolved: () => void }) {
  const resolve = useResolveSupportRequest();
  return (
    <OpenCard
      title={subjectText(request) || 'Message'}
      kind={kindText(request)}
      createdAt={request.CreatedAt}
      resolve={resolve}
      id={request.ID}
      label={adminWords.resolve}
      done="Message marked resolved."
      failed="Could not resolve the message"
      onResolved={onResolved}
    >
      <Detail term="From">{senderText(request)}</Detail>
      <Detail term="Reply to">
        {isEmail(request.ReplyTo) ? (
          <a href={`mailto:${request.ReplyTo}`}>{request.ReplyTo}</a>
        ) : (
          request.ReplyTo || adminWords.noAddress
        )}
      </Detail>
      <Detail term="Page">{request.Page || '—'}</Detail>
      <LongDetail term="Message">{request.Message}</LongDetail>
    </OpenCard>
  );
}

/** The contact and tech-support messages not yet resolved, each to be resolved once answered. */
export function SupportList() {
  const requests = useSupportRequests();
  return (
    <OpenList
      query={requests}
      entries={requests.data?.Requests}
      noun="support messages"
      renderEntry={(request, onResolved) => <SupportCard request={request} onResolved={onResolved} />}
    />
  );
}
