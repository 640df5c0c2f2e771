/** The version in package.json, compiled in by Vite (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
