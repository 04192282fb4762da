/** The friends area's words: what its screens and notifications say to members. */

export const friendMessages = {
  // Validation of the friend search and the invite link
  invalidSearch:
    'Enter a valid username (8-32 characters, lowercase letters, numbers, and underscores) or charity number',
  thatsYou: "That's you!",
  userNotFound: 'User not found with that username',
  charityNotFound: 'Charity not found with that number',
  inviteNoUsername: 'Unable to generate invite link - username not available',
  // The labels of the search button
  generateInvite: 'Generate Invite',
  linkCopied: 'Link Copied!',
  keepTyping: 'Keep typing...',
  search: 'Search',
  invalidFormat: 'Invalid Format',
  searching: 'Searching...',
  sendRequest: 'Send Request',
  alreadyFriends: 'Already Friends',
  requestReceived: 'Request Received',
  requestSentButton: 'Request Sent',
  // Toasts (shown FRIENDS_TOAST_MS)
  requestSent: 'Friend request sent successfully',
  requestSendFailed: 'Failed to send friend request',
  requestRejected: 'Friend request rejected',
  requestRejectFailed: 'Failed to reject friend request',
  requestAccepted: 'Friend request accepted',
  requestAcceptFailed: 'Failed to accept friend request',
  requestRecalled: 'Friend request recalled',
  requestRecallFailed: 'Failed to recall friend request',
  friendRemoved: 'Friend removed',
  friendRemoveFailed: 'Failed to remove friend',
  charityFollowed: 'Charity followed successfully',
  charityFollowFailed: 'Failed to follow charity',
  charityUnfollowed: 'Charity unfollowed successfully',
  charityUnfollowFailed: 'Failed to unfollow charity',
  loadFailed: 'Failed to load friends',
  inviteLinkCopied: 'Invite link copied to clipboard!',
  inviteLinkFailed: 'Failed to generate invite link',
  searchFailed: 'Search failed',
  noUserFound: 'No user found with that username',
  operationFailed: 'Operation failed',
} as const;
