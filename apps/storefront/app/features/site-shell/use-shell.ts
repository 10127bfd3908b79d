import { useRouteLoaderData } from 'react-router';

import type { ShellData } from './shell-data.ts';

/** The root loader's data: locale, brand, site, navigation. Every page renders inside the root, so it exists. */
export function useShell(): ShellData {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  if (!shell) throw new Error('useShell() is only available below the root route');
  return shell;
}

export function useOptionalShell(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined;
}
