/**
 * Builds bench:web's floor pages into `<dist>/floor`, where the server serves them as any file of the
 * built app (/floor/seek.html, /floor/welcome.html: they have an extension, so the SPA fallback never
 * answers them), with their .br and .gz copies as the app's files have. Each page is page.html with
 * its words and its script (seek.ts, welcome.ts), built on its own so that it has one script,
 * Preact included. The contract reaches the bundle as the app's build takes it (without schemas or
 * TypeBox); the calls' addresses and the welcome page's words are taken from the contract here and
 * written in at build time, so that no route table or word list ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_FEED_TYPE, landingWords, pathOf, routes } from '@swapsies/contract';
import { build, type Plugin } from 'vite';
import { contractWithoutSchemas, routeTableWithoutSchemas } from '../../../web/scripts/contract-without-schemas.ts';
import { API_BASE } from '../../../web/src/lib/api-url.ts';
import { compressDist } from '../web-app.ts';

const here = import.meta.dirname;

/** The floor's pages: what each shows, for its title and description. */
const PAGES = {
  seek: { title: 'signed-in card', what: "the Friends feed's first card" },
  welcome: { title: 'public page', what: "the welcome page's heading and lead" },
};

/** page.html as `<page>.html`: an entry of the build that no file holds. */
function floorPage(page: keyof typeof PAGES): Plugin {
  const id = path.join(here, `${page}.html`);
  const words = { FLOOR_TITLE: PAGES[page].title, FLOOR_WHAT: PAGES[page].what, FLOOR_SCRIPT: `${page}.ts` };
  return {
    name: 'swapsies-floor-page',
    resolveId: (source) => (source === id ? id : null),
    load: (source) =>
      source === id
        ? fs
            .readFileSync(path.join(here, 'page.html'), 'utf8')
            .replace(/%(FLOOR_\w+)%/g, (_whole, key: keyof typeof words) => words[key])
        : null,
  };
}

export async function buildFloor(dist: string): Promise<void> {
  const outDir = path.join(dist, 'floor');
  const define = {
    __FLOOR_CALLS__: JSON.stringify({
      dashboard: `${API_BASE}${pathOf(routes.getDashboard)}`,
      feed: `${API_BASE}${pathOf(routes.exploreItem)}?type=${DEFAULT_FEED_TYPE}`,
    }),
    __FLOOR_HERO__: JSON.stringify({
      title: landingWords.heroTitle,
      emphasis: landingWords.heroTitleEmphasis,
      lead: landingWords.heroLead,
    }),
  };
  for (const [index, page] of (['seek', 'welcome'] as const).entries()) {
    await build({
      configFile: false,
      root: here,
      base: '/floor/',
      logLevel: 'warn',
      define,
      plugins: [floorPage(page), contractWithoutSchemas(), routeTableWithoutSchemas()],
      build: {
        outDir,
        emptyOutDir: index === 0,
        // No module preload polyfill: the page has one script and imports nothing more.
        modulePreload: { polyfill: false },
        rolldownOptions: { input: path.join(here, `${page}.html`) },
      },
    });
  }
  compressDist(outDir);
}
