import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset above 1 KB once the build is
 * done (after the service worker's manifest, which precaches the plain files), so the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing on every request.
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return {
    name: 'supplyline-precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir).filter((f) => compressible.test(f))) {
          const content = fs.readFileSync(file);
          if (content.length < 1024) continue;
          const brotli = zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          });
          fs.writeFileSync(`${file}.br`, brotli);
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Mantine's components take `useId` from @mantine/hooks' index; it is resolved to the app's own
 * (src/app/ui/mantine-use-id.ts), which keeps React's id instead of re-rendering to a random one.
 */
function stableMantineIds(): Plugin {
  const replacement = path.join(root, 'src/app/ui/mantine-use-id.ts');
  return {
    name: 'supplyline-mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer && /@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/.test(importer)) return replacement;
      return null;
    },
  };
}

export default defineConfig({
  root: path.join(root, 'src/app'),
  publicDir: path.join(root, 'public'),
  envDir: root,
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Read by tests/tooling/size-budget.ts to measure each page's first-load JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        // Rolldown splits every module shared by two lazy chunks into a chunk of its own: the PO page
        // loaded 106 files, and gzip compresses many small files worse than a few large ones (the page was
        // 27 KB heavier than its files joined). Three groups follow how pages load: what the entry needs
        // (the sign-in page: everything but the two entry modules, whose chunk the manifest must keep),
        // the signed-in frame with all it imports (every signed-in page loads it first, so a page's chunk
        // can lean on it), and the list table with its dependencies (most pages are lists).
        codeSplitting: {
          groups: [
            { name: 'initial', priority: 5, tags: ['$initial'], test: (id) => !/src[\\/]app[\\/](index\.html|main\.tsx)$/.test(id) },
            // The toasts' container loads with the first toast (notification-host.tsx). What it shares with
            // the frame's drawers and menus (portal, scroll lock, transitions) is a chunk of its own: in the
            // frame's group, the container would fetch the whole signed-in frame; in the container's, the
            // frame would load the container up front.
            {
              name: 'overlay',
              priority: 4,
              test: /node_modules[\\/](react-remove-scroll(-bar)?|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|react-transition-group|@mantine[\\/](core[\\/]esm[\\/](components[\\/]Portal|core[\\/]Box[\\/]get-style-object|core[\\/]utils[\\/]get-default-z-index)|hooks[\\/]esm[\\/]use-force-update))[\\/]/,
            },
            {
              name: 'notifications',
              priority: 3,
              test: /node_modules[\\/]@mantine[\\/]notifications[\\/]|src[\\/]app[\\/]shell[\\/]notification-container\.tsx$/,
            },
            // With it the code fields' check and the permission checks, which the PO screens and the
            // administration pages share: in either one's chunk, the other's pages would load that whole chunk too.
            {
              name: 'frame',
              priority: 2,
              test: /src[\\/](app[\\/]routes[\\/]signed-in\.lazy\.tsx|app[\\/]platform[\\/]permitted\.tsx|shared[\\/]contracts[\\/]codes\.ts|shared[\\/]domain[\\/]visible-text\.ts)$/,
            },
            // With it the small helpers lists share (the date filter, file downloads), which would
            // otherwise each become a chunk of their own once two kinds of page use them.
            { name: 'data-table', priority: 1, test: /src[\\/]app[\\/](ui[\\/](data-table|lazy-date-field)\.tsx|shell[\\/]use-file-download\.ts)$/ },
            // What the administration pages are made of (ui/admin, the organisation pages' shared queries):
            // one chunk, so each new page adds one file to the first load's preload list, not one per piece.
            // The calendar field with @mantine/dates: lists load it once they show, and in the
            // administration group it would bring that whole group to the PO list.
            { name: 'date-field', priority: 1, test: /src[\\/]app[\\/]ui[\\/]date-field\.tsx$|node_modules[\\/]@mantine[\\/]dates[\\/]/ },
            { name: 'admin-kit', priority: 1, test: /src[\\/]app[\\/](ui[\\/]admin|features[\\/]permission[\\/]shared)[\\/]/ },
            // The purchase-order screens' own parts (their contracts, table, dialogs, downloads), used by
            // the PO list, batch and dangerous-goods pages: one chunk instead of a dozen small ones.
            {
              name: 'po',
              priority: 1,
              test: /src[\\/](shared[\\/]contracts[\\/](po|files)\.ts|app[\\/]features[\\/]po[\\/](components[\\/](po-export|action-dialog|po-table)\.tsx|(shipping-documents-data|po-data)\.ts)|app[\\/]platform[\\/]uploads[\\/](upload-queue|download-file)\.ts)$/,
            },
          ],
        },
      },
    },
  },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  worker: { format: 'es' },
  plugins: [
    stableMantineIds(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: path.join(root, 'sw'),
      filename: 'sw.ts',
      // Registered by the app through workbox-window, so it can offer (not force) updates.
      injectRegister: false,
      manifest: {
        name: 'Supplyline',
        short_name: 'Supplyline',
        description: 'Purchase-order tracking for vendors and buyers',
        theme_color: '#409EFF',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(path.join(root, 'dist')),
  ],
});
