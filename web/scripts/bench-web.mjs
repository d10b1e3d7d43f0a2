#!/usr/bin/env node
// Initial-JavaScript budget for /dashboard. Reads an existing build (it builds nothing):
// the entry script and modulepreload links of dist/index.html, plus the dashboard route chunk
// and its static imports from the Vite manifest; prints the gzipped total and PASS/FAIL.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const DASHBOARD_SOURCE = 'src/features/dashboard/components/dashboard-page.tsx';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!existsSync(join(dist, 'index.html')) || !existsSync(manifestPath)) {
  console.error(`bench-web: no build in ${dist} (run "npm run build" in web/ first)`);
  process.exit(2);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const files = new Set();
for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) files.add(match[1]);
for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) files.add(match[1]);

// The dashboard chunk and everything it imports statically load before it can render.
function addChunk(key, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bench-web: ${key} is not in the Vite manifest`);
  files.add(`/${chunk.file}`);
  for (const dep of chunk.imports ?? []) addChunk(dep, seen);
}
addChunk(DASHBOARD_SOURCE);

let totalBytes = 0;
const rows = [];
for (const url of files) {
  const path = join(dist, url.replace(/^\//, ''));
  const gz = gzipSync(readFileSync(path), { level: 9 }).length;
  totalBytes += gz;
  rows.push([url, gz]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [url, gz] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${url}`);

const totalKb = totalBytes / 1024;
const verdict = totalKb <= BUDGET_KB ? 'PASS' : 'FAIL';
console.log(`initial JS for /dashboard: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB) ${verdict}`);
process.exit(verdict === 'PASS' ? 0 : 1);
