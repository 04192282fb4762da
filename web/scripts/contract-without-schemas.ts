import type { Plugin } from 'vite';

/**
 * The web app takes from the contract its types, its words, its limits and each route's method and
 * path; it never reads a schema at run time (the server validates). Yet the route table names every
 * call's schemas, so importing it built them all at load, with TypeBox's runtime: about 15 KB
 * gzipped of every page's first JavaScript (TypeBox 11 KB). For the web app's build (not the service
 * worker's: vite.config.ts), dev server and tests, these plugins
 *
 * - read contract/src/routes.ts without the schemas (params, query, body, answer), the API
 *   reference's summary and the error codes of its entries (which the server checks and the
 *   reference lists), so the schemas nothing else uses are left out of the bundle;
 *   the table itself stays the one declaration of every call, and the web keeps each entry's area,
 *   method, path and access;
 * - stand in for TypeBox with a builder that makes empty schemas, just enough for the contract's
 *   modules to load (Object keeps its properties: some schemas spread another's). The schemas are
 *   declared pure (treeshake.manualPureFunctions, with the contract's envelope, body and
 *   Text) so that the ones nothing uses are dropped.
 *
 * A TypeBox export the stand-in lacks fails the build ("missing export"); a Type builder it lacks
 * fails every web test at the contract's load. The server and the contract's tests use TypeBox itself.
 */
const typeboxStandIn = `const schema = () => ({});
export const Type = {
  Array: schema, Boolean: schema, Integer: schema, Literal: schema, Null: schema, Number: schema,
  String: schema, Union: schema,
  Object: (properties) => ({ properties }),
  Optional: (inner) => inner,
  Partial: (inner) => inner,
};`;

/** What the web leaves out of each route entry. */
const leftOut = new Set(['params', 'query', 'body', 'answer', 'summary', 'errors']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The [start, end) ranges of the left-out properties of every route({...}) call, each with its comma. */
function leftOutRanges(code: string, program: Node): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const current = node as Node;
    const callee = current.callee as Node | undefined;
    const [spec] = (current.arguments as Node[] | undefined) ?? [];
    if (current.type === 'CallExpression' && callee?.name === 'route' && spec?.type === 'ObjectExpression') {
      for (const property of spec.properties as Node[]) {
        const key = property.key as Node | undefined;
        if (property.type !== 'Property' || !leftOut.has(String(key?.name))) continue;
        const comma = /^\s*,/.exec(code.slice(property.end));
        ranges.push([property.start, property.end + (comma ? comma[0].length : 0)]);
      }
      return;
    }
    for (const [name, child] of Object.entries(current)) if (name !== 'type') visit(child);
  };
  visit(program);
  return ranges;
}

export function contractWithoutSchemas(): Plugin {
  return {
    name: 'swapsies-contract-without-schemas',
    enforce: 'pre',
    resolveId: (id) => (id === 'typebox' ? '\0web-typebox' : null),
    load: (id) => (id === '\0web-typebox' ? typeboxStandIn : null),
    config: () => ({
      build: { rolldownOptions: { treeshake: { manualPureFunctions: ['Type', 'envelope', 'body', 'Text'] } } },
    }),
  };
}

/** Runs after the TypeScript is stripped: it reads the route table as JavaScript. */
export function routeTableWithoutSchemas(): Plugin {
  return {
    name: 'swapsies-route-table-without-schemas',
    transform(code, id) {
      if (!/[\\/]contract[\\/]src[\\/]routes\.ts$/.test(id)) return null;
      const ranges = leftOutRanges(code, this.parse(code) as unknown as Node);
      if (ranges.length === 0) throw new Error('contract/src/routes.ts: no route property found to leave out');
      // Blanked rather than cut, so that every other position, and so the source map, stays true.
      let out = code;
      for (const [start, end] of ranges) {
        out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}
