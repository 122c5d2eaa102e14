import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Shared chunks get short hashed names (every page lists them in its manifest and preload
        // links); lazily loaded parts (header, footer, modals) keep theirs.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js'),
        // What every page needs comes in two chunks instead of thirty: the home page listed and
        // preloaded 35 files, 9 KB of its HTML (S0 §7 light pages, bench/README.md).
        codeSplitting: {
          groups: [
            // What every page runs: React, the router, i18n and the small state libraries.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next|zustand|cookie|set-cookie-parser|turbo-stream|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/, priority: 20 },
            // The shell every page renders through: language, guards, layouts, route table, i18n.
            // (Remote views load later, with their schemas: not here.)
            { name: 'shell', test: /apps[\\/]web[\\/]app[\\/](shell[\\/](?!external-view)|i18n[\\/]|route-table[\\/]|layouts[\\/])|packages[\\/]domain[\\/]src[\\/](language|navigation|display-settings|route-guards|route-redirects|blocking|maintenance|chunk-reload|remote-view|config-cache|user-config-rules|auth-rules|auto-logoff|device-trust)/, priority: 10 },
          ],
        },
      },
    },
  },
  ssr: {
    // Workspace packages are TypeScript sources: bundle them into the server build.
    noExternal: [/^@wager\//],
  },
});
