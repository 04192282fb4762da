import type { ReportBody } from '@swapsies/contract';
import { createContext, useContext } from 'react';
import type { BlockableMember } from './blocks.ts';

/**
 * Something a screen offers to report, with the name the report dialog shows for it (a message's
 * dialog shows none: its text is what is reported, and the moderators see it).
 */
export interface ReportTarget {
  type: ReportBody['TargetType'];
  id: number;
  name: string;
  /**
   * The member whose item, message or account it is, whom the dialog offers to block as well ("Also
   * block Jo"); null where the viewer may not block them. Every opener says which.
   */
  owner: BlockableMember | null;
  /** What the opener does once the owner is blocked from the dialog (leave the match, close the chat). */
  onBlocked?: () => void;
}

export type RequestReport = (target: ReportTarget) => void;

/**
 * How any screen opens the one report dialog. The dialog lives in features/reports and the app
 * mounts it (app/providers.tsx): features never import each other, so they meet here.
 */
export const ReportRequestContext = createContext<RequestReport | null>(null);

export function useRequestReport(): RequestReport {
  const request = useContext(ReportRequestContext);
  if (!request) throw new Error('useRequestReport needs the ReportProvider of app/providers.tsx around it');
  return request;
}
