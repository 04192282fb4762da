/**
 * Changing the signed-in member's account (PUT /user) where several features do: settings, and the
 * feed's "Nearby only" switch and "Look further". The answer goes into the cached dashboard, so
 * every screen shows it at once; and since the feed's card depends on the settings (categories,
 * area, radius, Friends+ nearby), the feed's cached cards go stale with every change.
 */
import { routes, type UpdateUserBody, type User, type UserAnswer } from '@swapsies/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardQueryOptions } from './dashboard.ts';
import { EXPLORE_KEY } from './query-keys.ts';
import { callApi } from '@/lib/api-client.ts';

/** PUT /user with only the fields that change: what is absent stays as it is. */
export function updateUser(body: UpdateUserBody): Promise<UserAnswer> {
  return callApi(routes.updateUser, { body });
}

/** Puts a changed account into the cached dashboard, so that every screen shows it at once. */
export function mergeUserIntoDashboard(queryClient: QueryClient, user: Partial<User>): void {
  queryClient.setQueryData(dashboardQueryOptions.queryKey, (old) =>
    old ? { ...old, User: { ...old.User, ...user } } : old,
  );
}

/** The server's answer to a change of settings: the account shown, the feed's cards asked again. */
export function applySavedSettings(queryClient: QueryClient, user: User): void {
  mergeUserIntoDashboard(queryClient, user);
  void queryClient.invalidateQueries({ queryKey: EXPLORE_KEY });
}

/** What a switch (or a choice that saves at once) changes: one setting, or some notification switches. */
export type SettingsChange = Pick<
  UpdateUserBody,
  'Pint' | 'AllowSearch' | 'NotificationSettings' | 'SearchRadius' | 'FriendsPlusNearby'
>;

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
  if (change.SearchRadius !== undefined) undo.SearchRadius = before.SearchRadius;
  if (change.FriendsPlusNearby !== undefined) undo.FriendsPlusNearby = before.FriendsPlusNearby;
  const changed = change.NotificationSettings;
  if (changed) {
    undo.NotificationSettings = Object.fromEntries(
      Object.entries(before.NotificationSettings).filter(([key]) => Object.hasOwn(changed, key)),
    );
  }
  return undo;
}

/**
 * A setting that moves at once: shown, sent, and put back if the server refuses. Resolves true
 * once saved, false when refused (or when nobody is signed in); the caller says which.
 */
export function useSwitchSetting() {
  const queryClient = useQueryClient();
  return useCallback(
    async (change: SettingsChange): Promise<boolean> => {
      // A dashboard load already under way would bring back the old value over the new one.
      await queryClient.cancelQueries({ queryKey: dashboardQueryOptions.queryKey });
      const current = () => queryClient.getQueryData(dashboardQueryOptions.queryKey)?.User;
      const before = current();
      if (!before) return false;
      mergeUserIntoDashboard(queryClient, withChange(before, change));
      try {
        applySavedSettings(queryClient, (await updateUser(change)).User);
        return true;
      } catch {
        const now = current();
        if (now) mergeUserIntoDashboard(queryClient, withChange(now, undoOf(before, change)));
        return false;
      }
    },
    [queryClient],
  );
}
