/** Hands `data` to the browser as a JSON file called `fileName`, as a download. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The name of the export file: swapsies-data-<username>.json. */
export function exportFileName(username: string): string {
  return `swapsies-data-${username}.json`;
}
