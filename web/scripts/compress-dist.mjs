#!/usr/bin/env node
/**
 * Writes a gzip (.gz) and a Brotli (.br) copy beside every script, style sheet, SVG and JSON file
 * of the built app (web/dist, or the folder given), which the server sends to browsers that accept
 * them (@fastify/static preCompressed). Run after `vite build`; the service worker's precache list
 * is made before, so the copies are not in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const compressible = /\.(js|mjs|css|svg|json|webmanifest|html)$/;

function* files(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

for (const file of files(dist)) {
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
