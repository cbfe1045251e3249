import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../shared/page-state.js';
import { readRouteTable } from './route-table.js';

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
}

/**
 * Writes route-preloads.json: per route of client/src/App.tsx, the JavaScript files its first render needs that
 * index.html does not load. The browser would ask for them only once the entry has run and React has rendered the
 * route, a round trip later (seconds on a slow phone); the server names them in the page with
 * <link rel="modulepreload"> (server/http/route-preloads.ts), so they download beside the entry.
 *
 * `firstRenderParts` are lazily loaded parts a route's page shows at once (a LazyPart in the page), by route:
 * the route table cannot tell them from parts that load on demand (a dialog, a sheet).
 */
export function routeModulePreloads({ appFile, aliases, firstRenderParts = {} }: {
  appFile: string;
  /** The import aliases of the build ('@' -> client/src), to find a lazy page's module. */
  aliases: Record<string, string>;
  firstRenderParts?: Record<string, string[]>;
}): Plugin {
  const resolveImport = (importPath: string) => {
    const alias = Object.keys(aliases).find((name) => importPath === name || importPath.startsWith(`${name}/`));
    return alias ? path.join(aliases[alias], importPath.slice(alias.length)) : path.resolve(path.dirname(appFile), importPath);
  };
  const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

  return {
    name: 'cloverleaf-route-module-preloads',
    // The browser build only: the server-render build has no pages to preload.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is typeof file & Chunk => file.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFileName.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route preloads: the build has no entry chunk');
      const initial = closure(entry.fileName);
      const chunkOf = (modulePath: string) => {
        const wanted = withoutExtension(modulePath);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId && withoutExtension(candidate.facadeModuleId) === wanted);
        if (!chunk) throw new Error(`route preloads: no chunk of its own for ${modulePath}`);
        return chunk.fileName;
      };

      const table: RoutePreload[] = readRouteTable(fs.readFileSync(appFile, 'utf8')).map(({ route, importPath }) => {
        const modules = [
          ...(importPath ? [resolveImport(importPath)] : []),
          ...(firstRenderParts[route] ?? []),
        ];
        const files = new Set<string>();
        for (const modulePath of modules) closure(chunkOf(modulePath), files);
        return { route, files: [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`) };
      });
      const unknown = Object.keys(firstRenderParts).filter((route) => !table.some((entry) => entry.route === route));
      if (unknown.length > 0) throw new Error(`route preloads: no route ${unknown.join(', ')} in ${appFile}`);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(table, null, 1)}\n` });
    },
  };
}
