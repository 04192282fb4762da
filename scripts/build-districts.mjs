#!/usr/bin/env node
/**
 * Builds server/data/districts.json, the postcode districts the server knows (issue 28): each
 * outward code with its centroid and its post town. Run it again when either source is refreshed:
 *
 *   node scripts/build-districts.mjs <centroids.csv> <post-towns.html> > server/data/districts.json
 *
 * - centroids.csv: `id,outcode,latitude,longitude` rows, the outward-code centroids published by
 *   freemaptools.com from OS Code-Point Open and the ONS Postcode Directory (Open Government
 *   Licence v3.0). A copy is kept in public repositories as postcode-outcodes.csv.
 * - post-towns.html: the table of Wikipedia's "List of postcode districts in the United Kingdom"
 *   (CC BY-SA 4.0): postcode area, districts, post town, former postal county.
 *
 * Non-geographic districts (PO boxes, bulk mail) are left out: nobody lives there. So is any
 * district that either source lacks. server/data/README.md carries the attributions.
 */
import { readFileSync } from 'node:fs';
import { toOutcode, validOutcode } from 'postcode';

const [centroidsPath, townsPath] = process.argv.slice(2);
if (!centroidsPath || !townsPath) {
  console.error('usage: node scripts/build-districts.mjs <centroids.csv> <post-towns.html>');
  process.exit(2);
}

/** Outward code → [latitude, longitude], from the centroid table. */
function readCentroids(path) {
  const centroids = new Map();
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/).slice(1)) {
    const [, code, latitude, longitude] = line.split(',');
    if (!code || !validOutcode(code)) continue;
    const lat = Number(latitude);
    const lon = Number(longitude);
    // A few rows carry no position (0,0 or blank): they are not places.
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || (lat === 0 && lon === 0)) continue;
    centroids.set(code.toUpperCase(), [lat, lon]);
  }
  return centroids;
}

const entities = { '&amp;': '&', '&#39;': "'", '&quot;': '"', '&nbsp;': ' ' };
function textOf(html) {
  return html
    .replace(/<sup[\s\S]*?<\/sup>/g, (sup) => (sup.includes('non-geo') ? ' NONGEO ' : ' '))
    .replace(/<span style="display:none">[\s\S]*?<\/span>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#a-z0-9]+;/g, (entity) => entities[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "ALFORD" → "Alford"; names already in mixed case stay as written. */
function townName(text) {
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, gap, letter) => gap + letter.toUpperCase());
}

/** Outward code → post town, from the table's rows; non-geographic districts are marked and left out. */
function readTowns(path) {
  const towns = new Map();
  const html = readFileSync(path, 'utf8');
  for (const row of html.split(/<tr>/).slice(1)) {
    const cells = [...row.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]);
    if (cells.length < 3) continue;
    const town = townName(textOf(cells[2]));
    const entries = textOf(cells[1]).split(',');
    for (const entry of entries) {
      if (entry.includes('NONGEO')) continue;
      const code = entry.trim().split(' ')[0];
      if (code && validOutcode(code) && town) towns.set(toOutcode(`${code} 1AA`) ?? code, town);
    }
  }
  return towns;
}

const centroids = readCentroids(centroidsPath);
const towns = readTowns(townsPath);
const rows = [...centroids]
  .filter(([code]) => towns.has(code))
  .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
// One district a line, [district, latitude, longitude, town], so that a refresh reads as a diff.
const lines = rows.map(([code, [lat, lon]]) =>
  JSON.stringify([code, Number(lat.toFixed(4)), Number(lon.toFixed(4)), towns.get(code)]),
);
process.stdout.write(`[\n${lines.join(',\n')}\n]\n`);
console.error(
  `${rows.length} districts; ${centroids.size - rows.length} centroids without a town, ${[...towns.keys()].filter((code) => !centroids.has(code)).length} towns without a centroid`,
);
