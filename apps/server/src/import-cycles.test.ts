import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's source must have no import cycles (docs/decisions/0012-module-rules.md): a module's
// index.ts exports its functions, its route plugins are in its routes.ts that only app.ts imports,
// so a module that needs another module's function never loads that module's routes and, through
// them, itself again. Only imports that exist at run time count (`import type` is erased).

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The relative specifiers a file loads at run time (type-only imports and exports left out). */
export function runtimeImports(source: string): string[] {
  const statements = source.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.[^']*)'/gms);
  const specifiers: string[] = [];
  for (const [, , typeOnly, clause = '', specifier] of statements) {
    if (typeOnly || specifier === undefined) continue;
    // `import { type A, type B } from` loads nothing either.
    const names = /^\{([^}]*)\}$/s.exec(clause.trim())?.[1];
    if (names !== undefined && names.split(',').every((name) => !name.trim() || name.trim().startsWith('type ')))
      continue;
    specifiers.push(specifier);
  }
  return specifiers;
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

/** Strongly connected components of more than one file (Tarjan), each a set of files that import each other. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle, and only type-free imports count', () => {
    expect(runtimeImports("import { a, type B } from './x';\nimport type { C } from './y';\n")).toEqual(['./x']);
    expect(runtimeImports("import { type A } from './x';\nexport { b } from '../z';\n")).toEqual(['../z']);
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('apps/server/src has none', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
      const targets = runtimeImports(readFileSync(file, 'utf8'))
        .map((specifier) => resolve(file, specifier))
        .filter((target): target is string => target !== undefined);
      graph.set(file, targets);
    }
    expect(graph.size).toBeGreaterThan(100);
    const cycles = cyclesOf(graph).map((files) => files.map((file) => path.relative(SRC, file)));
    expect(cycles).toEqual([]);
  });
});
