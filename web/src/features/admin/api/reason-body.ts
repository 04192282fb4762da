/** The body of a decision whose reason may be left out: the reason only when one was given. */
export function optionalReasonBody(reason: string): { Reason?: string } {
  const trimmed = reason.trim();
  return trimmed ? { Reason: trimmed } : {};
}
