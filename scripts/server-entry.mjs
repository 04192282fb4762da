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
 *
 * V8 drops the bytecode of a function left unrun over BYTECODE_OLD_AGE full collections (its
 * --bytecode-old-age), and most of the start's code runs once. A start with that many (a new data
 * folder's, which creates and migrates the database: 13) would leave a cache without half the
 * functions (1.4 MB rather than 3 MB), kept until the next build; it leaves the writing to the
 * next start instead (1 to 4).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

// V8 flags, set before the bundle's compilation: V8 takes a code cache only under the flags it was
// made with.
//
// PGlite's hottest functions (the executor's, the parser's) reach V8's optimising tier during a
// start's first statements, and V8 compiles them on up to one thread a worker (4): on two cores that
// took the main thread's core for much of the start, and 40% of its CPU time (a start took 850-1,020
// ms of CPU or 1,130-1,360 ms, by how much of it was done before /healthz answered). One thread
// leaves the main thread a core; the rest of the tier-up goes on once the server listens.
v8.setFlagsFromString('--wasm-num-compilation-tasks=1');

/* global SERVER_BUNDLE */
const bundle = path.join(import.meta.dirname, SERVER_BUNDLE);
const cacheFile = `${bundle}.v8-cache`;
const BYTECODE_OLD_AGE = 5;

/** The cache, or undefined when there is none to read. */
function readCache() {
  try {
    return fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

/**
 * Written aside and renamed, so that a process starting meanwhile never reads half a cache. At once
 * (some 50 ms, once a build): a process stopped right after its start still leaves a whole cache.
 */
function writeCache(script) {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temporary, script.createCachedData());
    fs.renameSync(temporary, cacheFile);
  } catch {
    fs.rmSync(temporary, { force: true });
  }
}

let fullCollections = 0;
const countFullCollections = (entries) => {
  fullCollections += entries.filter((entry) => entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR).length;
};
const collections = new PerformanceObserver((list) => countFullCollections(list.getEntries()));
collections.observe({ entryTypes: ['gc'] });

// Latin-1: the bundle is ASCII (build-server.mjs), and V8 keeps a one-byte string at half the size.
// The cache is not kept in a variable: its 3 MB would stay for the process's life.
const script = new vm.Script(fs.readFileSync(bundle, 'latin1'), { filename: bundle, cachedData: readCache() });
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, import.meta.dirname);
// Made after the start, so that it holds the functions the start compiled, not only the outline.
// cachedDataRejected is undefined when no cache was given.
if (script.cachedDataRejected === false) collections.disconnect();
else {
  module.exports.listening.then(() => {
    countFullCollections(collections.takeRecords());
    collections.disconnect();
    if (fullCollections < BYTECODE_OLD_AGE) writeCache(script);
  });
}
