#!/usr/bin/env node
/**
 * Bundles the server (server/src/server.ts and the contract it imports) into one JavaScript file,
 * server/dist/server.js, when it is missing or older than its sources. Production runs this file
 * with plain Node: the tsx loader that runs the TypeScript directly costs each process about 70 MB
 * of memory and a second of start. Most plain-JavaScript packages are bundled too (bundledPackages);
 * the others load from node_modules as before (native ones such as sharp cannot be bundled).
 *
 * `node scripts/build-server.mjs` builds if stale; `npm start`, the benchmarks and the browser
 * journeys call it before starting the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
export const builtServer = path.join(serverDir, 'dist/server.js');
const sources = ['server/src', 'server/package.json', 'contract/src', 'contract/data', 'scripts/build-server.mjs'];

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
 * import.meta.dirname and import.meta.url, which in a bundle would name server/dist. Each source's
 * own folder is given back to it, relative to the bundle, so that the paths stay right wherever the
 * checkout is.
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

export async function buildServer() {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !bundledPackages.includes(name))
    .flatMap((name) => [name, `${name}/*`]);
  const result = await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    outfile: builtServer,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // pg's optional native driver, which we do not install.
    external: [...external, 'pg-native'],
    sourcemap: true,
    write: false,
    logLevel: 'warning',
    plugins: [sourceFolders],
    banner: {
      js: [
        "import { fileURLToPath as __fileURLToPath, pathToFileURL as __pathToFileURL } from 'node:url';",
        "import __path from 'node:path';",
        // The bundled CommonJS packages require Node's own modules, which an ES module has no require for.
        "import { createRequire as __createRequire } from 'node:module';",
        'const require = __createRequire(import.meta.url);',
        'const __bundleFolder = __path.dirname(__fileURLToPath(import.meta.url));',
        'const __sourceFolder = (folder) => __path.join(__bundleFolder, folder);',
        'const __sourceUrl = (folder, file) => __pathToFileURL(__path.join(__bundleFolder, folder, file)).href;',
      ].join('\n'),
    },
  });
  // Written aside and renamed, so that a server starting meanwhile never reads half a file.
  fs.mkdirSync(path.dirname(builtServer), { recursive: true });
  for (const output of result.outputFiles) {
    const temporary = `${output.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, output.path.endsWith('.js') ? asciiOnly(output.text) : output.contents);
    fs.renameSync(temporary, output.path);
  }
}

/** Builds the server bundle unless it is newer than every source. */
export async function buildServerIfStale() {
  const builtAt = fs.existsSync(builtServer) ? fs.statSync(builtServer).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (changedAt > builtAt) await buildServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServerIfStale();
