/// <reference types="vitest/config" />
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, searchForWorkspaceRoot, type Plugin } from 'vite';

// The C++ server (`academy serve`) listens on 3001 by default; the dev server forwards
// API calls and the WebSocket there so the browser only ever talks to one origin.
const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3001';

// The browser engine (src/lib/engine): Stockfish's lite single-threaded WASM build, copied from the
// `stockfish` package into public/engine/ so that dev and build serve it at /engine/.
function stockfishFiles(): Plugin {
  return {
    name: 'stockfish-files',
    buildStart() {
      const bin = resolve(dirname(createRequire(import.meta.url).resolve('stockfish/package.json')), 'bin');
      const target = fileURLToPath(new URL('./public/engine', import.meta.url));
      mkdirSync(target, { recursive: true });
      for (const ext of ['js', 'wasm']) {
        copyFileSync(resolve(bin, `stockfish-19-lite-single.${ext}`), resolve(target, `stockfish-lite-single.${ext}`));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), stockfishFiles()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The repository's content/ is single-sourced data the app imports (content/countries is
    // read as text with ?raw, which Vite only serves from allowed folders).
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), fileURLToPath(new URL('../content', import.meta.url))] },
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ws': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // scripts/bench-web.mjs reads the manifest to find the dashboard's route chunk.
    manifest: true,
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
