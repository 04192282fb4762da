#!/usr/bin/env node
/**
 * How easy the house is to live in, counted on the TypeScript AST of the files git tracks:
 *
 *   node scripts/house-metrics.mjs            the figures
 *   node scripts/house-metrics.mjs --list     the figures, and where each one stands
 *
 * - casts: `as T` and `<T>x` expressions, `as const` left out (`as unknown as T` counts twice);
 * - functions over 80 lines: every function, method, arrow or function expression, by its lines;
 * - module cycles: pairs of server areas (server/src/modules/<area>) that import each other, and
 *   cycles of runtime imports between server files;
 * - untyped server test calls: `app.inject(...)` and the URL-string `call(...)` in server tests;
 *   apart, `uncheckedCall(...)`: a call named by its route entry whose body is not type-checked, for
 *   tests of what the contract forbids;
 * - literal sentences in JSX: text written between tags, and words written into aria-label, title,
 *   placeholder, alt and label attributes, in production .tsx files; apart, string literals of two
 *   words or more inside JSX expressions (`{open ? 'Hide it' : 'Show it'}`) in those places;
 * - duplicate pairs: rows of the `duplicates` command (the tool library's) with both sides in
 *   production code and not marked boilerplate; SQL migrations are left out, since a migration that
 *   has shipped is never edited. Skipped when the command is not on the PATH.
 *
 * Production code is contract/src, server/src and web/src, less tests and test support.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const listing = process.argv.includes('--list');
const LONG_FUNCTION = 80;
const SENTENCE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts') && fs.existsSync(path.join(root, file)));

const isTest = (file) =>
  /\.test\.tsx?$/.test(file) ||
  file.startsWith('server/src/test/') ||
  file.startsWith('web/src/testing/') ||
  file === 'web/src/test-setup.ts' ||
  file.startsWith('e2e/tests/');
const isProduction = (file) =>
  /^(contract|server|web)\/src\//.test(file) && !isTest(file) && !file.startsWith('server/src/db/migrations/');

const production = tracked.filter(isProduction);
const tests = tracked.filter(isTest);

function parse(file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

const lineOf = (source, position) => source.getLineAndCharacterOfPosition(position).line + 1;
const where = (source, node) => `${source.fileName}:${lineOf(source, node.getStart(source))}`;

function isAsConst(node) {
  return ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === 'const';
}

function castsIn(files) {
  const found = [];
  for (const file of files) {
    const source = parse(file);
    walk(source, (node) => {
      if ((ts.isAsExpression(node) && !isAsConst(node)) || ts.isTypeAssertionExpression(node)) {
        found.push(`${where(source, node)}  ${node.getText(source).replace(/\s+/g, ' ').slice(0, 100)}`);
      }
    });
  }
  return found;
}

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

function longFunctions(files) {
  const found = [];
  for (const file of files) {
    const source = parse(file);
    walk(source, (node) => {
      if (!ts.isFunctionLike(node) || !('body' in node) || !node.body) return;
      const lines = lineOf(source, node.getEnd()) - lineOf(source, node.getStart(source)) + 1;
      if (lines > LONG_FUNCTION) found.push({ at: where(source, node), name: functionName(node), lines });
    });
  }
  return found.sort((a, b) => b.lines - a.lines);
}

/** Imports of a server file, resolved to repository paths, with whether any of them is at run time. */
function serverImports(file) {
  const source = parse(file);
  const imports = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.text));
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    const typeOnly =
      (clause?.isTypeOnly ?? false) ||
      (ts.isExportDeclaration(statement) && statement.isTypeOnly) ||
      (clause !== undefined &&
        !clause.name &&
        clause.namedBindings !== undefined &&
        ts.isNamedImports(clause.namedBindings) &&
        clause.namedBindings.elements.length > 0 &&
        clause.namedBindings.elements.every((element) => element.isTypeOnly));
    imports.push({ target, runtime: !typeOnly });
  }
  return imports;
}

const areaOf = (file) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1];

/** Strongly connected components of more than one node (Tarjan). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const components = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return components;
}

function moduleCycles() {
  const serverFiles = production.filter((file) => file.startsWith('server/src/'));
  const areaEdges = new Map();
  const runtimeGraph = new Map();
  for (const file of serverFiles) {
    runtimeGraph.set(file, []);
    for (const { target, runtime } of serverImports(file)) {
      if (runtime) runtimeGraph.get(file).push(target);
      const from = areaOf(file);
      const to = areaOf(target);
      if (from && to && from !== to) {
        if (!areaEdges.has(from)) areaEdges.set(from, new Set());
        areaEdges.get(from).add(to);
      }
    }
  }
  const pairs = [];
  for (const [from, targets] of areaEdges) {
    for (const to of targets) if (from < to && areaEdges.get(to)?.has(from)) pairs.push(`${from} <-> ${to}`);
  }
  return { pairs: pairs.sort(), runtime: cycles(runtimeGraph).map((component) => component.join(' -> ')) };
}

function untypedTestCalls(calleeName) {
  const found = [];
  for (const file of tests.filter((file) => file.startsWith('server/'))) {
    const source = parse(file);
    walk(source, (node) => {
      if (!ts.isCallExpression(node)) return;
      const callee = node.expression;
      const raw = calleeName
        ? ts.isIdentifier(callee) && callee.text === calleeName
        : (ts.isPropertyAccessExpression(callee) && callee.name.text === 'inject') ||
          (ts.isIdentifier(callee) && callee.text === 'call');
      if (raw) found.push(`${where(source, node)}  ${node.getText(source).replace(/\s+/g, ' ').slice(0, 90)}`);
    });
  }
  return found;
}

const hasWords = (text) => /[A-Za-z]{2,}/.test(text);
const isSentence = (text) => /[A-Za-z]{2,}[^A-Za-z-]*\s[^A-Za-z-]*[A-Za-z]{2,}/.test(text);

/** Whether a node stands inside a JSX child expression, or inside a text attribute's expression. */
function inShownJsxExpression(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return SENTENCE_ATTRIBUTES.has(parent.name.getText());
    if (
      ts.isJsxExpression(parent) &&
      parent.parent &&
      (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent))
    ) {
      return true;
    }
    if (ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isFunctionLike(parent)) return false;
  }
  return false;
}

function literalsInJsxExpressions() {
  const found = [];
  for (const file of production.filter((file) => file.endsWith('.tsx'))) {
    const source = parse(file);
    walk(source, (node) => {
      const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
      const template = ts.isTemplateExpression(node) ? node.getText(source) : null;
      const shown = text ?? template;
      if (shown !== null && isSentence(shown.replace(/\$\{[^}]*\}/g, ' ')) && inShownJsxExpression(node)) {
        found.push(`${where(source, node)}  ${node.getText(source).slice(0, 80)}`);
      }
    });
  }
  return found;
}

function jsxSentences() {
  const found = [];
  for (const file of production.filter((file) => file.endsWith('.tsx'))) {
    const source = parse(file);
    walk(source, (node) => {
      if (ts.isJsxText(node) && hasWords(node.getText(source))) {
        found.push(`${where(source, node)}  ${node.getText(source).trim().replace(/\s+/g, ' ').slice(0, 80)}`);
      }
      if (
        ts.isJsxAttribute(node) &&
        SENTENCE_ATTRIBUTES.has(node.name.getText(source)) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        hasWords(node.initializer.text)
      ) {
        found.push(`${where(source, node)}  ${node.getText(source).slice(0, 80)}`);
      }
    });
  }
  return found;
}

function duplicatePairs() {
  let output;
  try {
    output = execFileSync('duplicates', ['--most', '200', '--seconds', '120'], { cwd: root, encoding: 'utf8' });
  } catch {
    return null;
  }
  const rows = output.split('\n').filter((line) => /^D\d+ /.test(line));
  const placeOf = (side) => side.trim().split(':')[0];
  return rows.filter((row) => {
    if (row.includes('boilerplate')) return false;
    const [left, right] = row.replace(/^D\d+ /, '').split(' ~ ');
    return right !== undefined && isProduction(placeOf(left)) && isProduction(placeOf(right).split(' ')[0]);
  });
}

function report(label, count, entries) {
  console.log(`${label.padEnd(48)} ${count}`);
  if (listing && entries) for (const entry of entries) console.log(`    ${entry}`);
}

const productionCasts = castsIn(production);
const testCasts = castsIn(tests);
const long = longFunctions(production);
const { pairs, runtime } = moduleCycles();
const untyped = untypedTestCalls();
const unchecked = untypedTestCalls('uncheckedCall');
const sentences = jsxSentences();
const expressionLiterals = literalsInJsxExpressions();
const duplicates = duplicatePairs();

console.log(`Production files: ${production.length}; test files: ${tests.length}\n`);
report('as casts in production code', productionCasts.length, productionCasts);
report('casts in tests', testCasts.length, testCasts);
report(
  `functions over ${LONG_FUNCTION} lines`,
  long.length,
  long.map((f) => `${f.at}  ${f.name} (${f.lines})`),
);
report('module cycles (server areas importing each other)', pairs.length, pairs);
report('runtime import cycles between server files', runtime.length, runtime);
report('untyped server test calls', untyped.length, untyped);
report('  unchecked calls by route (forbidden bodies)', unchecked.length, unchecked);
report('literal sentences in JSX', sentences.length, sentences);
report('  string literals in JSX expressions', expressionLiterals.length, expressionLiterals);
if (duplicates) report('duplicate pairs in production, not boilerplate', duplicates.length, duplicates);
else console.log('duplicate pairs in production, not boilerplate    (skipped: no `duplicates` command)');
