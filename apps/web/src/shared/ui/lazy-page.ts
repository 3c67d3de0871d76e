import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What a page's `prefetch` gets: the cache, the URL query it opens with and the props its route gives it. */
export interface PagePrefetchContext {
  queryClient: QueryClient;
  search: URLSearchParams;
  props: Record<string, unknown>;
}

/** A page module may export `prefetch`: it starts the page's first query before the page renders. */
export type PagePrefetch = (context: PagePrefetchContext) => void;

export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the page's chunk (e.g. at start, alongside the configuration and the session). */
  preload: () => Promise<unknown>;
  /** Loads the chunk, then starts the page's first query when its module exports `prefetch`. */
  prefetch: (context: PagePrefetchContext) => Promise<void>;
};

/** The props of a page component (none: an empty object). */
type PropsOf<C> = C extends (props: infer P) => unknown ? (unknown extends P ? object : P) : object;

/**
 * A page loaded in its own chunk when its route is first shown (React.lazy over a named export). A feature's
 * index.ts exports its pages through this, so the app's first chunk holds only the frame. The page's module may
 * export `prefetch` (a PagePrefetch) to start its first query at start.
 */
export function lazyPage<M extends object, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  type Module = { default: ComponentType<P> };
  let loading: Promise<unknown> | undefined;
  let loaded: Module | undefined;
  let prefetchOf: PagePrefetch | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = { default: module[name] as unknown as ComponentType<P> };
      const exported = (module as { prefetch?: unknown }).prefetch;
      prefetchOf = typeof exported === 'function' ? (exported as PagePrefetch) : undefined;
    }));
  const prefetch = async (context: PagePrefetchContext) => {
    await preload();
    prefetchOf?.(context);
  };
  // A chunk already loaded is handed over synchronously: a native promise would make React suspend once more and
  // hold the page back behind its fallback (React throttles revealing a suspended boundary by 300 ms).
  const resolved = (module: Module) => ({ then: (onFulfilled: (value: Module) => void) => onFulfilled(module) });
  const factory = () => (loaded ? resolved(loaded) : preload().then(() => loaded!)) as unknown as Promise<Module>;
  return Object.assign(lazy(factory), { preload, prefetch });
}

type PageElement = { type?: Partial<Pick<LazyPage<unknown>, 'preload' | 'prefetch'>>; props?: Record<string, unknown> };

/** Starts loading the chunk of the page an element shows, when it is a lazily loaded page. */
export function preloadElement(element: unknown): void {
  const type = (element as PageElement | null)?.type;
  if (typeof type?.preload === 'function') void type.preload().catch(() => undefined);
}

/** Starts the first query of the page an element shows, with the element's props, when the page has one. */
export function prefetchElement(element: unknown, context: Omit<PagePrefetchContext, 'props'>): void {
  const { type, props = {} } = (element as PageElement | null) ?? {};
  if (typeof type?.prefetch === 'function') void type.prefetch({ ...context, props }).catch(() => undefined);
}
