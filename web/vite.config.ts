import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
import { contractWithoutSchemas, routeTableWithoutSchemas } from './scripts/contract-without-schemas.ts';

/**
 * The service worker routes a tapped notification by the app's paths (lib/paths.ts), whose only use
 * of React Router is generatePath; importing it would bundle React Router and React into the worker.
 * For the worker's build, this stands in for it.
 */
const workerRouterStandIn = {
  name: 'swapsies-worker-router-stand-in',
  enforce: 'pre' as const,
  // By name, or by the path the build's alias (below) gives it.
  resolveId: (id: string) =>
    id === 'react-router' || id === reactRouterBuild('index.mjs') ? '\0worker-react-router' : null,
  load: (id: string) =>
    id === '\0worker-react-router'
      ? `export function generatePath(path, params = {}) {
  return path.replace(/:(\\w+)\\??/g, (_, key) => (params[key] == null ? '' : encodeURIComponent(String(params[key]))));
}`
      : null,
};

/** React Router's production build, in the folder its package does not export; or its development one. */
function reactRouterBuild(file: string, build: 'production' | 'development' = 'production'): string {
  return fileURLToPath(new URL(`../node_modules/react-router/dist/${build}/${file}`, import.meta.url));
}

/**
 * The app's version: a digest of the web app's and the contract's source (tests left out: they
 * ship nothing), the same for the same code and new with any change. The offline cache (src/lib/offline-cache.ts) is kept under it, so a
 * release never reads answers saved by another.
 */
function appVersion(): string {
  const hash = createHash('sha256');
  for (const folder of ['./src', '../contract/src']) {
    const root = fileURLToPath(new URL(folder, import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    for (const file of files.sort()) hash.update(file).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The test files (paths from web/) that mock a module with vi.mock, themselves or through a helper
 * of src/testing (one that does, or imports one that does).
 */
function testFilesMocking(): string[] {
  const root = fileURLToPath(new URL('./src', import.meta.url));
  const mocks = (source: string) => /\bvi\.(do)?[mM]ock\(/.test(source);
  const imports = (source: string, helper: string) =>
    new RegExp(`['"](@/testing|\\.)/${helper.replace('.', '\\.')}['"]`).test(source);
  const helpers = new Map(
    readdirSync(join(root, 'testing')).map((file) => [file, readFileSync(join(root, 'testing', file), 'utf8')]),
  );
  const mocking = new Set([...helpers].filter(([, source]) => mocks(source)).map(([file]) => file));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, source] of helpers) {
      if (mocking.has(file) || ![...mocking].some((helper) => imports(source, helper))) continue;
      mocking.add(file);
      grew = true;
    }
  }
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return mocks(source) || [...mocking].some((helper) => imports(source, helper));
    })
    .map((file) => `src/${file.split(sep).join('/')}`);
}

/** Read from the sources once, and only under Vitest: a build has no tests to sort. */
const mockingTestFiles = process.env.VITEST ? testFilesMocking() : [];

/** The script of a signed-in screen's first calls (src/early-calls.ts): an entry of its own. */
const EARLY_CALLS = 'src/early-calls.ts';

/**
 * Puts the first calls' script in the page just before the app's: Vite would bundle a second script
 * of index.html into the app's entry, behind the framework it imports. Module scripts run in the
 * page's order, so it runs first.
 */
const earlyCallsScript = {
  name: 'swapsies-early-calls-script',
  transformIndexHtml: {
    order: 'post' as const,
    handler(
      html: string,
      context: { bundle?: Record<string, { type: string; name?: string; isEntry?: boolean; fileName: string }> },
    ) {
      const chunk = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.isEntry && output.name === 'early-calls',
      );
      const src = chunk ? `/${chunk.fileName}` : `/${EARLY_CALLS}`;
      return html.replace('<script type="module"', `<script type="module" crossorigin src="${src}"></script>\n    $&`);
    },
  },
};

/**
 * The app is written against React's API and runs on Preact's compatibility layer, about 57 KB
 * gzipped lighter on every page (docs/decisions.md, "Preact in place of React"). Every import of
 * React, the app's and its libraries', resolves to it, in the build and in the tests alike.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  // JSX straight to Preact's runtime.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  plugins: [
    contractWithoutSchemas(),
    routeTableWithoutSchemas(),
    earlyCallsScript,
    // The service worker is ours (src/sw.ts); the plugin builds it and fills in the precache list. The
    // manifest is public/manifest.webmanifest. Registration is in main.tsx, in production builds only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell, the icons, the manifest and the legal documents; not the HEIC decoder
        // (3 MB, loaded only to add a photo) nor the source maps.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'legal/*.md'],
        globIgnores: ['**/heic-to-*.js'],
        // The worker keeps the contract as it is: with the schema-free stand-ins its Web Push journey
        // (e2e/tests/pwa.spec.ts) showed no notification, and the worker is no page's first script.
        buildPlugins: { vite: [workerRouterStandIn] },
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactCompat,
      // React Router's package points every condition at its development build (remix-run/react-router
      // #12532, #14753): its dev warnings and checks would ship. The build takes its production one.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { proxy: { '/api': { target: apiTarget, ws: true } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'early-calls': EARLY_CALLS },
      output: {
        // Fewer, larger first-load chunks: split by module, the framework and the signed-in frame came
        // to about 45 files on a signed-in page, whose per-file overhead cost about 9 KB gzipped of
        // its first JavaScript (docs/performance.md, "Web").
        codeSplitting: {
          groups: [
            // The first calls' script and what it imports: small, and never the framework (src/early-calls.ts).
            {
              name: 'early-calls',
              priority: 1,
              test: /web[\\/]src[\\/](early-calls|lib[\\/](api-url|fixed-paths|storage-keys|is-record|media|preload-image)|features[\\/]feed[\\/]lib[\\/]feed-filter)\.ts$/,
            },
            // TanStack Query's persister, and the query core's (de)hydration it alone uses, are not: they
            // come later, with the offline cache (src/lib/offline-cache.ts).
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|@tanstack[\\/](query-core|react-query))[\\/](?!build[\\/]modern[\\/]hydration)/,
            },
            {
              name: 'signed-in',
              test: /web[\\/]src[\\/](app[\\/]layouts[\\/]signed-in|features[\\/](navigation|notifications))/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // Under Node, Testing Library's and React Router's packages give their CommonJS builds, which would
    // require React itself, past the aliases; their ES builds are inlined.
    alias: [
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs', 'development') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs', 'development') },
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL('../node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
        ),
      },
    ],
    // Libraries that import React run through Vite, so that the aliases above reach them: the tests
    // run on Preact, as the app does.
    server: {
      deps: {
        inline: [
          /@testing-library[\\/]react/,
          /react-router/,
          /@tanstack[\\/]react-query/,
          /lucide-react/,
          /qrcode\.react/,
          /react-markdown/,
        ],
      },
    },
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // jsdom tests that type and wait take a few seconds when the machine is busy; 5 s was too tight.
    testTimeout: 15_000,
    // A worker a core: Vitest's default keeps one for itself, a single worker on 2 cores.
    maxWorkers: availableParallelism(),
    // What a test stubs is undone after it, in the files that share a worker as in the rest.
    unstubGlobals: true,
    unstubEnvs: true,
    // A worker keeps its modules and its jsdom from file to file (a fresh jsdom a file cost about 1 s
    // of CPU); the test setup undoes what a test leaves behind. The files that mock run isolated: a
    // mock reaches only the modules loaded after it, and those it reached would stay, mocked, for the
    // files after it.
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...mockingTestFiles] },
      },
      { extends: true, test: { name: 'isolated', include: mockingTestFiles } },
    ],
  },
}));
