/** The app's version, a digest of its source (vite.config.ts). */
declare const __APP_VERSION__: string;
