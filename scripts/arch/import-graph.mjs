/**
 * The project's own import graph (issue 37): every module a source file names (static and
 * dynamic imports, re-exports, require()), resolved to a file of this repository the way
 * TypeScript resolves them here ("@/…" is the root, relative paths, index files). Packages are
 * left out: they are not our folders. Shared by the architecture tests and scripts/arch/*.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];

/** Every source file under `folder`, as a path relative to `root`. */
export function sourceFiles(folder, root = process.cwd()) {
  const at = path.join(root, folder);
  if (!existsSync(at)) return [];
  return readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file, root);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports and require(). */
export function importsOf(source) {
  // Comments may quote an import (`import("@/lib/memberships")` in prose): drop them first.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bexport\s*\*\s*from\s*)["']([^"']+)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1]);
}

/** The repository file `specifier` names from `file`, or null (a package, or not found). */
export function resolveImport(file, specifier, root = process.cwd()) {
  let target;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) target = path.join(path.dirname(file), specifier);
  else return null;
  const candidates = [
    target,
    ...EXTENSIONS.map((ext) => target + ext),
    ...EXTENSIONS.map((ext) => path.join(target, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    const at = path.join(root, candidate);
    if (existsSync(at) && statSync(at).isFile()) return path.normalize(candidate);
  }
  return null;
}

/** file → the repository files it imports, for every source file under `folders`. */
export function importGraph(folders, root = process.cwd()) {
  const graph = new Map();
  const visit = (file) => {
    if (graph.has(file)) return;
    const targets = importsOf(readFileSync(path.join(root, file), "utf8"))
      .map((specifier) => resolveImport(file, specifier, root))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
    for (const target of targets) visit(target);
  };
  for (const folder of folders) for (const file of sourceFiles(folder, root)) visit(file);
  return graph;
}

/**
 * The handlers a registry loads by kind, one `kind: () => import("…")` each (lib/settlement's
 * SUBJECT_HANDLERS): kind → the module's specifier.
 */
export function lazyHandlersOf(source) {
  const pattern = /^\s*(\w+):\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/gm;
  return new Map([...source.matchAll(pattern)].map((match) => [match[1], match[2]]));
}

/**
 * Every file reachable from `entries` (included) through their imports, read as needed;
 * `skip(file, specifier)` leaves out an import the caller knows its flow never loads.
 */
export function reachableFrom(entries, root = process.cwd(), skip = () => false) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(readFileSync(path.join(root, file), "utf8"))) {
      if (skip(file, specifier)) continue;
      const target = resolveImport(file, specifier, root);
      if (target && !seen.has(target)) stack.push(target);
    }
  }
  return seen;
}

/** Import circles between files: each strongly connected component of more than one file. */
export function fileCycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (indices.has(start)) continue;
    const work = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (next === 0) {
        indices.set(node, index);
        lowlinks.set(node, index);
        index += 1;
        stack.push(node);
        onStack.add(node);
      }
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1] += 1;
        const target = edges[next];
        if (!indices.has(target)) work.push([target, 0]);
        else if (onStack.has(target))
          lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        lowlinks.set(parent, Math.min(lowlinks.get(parent), lowlinks.get(node)));
      }
      if (lowlinks.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components;
}

/** The lib module a file belongs to: "lib/<folder>", or "lib" for lib's own top files. */
export function libModuleOf(file) {
  const parts = file.split(path.sep);
  if (parts[0] !== "lib") return null;
  return parts.length > 2 ? `lib/${parts[1]}` : "lib";
}

/** Pairs of lib modules that import each other (directly), sorted, each once. */
export function folderPairs(graph) {
  const edges = new Set();
  for (const [file, targets] of graph) {
    const from = libModuleOf(file);
    if (!from || from === "lib") continue;
    for (const target of targets) {
      const to = libModuleOf(target);
      if (to && to !== "lib" && to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  return [...edges]
    .map((edge) => edge.split(" -> "))
    .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`)
    .sort();
}
