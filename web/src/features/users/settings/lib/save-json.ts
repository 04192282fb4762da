import { saveFile } from '@/lib/save-file.ts';

/** Hands `data` to the browser as a JSON file called `fileName`, as a download. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

/** The name of the export file: swapsies-data-<username>.json. */
export function exportFileName(username: string): string {
  return `swapsies-data-${username}.json`;
}
