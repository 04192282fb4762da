/** Thrown when another process holds the data folder's lock (db/client.ts); server.ts prints its message alone. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, holderPid: number | null) {
    super(
      `The data folder ${dataDir} is in use by another Swapsies process${holderPid ? ` (process ${holderPid})` : ''}. ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}
