import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named component export, so each route is its own chunk. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(loader: () => Promise<M>, name: K) {
  return lazy(() => loader().then((module) => ({ default: module[name] as ComponentType })));
}
