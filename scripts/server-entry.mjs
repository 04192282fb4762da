/**
 * The production server's first module, server/dist/server.js (build-server.mjs writes it with the
 * bundle's file name in SERVER_BUNDLE). It compiles the bundle through vm.Script with V8's code cache
 * of an earlier start: Node 20 keeps no compile cache of its own, and compiling the 5 MB bundle and
 * the functions the start runs was a fifth of the start's CPU time.
 *
 * The bundle's name holds a digest of its text, so a cache beside it is never one of another
 * bundle's (V8 checks only the source's length). A start without a usable cache (none yet, or made
 * by another Node or other V8 flags) writes one once the server listens; a folder it cannot write
 * leaves every start compiling as before.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/* global SERVER_BUNDLE */
const bundle = path.join(import.meta.dirname, SERVER_BUNDLE);
const cacheFile = `${bundle}.v8-cache`;

/** The cache, or undefined when there is none to read. */
function readCache() {
  try {
    return fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

/** Written aside and renamed, so that a process starting meanwhile never reads half a cache. */
async function writeCache(script) {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    await fs.promises.writeFile(temporary, script.createCachedData());
    await fs.promises.rename(temporary, cacheFile);
  } catch {
    await fs.promises.rm(temporary, { force: true });
  }
}

const cachedData = readCache();
// Latin-1: the bundle is ASCII (build-server.mjs), and V8 keeps a one-byte string at half the size.
const script = new vm.Script(fs.readFileSync(bundle, 'latin1'), { filename: bundle, cachedData });
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, import.meta.dirname);
// Made after the start, so that it holds the functions the start compiled, not only the outline.
if (!cachedData || script.cachedDataRejected)
  module.exports.listening.then(() => setImmediate(() => writeCache(script)));
