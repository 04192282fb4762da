#!/usr/bin/env node
/**
 * Rewrites a web feature's imports of its own files from the alias (`@/features/matches/x`) to a
 * relative path (`../x`), so that every `@/features/...` import left in web/src/features names
 * another feature: biome.json then forbids them all with one rule. The module strings of
 * `vi.mock` and `vi.importActual` are rewritten the same way, so a test mocks the module it imports.
 * The rewritten files' imports are then sorted again by Biome. Running it again changes nothing.
 *
 *   node scripts/relative-feature-imports.mjs          rewrite the files
 *   node scripts/relative-feature-imports.mjs --check  list what it would rewrite, exit 1 if anything
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = path.join(root, 'web/src/features');
const check = process.argv.includes('--check');

/** Every TypeScript file under a folder. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The path from a file to a target, as an import writes it: always starting with ./ or ../. */
function relativeSpecifier(fromFile, target) {
  const relative = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const changed = [];
for (const feature of readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  const featureDir = path.join(featuresDir, feature.name);
  const ownAlias = new RegExp(`(['"])@/features/${feature.name}/([^'"]+)\\1`, 'g');
  for (const file of sourceFiles(featureDir)) {
    const before = readFileSync(file, 'utf8');
    const after = before.replace(
      ownAlias,
      (_, quote, rest) => `${quote}${relativeSpecifier(file, path.join(featureDir, rest))}${quote}`,
    );
    if (after === before) continue;
    changed.push(path.relative(root, file));
    if (!check) writeFileSync(file, after);
  }
}
for (const file of changed) console.log(file);
console.log(`${changed.length} file(s) ${check ? 'to rewrite' : 'rewritten'}`);
if (check && changed.length > 0) process.exitCode = 1;
if (!check && changed.length > 0) {
  execFileSync('npx', ['biome', 'check', '--write', ...changed], { cwd: root, stdio: 'inherit' });
}
