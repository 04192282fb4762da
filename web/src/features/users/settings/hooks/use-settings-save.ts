/**
 * How /profile saves (001 §4.7): a switch moves at once and goes back when the server refuses
 * (profileMessages.updateFailed); a field (email, phone, categories, the postcode) waits for the
 * server. Either way a success says 'Settings updated successfully' (or the field's own words) for
 * SETTINGS_NOTICE_MS, in the app's toast like every other outcome (one toast, replaced by the next
 * save's).
 */
import { profileMessages, SETTINGS_NOTICE_MS, type UpdateUserBody } from '@swapsies/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast.tsx';
import { applySavedSettings, type SettingsChange, updateUser, useSwitchSetting } from '@/data/account-settings.ts';

/** One toast for the outcome of the last save: a new save's replaces it. */
const SETTINGS_TOAST_ID = 'settings-saved';

export function useSettingsSave() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const switchSetting = useSwitchSetting();

  const succeed = useCallback(
    (text: string = profileMessages.settingsUpdated) => {
      toast.success(text, { id: SETTINGS_TOAST_ID, duration: SETTINGS_NOTICE_MS });
    },
    [toast],
  );

  /** A switch: shown at once, sent, and put back if the server refuses. */
  const toggle = useCallback(
    async (change: SettingsChange) => {
      if (await switchSetting(change)) succeed();
      else toast.error(profileMessages.updateFailed, { id: SETTINGS_TOAST_ID });
    },
    [switchSetting, succeed, toast],
  );

  /** A field: sent, then shown, and said in `notice`; a refusal is thrown for the field to word. */
  const saveFields = useCallback(
    async (body: UpdateUserBody, notice?: string) => {
      const answer = await updateUser(body);
      applySavedSettings(queryClient, answer.User);
      succeed(notice);
    },
    [queryClient, succeed],
  );

  return { toggle, saveFields };
}
