/** The blocks area's words: the block confirmation, its toasts and the Settings list of blocked members. */
export const blockWords = {
  block: 'Block',
  blockMember: (firstName: string) => `Block ${firstName}`,
  confirmTitle: (firstName: string) => `Block ${firstName}?`,
  confirmText: (firstName: string) =>
    `You won't see each other's items, ${firstName} can't send you friend requests or messages, and any match between you ends. ${firstName} won't be told.`,
  confirm: 'Block',
  blocking: 'Blocking...',
  cancel: 'Cancel',
  /** The chat panel's menu, which holds Block. */
  chatActions: 'Chat actions',
  /** The report dialog's box: report and block in one go. */
  alsoBlock: (firstName: string) => `Also block ${firstName}`,
  alsoBlockHint: (firstName: string) => `${firstName} won't be told. You can unblock them in Settings.`,
  blocked: (firstName: string) => `${firstName} is blocked`,
  blockFailed: 'Failed to block',
  // Settings
  listTitle: 'Blocked members',
  listLead: "People you've blocked can't see your items, message you or send you friend requests.",
  listEmpty: "You haven't blocked anyone.",
  unblock: 'Unblock',
  unblockMember: (firstName: string) => `Unblock ${firstName}`,
  unblocking: 'Unblocking...',
  unblocked: (firstName: string) => `${firstName} is unblocked`,
  unblockNote: 'Unblocking restores nothing the block ended: friendships and matches stay ended.',
  unblockFailed: 'Failed to unblock',
  loadFailed: 'Failed to load blocked members',
  loading: 'Loading blocked members',
} as const;
