import { useCallback, useSyncExternalStore } from 'react';
import { local, readItem, writeItem } from '@/shared/lib/storage';
import type { ListFilters } from './list-filters';

/** 'Сохранить как глобальный': a list's filter set kept in localStorage under a name (000 §4 'Global filter'). */
const keyOf = (name: string) => `globalFilter:${name}`;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readGlobalFilter(name: string): ListFilters | null {
  const raw = readItem(local(), keyOf(name));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as ListFilters;
  } catch {
    return null;
  }
}

export function saveGlobalFilter(name: string, filters: ListFilters): void {
  writeItem(local(), keyOf(name), JSON.stringify(filters));
  notify();
}

export function clearGlobalFilter(name: string): void {
  writeItem(local(), keyOf(name), null);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('globalFilter:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a global filter is set under the name, and its save / clear. */
export function useGlobalFilter(name: string | undefined) {
  const isSet = useSyncExternalStore(subscribe, () => (name ? readItem(local(), keyOf(name)) !== null : false));
  const save = useCallback((filters: ListFilters) => name && saveGlobalFilter(name, filters), [name]);
  const clear = useCallback(() => name && clearGlobalFilter(name), [name]);
  return { isSet, save, clear };
}
