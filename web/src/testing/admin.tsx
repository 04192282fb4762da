/**
 * Test support for the admin page: moderation fixtures in the contract's shapes, queue answers and
 * a render helper with the providers the page needs. Only tests import this file.
 */
import type {
  AdminReport,
  AdminSupportRequest,
  AdminSupportRequestsAnswer,
  ModerationEntry,
  ModerationQueueAnswer,
  OutcomeDisagreement,
  ReliabilityQueueAnswer,
  ReliabilityReview,
  ReviewEntry,
  ReviewQueueAnswer,
  UserItem,
} from '@swapsies/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import {
  dashboardAnswer,
  type MockAnswer,
  type MockHandler,
  memberSummary,
  mockApi,
  type RouteStubs,
  userItem,
} from './api.tsx';

/** An item waiting for review: a new, charity-flagged item with Pint level 1. */
export function queueItem(overrides: Partial<UserItem> = {}): UserItem {
  return userItem({ Pint: 1, Charity: true, PendingApproval: true, ...overrides });
}

const owner = { ID: 42, Username: 'jo_bloggs_1', FirstName: 'Jo', LastName: 'Bloggs' };

export function newItemEntry(overrides: Partial<UserItem> = {}): ReviewEntry {
  return { Kind: 'new-item', Item: queueItem(overrides), Owner: owner, SubmittedAt: '2025-03-04T10:30:00.000Z' };
}

/** Pending changes to a live item: a new location and Pint level, and its second photo dropped. */
export function changesEntry(overrides: Partial<UserItem> = {}): ReviewEntry {
  const item = queueItem({ ID: 12, Name: 'Tent', PendingApproval: false, PendingChanges: true, ...overrides });
  return {
    Kind: 'changes',
    Item: item,
    Owner: owner,
    Changes: {
      Name: item.Name,
      Description: item.Description,
      Location: 'York',
      Pint: 2,
      Charity: item.Charity,
      Photos: item.Photos.slice(0, 1),
    },
    SubmittedAt: '2025-03-05T09:00:00.000Z',
  };
}

export function report(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    ID: 5,
    ReporterID: 9,
    ReporterUsername: 'alex_smith_9',
    ReporterEmail: '',
    TargetType: 'item',
    TargetID: 11,
    Reason: 'Spam',
    Text: 'This looks like an advert.',
    Url: 'https://swapsies.example/items/11',
    TargetText: '',
    CreatedAt: '2025-03-06T12:00:00.000Z',
    ...overrides,
  };
}

/** What getReviewQueue answers with these entries. */
export function queue(...entries: ReviewEntry[]): MockAnswer<ReviewQueueAnswer> {
  return { body: { Success: true, ErrorCode: '', Entries: entries } };
}

/** Answers `first` to the first call and `after` to the rest: what the server holds after a decision. */
function firstThen<T>(first: MockAnswer<T>, after: MockAnswer<T>): MockHandler<T> {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? first : after;
  };
}

/** The review queue with the first entries, then the rest. */
export function queueThen(first: ReviewEntry[], after: ReviewEntry[]): MockHandler<ReviewQueueAnswer> {
  return firstThen(queue(...first), queue(...after));
}

/**
 * A profile photo and bio reported by three members (@alex_smith_9, @kim_lee_2, @pat_jones_5),
 * hidden pending review; its owner is Jo Bloggs (ID 42). Override any field.
 */
export function moderationEntry(overrides: Partial<ModerationEntry> = {}): ModerationEntry {
  const reporters = ['alex_smith_9', 'kim_lee_2', 'pat_jones_5'];
  return {
    TargetType: 'user',
    TargetID: 42,
    Reporters: reporters.length,
    Reports: reporters.map((username, index) =>
      report({
        ID: 20 + index,
        ReporterID: 9 + index,
        ReporterUsername: username,
        TargetType: 'user',
        TargetID: 42,
        Reason: index === 0 ? 'Inappropriate content' : 'Spam',
        Text: index === 0 ? 'The bio links to a shop.' : '',
        Url: '',
        CreatedAt: `2025-03-0${6 + index}T12:00:00.000Z`,
      }),
    ),
    Owner: owner,
    Content: {
      Title: 'Jo Bloggs',
      Text: 'Cheap watches at my shop!',
      Photos: [{ Path: 'profiles/42.jpg', Thumbnail: 'profiles/42-thumb.jpg' }],
    },
    Hidden: true,
    HiddenAt: '2025-03-08T12:00:00.000Z',
    OwnerSuspended: false,
    FirstReportedAt: '2025-03-06T12:00:00.000Z',
    ...overrides,
  };
}

/** A visitor's report of a page: an entry of its own, with no target to act on. */
export function pageEntry(overrides: Partial<AdminReport> = {}): ModerationEntry {
  const visitorReport = report({
    ID: 30,
    ReporterID: null,
    ReporterUsername: '',
    ReporterEmail: 'kim@example.co.uk',
    TargetType: 'page',
    TargetID: null,
    Reason: 'Scam or fraud',
    Text: 'This page asks for card details.',
    Url: 'https://swapsies.example/items/11',
    ...overrides,
  });
  return {
    TargetType: 'page',
    TargetID: null,
    Reporters: 0,
    Reports: [visitorReport],
    Owner: null,
    Content: null,
    Hidden: false,
    HiddenAt: null,
    OwnerSuspended: false,
    FirstReportedAt: visitorReport.CreatedAt,
  };
}

/** What getModerationQueue answers with these entries. */
export function moderationQueue(...entries: ModerationEntry[]): MockAnswer<ModerationQueueAnswer> {
  return { body: { Success: true, ErrorCode: '', Entries: entries } };
}

/** The moderation queue with the first entries, then the rest. */
export function moderationQueueThen(
  first: ModerationEntry[],
  after: ModerationEntry[],
): MockHandler<ModerationQueueAnswer> {
  return firstThen(moderationQueue(...first), moderationQueue(...after));
}

/** Sam Smith, who left the thumbs down or reported the no-show, and Jo Bloggs, whom it is about. */
const sam = memberSummary({ ID: 7, FirstName: 'Sam', LastName: 'Smith', Username: 'sam_smith_01' });
const jo = memberSummary();

/** Sam's thumbs down on Jo, Rude with words, in match 5; Jo has not left feedback on Sam. */
export function reliabilityReview(overrides: Partial<ReliabilityReview> = {}): ReliabilityReview {
  return {
    Kind: 'feedback',
    ID: 61,
    MatchID: 5,
    From: sam,
    About: jo,
    Reason: 'rude',
    Text: 'Shouted at me on the doorstep.',
    HandoverAt: null,
    HandoverPlace: '',
    AboutGaveFeedback: false,
    CreatedAt: '2026-12-10T18:00:00.000Z',
    ...overrides,
  };
}

/** Sam said the handover at the market cross happened; Jo, that Sam did not show. */
export function disagreement(overrides: Partial<OutcomeDisagreement> = {}): OutcomeDisagreement {
  return {
    ID: 31,
    MatchID: 5,
    HandoverAt: '2026-12-09T10:30:00.000Z',
    HandoverPlace: 'The market cross',
    Answers: [
      { Member: sam, Outcome: 'happened', AnsweredAt: '2026-12-09T13:00:00.000Z' },
      { Member: jo, Outcome: 'no-show', AnsweredAt: '2026-12-09T14:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** What getReliabilityQueue answers. */
export function reliabilityQueue(
  reviews: ReliabilityReview[],
  disagreements: OutcomeDisagreement[] = [],
): MockAnswer<ReliabilityQueueAnswer> {
  return { body: { Success: true, ErrorCode: '', Reviews: reviews, Disagreements: disagreements } };
}

/** The reliability queue as it is, then as it is after a decision. */
export function reliabilityQueueThen(
  first: MockAnswer<ReliabilityQueueAnswer>,
  after: MockAnswer<ReliabilityQueueAnswer>,
): MockHandler<ReliabilityQueueAnswer> {
  return firstThen(first, after);
}

/** A tech-support problem from a member who was not signed in, found by their login. */
export function supportRequest(overrides: Partial<AdminSupportRequest> = {}): AdminSupportRequest {
  return {
    ID: 8,
    Kind: 'tech-support',
    UserID: 9,
    Username: 'alex_smith_9',
    ReplyTo: 'alex@example.co.uk',
    Login: 'alex_smith_9',
    Type: 1,
    Page: 'tech-support',
    Subject: 'messaging',
    Message: 'My messages do not arrive.',
    CreatedAt: '2025-03-07T08:15:00.000Z',
    ...overrides,
  };
}

/** What getSupportRequests answers with these messages. */
export function openSupportRequests(...requests: AdminSupportRequest[]): MockAnswer<AdminSupportRequestsAnswer> {
  return { body: { Success: true, ErrorCode: '', Requests: requests } };
}

/** The admin page for a signed-in admin (dashboard IsAdmin), with retries off. */
export function renderAdminPage(handlers: RouteStubs) {
  localStorage.setItem(localKeys.authToken, 'token-123');
  const api = mockApi({ getDashboard: { body: dashboardAnswer({ IsAdmin: true }) }, ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AdminPage />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}
