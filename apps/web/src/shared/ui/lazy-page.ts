import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the page's chunk (e.g. at start, alongside the configuration and the session). */
  preload: () => Promise<unknown>;
};

/**
 * A page loaded in its own chunk when its route is first shown (React.lazy over a named export). A feature's
 * index.ts exports its pages through this, so the app's first chunk holds only the frame.
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  type Module = { default: ComponentType<P> };
  let loading: Promise<unknown> | undefined;
  let loaded: Module | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = { default: module[name] };
    }));
  // A chunk already loaded is handed over synchronously: a native promise would make React suspend once more and
  // hold the page back behind its fallback (React throttles revealing a suspended boundary by 300 ms).
  const resolved = (module: Module) => ({ then: (onFulfilled: (value: Module) => void) => onFulfilled(module) });
  const factory = () => (loaded ? resolved(loaded) : preload().then(() => loaded!)) as unknown as Promise<Module>;
  return Object.assign(lazy(factory), { preload });
}

/** Starts loading the chunk of the page an element shows, when it is a lazily loaded page. */
export function preloadElement(element: unknown): void {
  const type = (element as { type?: Partial<Pick<LazyPage<object>, 'preload'>> } | null)?.type;
  if (typeof type?.preload === 'function') void type.preload().catch(() => undefined);
}
