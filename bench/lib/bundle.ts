import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readRouteTable } from '../../client/build/route-table';

/**
 * What the browser downloads, from the production build in dist/public: the initial load is index.html's entry
 * script with everything it imports statically (what Vite lists as modulepreload) plus the stylesheets; a route adds
 * its lazy page chunk, that chunk's static imports and any CSS Vite preloads with it.
 */
export interface BundleReport {
  initialJsGzipKb: number;
  initialCssGzipKb: number;
  initialJsRawKb: number;
  initialFiles: string[];
  routes: RouteBundle[];
  /** The largest chunks overall, for finding what to split. */
  largestChunks: { file: string; gzipKb: number }[];
}

export interface RouteBundle {
  route: string;
  page: string;
  /** Initial JS plus the route's own chunks (what a first visit straight to this route downloads). */
  jsGzipKb: number;
  cssGzipKb: number;
  /** Only the route's lazy chunks beyond the initial load. */
  routeOnlyJsGzipKb: number;
  chunks: string[];
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

class ChunkGraph {
  private readonly gzipSizes = new Map<string, number>();
  private readonly rawSizes = new Map<string, number>();
  private readonly staticImports = new Map<string, string[]>();

  constructor(private readonly assetsDir: string) {}

  private source(file: string) {
    return fs.readFileSync(path.join(this.assetsDir, file), 'utf8');
  }

  gzip(file: string): number {
    if (!this.gzipSizes.has(file)) {
      const content = fs.readFileSync(path.join(this.assetsDir, file));
      this.rawSizes.set(file, content.length);
      this.gzipSizes.set(file, zlib.gzipSync(content).length);
    }
    return this.gzipSizes.get(file)!;
  }

  raw(file: string): number {
    this.gzip(file);
    return this.rawSizes.get(file)!;
  }

  /** `import{..}from"./x.js"`, `import"./x.js"`, `export{..}from"./x.js"`: not `import("./x.js")`. */
  imports(file: string): string[] {
    if (!this.staticImports.has(file)) {
      const found = [...this.source(file).matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((match) => match[1]);
      this.staticImports.set(file, [...new Set(found)]);
    }
    return this.staticImports.get(file)!;
  }

  /** The file and everything it imports statically, transitively. */
  closure(file: string, into = new Set<string>()): Set<string> {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of this.imports(file)) this.closure(imported, into);
    return into;
  }

  /** CSS files Vite preloads together with a dynamic import of `chunk` (its `__vite__mapDeps` list in the importer). */
  preloadedCss(importer: string, chunk: string): string[] {
    const source = this.source(importer);
    const table = /m\.f=\[([^\]]*)\]/.exec(source)?.[1];
    const call = new RegExp(`import\\(["'\`]\\./${escapeRegExp(chunk)}["'\`]\\),__vite__mapDeps\\(\\[([\\d,]*)\\]`).exec(source);
    if (!table || !call) return [];
    const files = [...table.matchAll(/["'`]([^"'`]+)["'`]/g)].map((match) => path.basename(match[1]));
    return call[1].split(',').filter(Boolean).map((index) => files[Number(index)]).filter((file) => file?.endsWith('.css'));
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function analyseBundle(buildDir: string, appSource: string): BundleReport {
  const assetsDir = path.join(buildDir, 'assets');
  const indexHtml = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(indexHtml)?.[1];
  if (!entry) throw new Error('no module entry script in dist/public/index.html');
  const stylesheets = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((match) => match[1]);
  const graph = new ChunkGraph(assetsDir);
  const assetFiles = fs.readdirSync(assetsDir);

  const initial = graph.closure(entry);
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + graph.gzip(file), 0);
  const initialJs = sum(initial);
  const initialCss = sum(stylesheets);

  const routes: RouteBundle[] = [];
  for (const { route, page, lazy } of readRouteTable(appSource)) {
    if (route.startsWith('/events/:') || route.startsWith('/arenas/:')) continue; // second spellings of a detail route
    const chunk = lazy ? assetFiles.find((file) => new RegExp(`^${escapeRegExp(page)}-[\\w-]{8}\\.js$`).test(file)) : undefined;
    const own = chunk ? [...graph.closure(chunk)].filter((file) => !initial.has(file)) : [];
    const css = [...new Set([...stylesheets, ...(chunk ? graph.preloadedCss(entry, chunk) : [])])];
    routes.push({
      route,
      page,
      jsGzipKb: kb(initialJs + sum(own)),
      cssGzipKb: kb(sum(css)),
      routeOnlyJsGzipKb: kb(sum(own)),
      chunks: own,
    });
  }

  const largestChunks = assetFiles.filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipKb: kb(graph.gzip(file)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, 8);
  return {
    initialJsGzipKb: kb(initialJs),
    initialCssGzipKb: kb(initialCss),
    initialJsRawKb: kb([...initial].reduce((total, file) => total + graph.raw(file), 0)),
    initialFiles: [...initial, ...stylesheets],
    routes,
    largestChunks,
  };
}
