import { blockWords } from '@swapsies/contract';
import { fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import type { BlockableMember } from '@/data/blocks.ts';
import type { CardPerson } from './person-card.tsx';

export interface BlockButtonProps {
  person: CardPerson & { ID: number };
  /** Asks whether to block them (the page's BlockDialog). */
  onBlock: (member: BlockableMember) => void;
}

/** "Block" on a person's card, named "Block Jo" for screen readers; offline it waits for the connection. */
export function BlockButton({ person, onBlock }: BlockButtonProps) {
  const offline = useOfflineAction();
  const firstName = person.FirstName || fullName(person);
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={blockWords.blockMember(firstName)}
      disabled={offline.offline}
      aria-describedby={offline.describedBy()}
      onClick={() => onBlock({ id: person.ID, firstName })}
    >
      {blockWords.block}
    </Button>
  );
}
