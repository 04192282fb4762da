import { type User, underReviewWords } from '@swapsies/contract';
import { Alert } from '@/components/ui/alert.tsx';

/**
 * On the member's own profile screens (settings, edit profile): their photo and bio are hidden from
 * others while a moderator reviews the reports about them. Nothing when they are not.
 */
export function ProfileUnderReview({ user }: { user: Pick<User, 'ProfileUnderReview'> }) {
  if (!user.ProfileUnderReview) return null;
  return (
    <Alert tone="warning" live={false}>
      <p>
        <strong>{underReviewWords.badge}</strong> {underReviewWords.profileNote}
      </p>
    </Alert>
  );
}
