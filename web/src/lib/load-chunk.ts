import { CHUNK_LOAD_TIMEOUT_MS } from '@swapsies/contract';

/**
 * Loads a lazily split module, failing with the error catalogue's chunk message when the file is missing
 * or does not arrive within 120 s, so the router's error page can say what happened.
 */
export function loadChunk<T>(name: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`Loading chunk ${name} failed. (timeout: ${timeoutMs} ms)`));
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const cause = error instanceof Error ? error.message : String(error);
        reject(new Error(`Loading chunk ${name} failed. (missing: ${cause})`, { cause: error }));
      },
    );
  });
}
