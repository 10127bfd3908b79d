import type { Plugin } from 'vite';

/**
 * Fails the client build when a package that must stay on the server ends up in the browser's JavaScript, and names
 * the app module that pulled it in. zod and react-intl once cost every page about 40 KB gzip between them, through
 * innocent-looking imports (a constant from a contracts schema module, a formatter): browser code imports contract
 * values from the zod-free `@outsole/contracts/*.values` modules and formats with app/lib/i18n/icu.ts.
 */
export function forbidInClient(packages: readonly string[]): Plugin {
  const pattern = new RegExp(`/node_modules/(${packages.map((name) => name.replace('/', '\\/')).join('|')})/`);
  return {
    name: 'outsole:forbid-in-client',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const forbidden = chunk.moduleIds.find((id) => pattern.test(id));
        if (!forbidden) continue;
        this.error(
          `${forbidden.match(pattern)?.[1]} is in the client bundle (${chunk.fileName}), imported through ${importChain(
            this,
            forbidden,
          )}. Keep it on the server (*.server.ts), import types only, or use the zod-free *.values modules.`,
        );
      }
    },
  };
}

/** The first path from an app module down to `id`, as `app/x.tsx → contracts/y.ts → zod`. */
function importChain(context: { getModuleInfo(id: string): { importers: readonly string[] } | null }, id: string) {
  const seen = new Set<string>([id]);
  let paths: string[][] = [[id]];
  while (paths.length > 0) {
    const next: string[][] = [];
    for (const path of paths) {
      const head = path[0]!;
      if (!head.includes('/node_modules/') && !head.includes('/packages/contracts/')) {
        const firstPackage = path.findIndex((module) => module.includes('/node_modules/'));
        return path
          .slice(0, firstPackage + 1)
          .map((module) => module.replace(/^.*\/(node_modules|apps\/storefront|packages)\//, ''))
          .join(' → ');
      }
      for (const importer of context.getModuleInfo(head)?.importers ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        next.push([importer, ...path]);
      }
    }
    paths = next;
  }
  return 'an unknown importer';
}
