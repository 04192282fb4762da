#!/usr/bin/env node
/**
 * Bundles the server (server/src/server.ts and the contract it imports) into one JavaScript file,
 * server/dist/server-<digest>.cjs, when it is missing or older than its sources, and writes the
 * module that production runs with plain Node, server/dist/server.js (server-entry.mjs), which
 * compiles the bundle with V8's code cache. The tsx loader that runs the TypeScript directly costs
 * each process about 70 MB of memory and a second of start. Most plain-JavaScript packages are
 * bundled too (bundledPackages); the others load from node_modules as before (native ones such as
 * sharp cannot be bundled).
 *
 * `node scripts/build-server.mjs` builds if stale; `npm start`, the benchmarks and the browser
 * journeys call it before starting the server.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
const distDir = path.join(serverDir, 'dist');
export const builtServer = path.join(distDir, 'server.js');
const entrySource = path.join(root, 'scripts/server-entry.mjs');
const sources = [
  'server/src',
  'server/package.json',
  'contract/src',
  'contract/data',
  'scripts/build-server.mjs',
  'scripts/server-entry.mjs',
];

/** The last time anything in `target` (a file, or a folder and all it holds) changed; 0 when it is missing. */
export function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

/**
 * The sources find their files (migrations, the placeholder image, the repository root) from
 * import.meta.dirname and import.meta.url, which a CommonJS bundle has not (and which would name
 * server/dist). Each source's own folder is given back to it, relative to the bundle, so that the
 * paths stay right wherever the checkout is.
 */
const sourceFolders = {
  name: 'source-folders',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]server[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const folder = JSON.stringify(path.relative(path.dirname(builtServer), path.dirname(args.path)));
      const file = JSON.stringify(path.basename(args.path));
      return {
        loader: 'ts',
        contents: text
          .replaceAll('import.meta.dirname', `__sourceFolder(${folder})`)
          .replaceAll('import.meta.url', `__sourceUrl(${folder}, ${file})`),
      };
    });
  },
};

/**
 * Packages bundled with our code rather than loaded from node_modules: plain JavaScript spread over
 * hundreds of small modules, whose loading file by file was a third of the start (TypeBox alone
 * took 0.2 s). Packages that find files beside their own code stay outside: PGlite's WebAssembly,
 * pino's transport workers, Swagger UI's pages, @fastify/static's, sharp's and argon2's native
 * modules, and the S3 SDK, loaded only when a bucket is first used.
 */
const bundledPackages = [
  '@swapsies/contract',
  'typebox',
  'drizzle-orm',
  'fastify',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  '@fastify/swagger',
  'helmet',
  '@fastify/websocket',
  'fastify-metrics',
  'prom-client',
  'ioredis',
  'pg',
  'nodemailer',
  'web-push',
  'rate-limiter-flexible',
  'p-limit',
];

/**
 * The bundle with every character beyond ASCII written as its \\u escape. V8 keeps a script's source
 * in memory for as long as the process runs, as one byte a character when every character is Latin-1
 * and two otherwise: a single dash or emoji in a comment (esbuild escapes them in strings, not in the
 * comments it keeps) doubled the 5 MB source to 11 MB of every process's heap. An escape means the same
 * character in a string, a template or a regular expression, and nothing in a comment.
 */
const asciiOnly = (text) =>
  text.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The bundle is the body of a CommonJS module's function, which server-entry.mjs compiles with
 * vm.Script: unlike an ES module, a script can be compiled from a code cache on Node 20. Strict, as
 * the ES module bundle it replaces was. The packages left outside load through require, also from
 * the dynamic imports (`supported`): vm.Script's own import() needs an experimental loader. So such
 * an import gets the package's CommonJS build, with the whole module as `default`, as Node's import()
 * of a CommonJS file does: take its named exports (handover.service.ts and ical-generator).
 */
export async function buildServer() {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !bundledPackages.includes(name))
    .flatMap((name) => [name, `${name}/*`]);
  const result = await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    outfile: path.join(distDir, 'server.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20.19',
    supported: { 'dynamic-import': false },
    // pg's optional native driver, which we do not install.
    external: [...external, 'pg-native'],
    sourcemap: 'external',
    write: false,
    logLevel: 'warning',
    plugins: [sourceFolders],
    banner: {
      js: [
        "(function (exports, require, module, __filename, __dirname) { 'use strict';",
        "const __sourceFolder = (folder) => require('node:path').join(__dirname, folder);",
        "const __sourceUrl = (folder, file) => require('node:url').pathToFileURL(require('node:path').join(__dirname, folder, file)).href;",
      ].join('\n'),
    },
    footer: { js: '})' },
  });
  const text = asciiOnly(result.outputFiles.find((output) => output.path.endsWith('.cjs')).text);
  const map = result.outputFiles.find((output) => output.path.endsWith('.map')).contents;
  const name = `server-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)}.cjs`;
  const entry = await build({
    entryPoints: [entrySource],
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
    define: { SERVER_BUNDLE: JSON.stringify(name) },
  });
  fs.mkdirSync(distDir, { recursive: true });
  writeAtomically(path.join(distDir, name), text);
  writeAtomically(path.join(distDir, `${name}.map`), map);
  writeAtomically(builtServer, entry.outputFiles[0].text);
  // Earlier bundles and their caches, left until now for a server that started on the old entry.
  for (const file of fs.readdirSync(distDir)) {
    if (/^server(-[0-9a-f]{16}\.cjs|\.js\.map)/.test(file) && !file.startsWith(name))
      fs.rmSync(path.join(distDir, file));
  }
}

/** Written aside and renamed, so that a server starting meanwhile never reads half a file. */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** Builds the server bundle unless it is newer than every source. */
export async function buildServerIfStale() {
  const builtAt = fs.existsSync(builtServer) ? fs.statSync(builtServer).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (changedAt > builtAt) await buildServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServerIfStale();
