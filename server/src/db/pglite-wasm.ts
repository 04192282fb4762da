/**
 * PGlite's WebAssembly (9 MB), compiled once a process and handed to PGlite.create. V8 compiles it
 * off the main thread, so the server's start asks for it first (server.ts) and loads the app's
 * modules meanwhile, rather than after them.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Node's WebAssembly global, which the server's types (no DOM library) know only as types. */
const { compile } = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

let compiling: Promise<WebAssembly.Module> | undefined;

export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  if (compiling) return compiling;
  const pgliteFolder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  // Read at once: an asynchronous read would let the compilation start only once the main thread
  // is free, after the modules that load meanwhile.
  compiling = compile(fs.readFileSync(path.join(pgliteFolder, 'pglite.wasm')));
  // Whoever opens the database awaits it and meets the error; until then it is not unhandled.
  compiling.catch(() => undefined);
  return compiling;
}
