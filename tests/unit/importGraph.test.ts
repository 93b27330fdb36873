// @vitest-environment node
// The import graph of what runs (contract/, domain/, machines/, src/,
// server/), type imports and lazy imports included: lint's import-x/no-cycle
// skips `import type`, yet a ring of types still means no module of it can be
// read, moved or tested without the others. Also the floors the layers stand
// on: machines import nothing of src/, and platform services know no flow.
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const LAYERS = ['contract', 'domain', 'machines', 'src', 'server'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return found ?? null;
}

/** Every module a file names: imports and re-exports (type-only too), `import()` calls and `import('…')` types. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const named: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      named.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) named.push(first.text);
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
      named.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return named.map((specifier) => resolveImport(file, specifier)).filter((path): path is string => path !== null);
}

const files = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(ROOT, file);

/** Tarjan's strongly connected components with more than one module, or one importing itself. */
function rings(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(name(member));
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

const importsInto = (from: string, into: string) =>
  files
    .filter((file) => name(file).startsWith(from))
    .flatMap((file) =>
      (graph.get(file) ?? []).filter((target) => name(target).startsWith(into)).map((target) => `${name(file)} → ${name(target)}`),
    );

describe('the import graph, type imports included', () => {
  it('reads the modules it should (a wrong root would make every check pass)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(graph.get(join(ROOT, 'machines/session.machine.ts'))).toContain(join(ROOT, 'machines/system.ts'));
  });

  it('has no import circle', () => {
    expect(rings()).toEqual([]);
  });

  it('machines import nothing of src/, not even a type', () => {
    expect(importsInto('machines/', 'src/')).toEqual([]);
  });

  it('platform services know no flow: src/platform imports nothing of machines/', () => {
    expect(importsInto('src/platform/', 'machines/')).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const session = join(ROOT, 'machines/session.machine.ts');
    const system = join(ROOT, 'machines/system.ts');
    graph.set(system, [...(graph.get(system) ?? []), session]);
    try {
      expect(rings()).toEqual([[name(session), name(system)].sort()]);
    } finally {
      graph.set(system, importsOf(system));
    }
  });
});
