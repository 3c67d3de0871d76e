import { useSyncExternalStore } from 'react';
import { local, readItem, writeItem } from '@/shared/lib/storage';
import { storageKeys } from './storage-keys';

/** The underwriter queue counters of the side menu, kept in localStorage (000 §9). */
export interface TaskCounters {
  newTasks: number;
  afterRescoring: number;
  afterRework: number;
}

const keys = {
  newTasks: storageKeys.newTasksCount,
  afterRescoring: storageKeys.rescoringTasksCount,
  afterRework: storageKeys.reworkTasksCount,
} as const satisfies Record<keyof TaskCounters, string>;

const listeners = new Set<() => void>();
let snapshot: TaskCounters = read();

function read(): TaskCounters {
  const num = (key: string) => {
    const value = Number(readItem(local(), key));
    return Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
  };
  return { newTasks: num(keys.newTasks), afterRescoring: num(keys.afterRescoring), afterRework: num(keys.afterRework) };
}

function publish() {
  const next = read();
  if (
    next.newTasks === snapshot.newTasks &&
    next.afterRescoring === snapshot.afterRescoring &&
    next.afterRework === snapshot.afterRework
  )
    return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export function setTaskCounters(counters: TaskCounters): void {
  for (const name of Object.keys(keys) as (keyof TaskCounters)[])
    writeItem(local(), keys[name], String(counters[name]));
  publish();
}

export function clearTaskCounters(): void {
  for (const key of Object.values(keys)) writeItem(local(), key, null);
  publish();
}

export function getTaskCounters(): TaskCounters {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(keys) as string[]).includes(event.key)) publish();
  });
}

export function useTaskCounters(): TaskCounters {
  return useSyncExternalStore(subscribe, getTaskCounters);
}
