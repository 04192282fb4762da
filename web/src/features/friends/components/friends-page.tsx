import { friendWords } from '@swapsies/contract';
import { useState } from 'react';
import { BlockDialog } from '@/components/block-dialog/block-dialog.tsx';
import layout from '@/components/ui/layout.module.css';
import { useBlockMember } from '@/data/blocks.ts';
import { isCharityUser, useDashboard } from '@/data/dashboard.ts';
import { type RelationChange, useFriendActions } from '../hooks/use-friend-actions.ts';
import { FriendSearch, type SearchResult } from './friend-search.tsx';
import { FriendTabs } from './friend-tabs.tsx';
import styles from './friends.module.css';
import { InvitePanel } from './invite-panel.tsx';

/** A search result on screen follows what was just done to the person it shows. */
function applyChange(result: SearchResult | null, change: RelationChange): SearchResult | null {
  if (!result?.user || result.user.ID !== change.userId) return result;
  return {
    ...result,
    user: {
      ...result.user,
      Relation: change.relation ?? result.user.Relation,
      Following: change.following ?? result.user.Following,
    },
  };
}

/**
 * /friends, 'Birds of a feather': find people by username or charity number, invite
 * them, and look after friends, requests, sent requests and followed charities. Charity accounts
 * are sent elsewhere by the router; should one arrive, it simply gets no invite panel.
 */
export function FriendsPage() {
  const dashboard = useDashboard();
  const user = dashboard.data?.User;
  const mediaToken = dashboard.data?.MediaToken;
  const [result, setResult] = useState<SearchResult | null>(null);
  const actions = useFriendActions((change) => setResult((current) => applyChange(current, change)));
  // A blocked member is "not found" from now on: their search result goes; the lists refetch.
  const blocking = useBlockMember((blocked) =>
    setResult((current) => (current?.user?.ID === blocked.id ? null : current)),
  );

  return (
    <div className={styles.page}>
      <header className={layout.header}>
        <h1 className={layout.title}>{friendWords.title}</h1>
        <p className={styles.lead}>{friendWords.lead}</p>
      </header>
      <FriendSearch
        ownUsername={user?.Username}
        inviteSignature={dashboard.data?.InviteSignature}
        mediaToken={mediaToken}
        result={result}
        onResult={setResult}
        actions={actions}
        onBlock={blocking.ask}
      />
      <FriendTabs mediaToken={mediaToken} actions={actions} onBlock={blocking.ask} />
      <BlockDialog {...blocking.question} />
      {user && dashboard.data && !isCharityUser(user) ? (
        <InvitePanel username={user.Username} signature={dashboard.data.InviteSignature} />
      ) : null}
    </div>
  );
}
