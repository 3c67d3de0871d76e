import { lazy, type ComponentType } from 'react';

/**
 * A page loaded in its own chunk when its route is first shown (React.lazy over a named export). A feature's
 * index.ts exports its pages through this, so the app's first chunk holds only the frame.
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
