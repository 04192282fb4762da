/**
 * How /profile saves (001 §4.7): a switch moves at once and goes back when the server refuses
 * (profileMessages.updateFailed); a field (email, phone, categories) waits for the server. Either
 * way a success says 'Settings updated successfully' for SETTINGS_NOTICE_MS, in the app's toast
 * like every other outcome (one toast, replaced by the next save's).
 */
import { profileMessages, SETTINGS_NOTICE_MS, type UpdateUserBody, type User } from '@swapsies/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast.tsx';
import { dashboardQueryOptions } from '@/data/dashboard.ts';
import { mergeUserIntoDashboard, updateUser } from '../../api/update-user.ts';

/** What a switch changes: one flag, or some notification switches (or the chat level). */
export type SettingsChange = Pick<UpdateUserBody, 'Pint' | 'AllowSearch' | 'NotificationSettings'>;

/** One toast for the outcome of the last save: a new save's replaces it. */
const SETTINGS_TOAST_ID = 'settings-saved';

/** The account as it shows with `change` on top of `user`. */
function withChange(user: User, change: SettingsChange): Partial<User> {
  const { NotificationSettings: settings, ...flags } = change;
  return settings ? { ...flags, NotificationSettings: { ...user.NotificationSettings, ...settings } } : flags;
}

/** The values `change` replaced in `before`: what a failed save puts back, and nothing else. */
function undoOf(before: User, change: SettingsChange): SettingsChange {
  const undo: SettingsChange = {};
  if (change.Pint !== undefined) undo.Pint = before.Pint;
  if (change.AllowSearch !== undefined) undo.AllowSearch = before.AllowSearch;
  if (change.NotificationSettings) {
    const changed = change.NotificationSettings;
    undo.NotificationSettings = Object.fromEntries(
      Object.entries(before.NotificationSettings).filter(([key]) => Object.hasOwn(changed, key)),
    );
  }
  return undo;
}

export function useSettingsSave() {
  const queryClient = useQueryClient();
  const toast = useToast();

  const succeed = useCallback(() => {
    toast.success(profileMessages.settingsUpdated, { id: SETTINGS_TOAST_ID, duration: SETTINGS_NOTICE_MS });
  }, [toast]);

  const fail = useCallback(
    (text: string) => {
      toast.error(text, { id: SETTINGS_TOAST_ID });
    },
    [toast],
  );

  const currentUser = useCallback(() => queryClient.getQueryData(dashboardQueryOptions.queryKey)?.User, [queryClient]);

  /** A switch: shown at once, sent, and put back if the server refuses. */
  const toggle = useCallback(
    async (change: SettingsChange) => {
      // A dashboard load already under way would bring back the old value over the new one.
      await queryClient.cancelQueries({ queryKey: dashboardQueryOptions.queryKey });
      const before = currentUser();
      if (!before) return;
      mergeUserIntoDashboard(queryClient, withChange(before, change));
      try {
        const answer = await updateUser(change);
        mergeUserIntoDashboard(queryClient, answer.User);
        succeed();
      } catch {
        const now = currentUser();
        if (now) mergeUserIntoDashboard(queryClient, withChange(now, undoOf(before, change)));
        fail(profileMessages.updateFailed);
      }
    },
    [queryClient, currentUser, succeed, fail],
  );

  /** A field: sent, then shown; a refusal is thrown for the field to word. */
  const saveFields = useCallback(
    async (body: UpdateUserBody) => {
      const answer = await updateUser(body);
      mergeUserIntoDashboard(queryClient, answer.User);
      succeed();
    },
    [queryClient, succeed],
  );

  return { toggle, saveFields };
}
