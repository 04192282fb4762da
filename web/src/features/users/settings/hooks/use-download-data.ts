import { profileMessages } from '@swapsies/contract';
import { useState } from 'react';
import { exportUser } from '../api/export-user.ts';
import { exportFileName, saveJsonFile } from '../lib/save-json.ts';

/** "Download my data": fetches the export and saves it as swapsies-data-<username>.json. */
export function useDownloadData(username: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await exportUser();
      saveJsonFile(answer.Export, exportFileName(username));
    } catch {
      setError(profileMessages.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, download };
}
