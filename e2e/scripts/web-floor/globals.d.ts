/** What build.ts writes into the floor's bundles at build time (Vite's define), taken from the contract. */

/** The addresses of the app's /seek's first two calls: the dashboard (its media token) and the Friends feed. */
declare const __FLOOR_CALLS__: { dashboard: string; feed: string };

/** The welcome page's heading, its emphasised end, and its lead paragraph. */
declare const __FLOOR_HERO__: { title: string; emphasis: string; lead: string };
