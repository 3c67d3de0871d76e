import { useSyncExternalStore } from 'react';

/** Whether the event channel is connected: `down` while it waits to reconnect, `idle` when not opened. */
export type ChannelStatus = 'idle' | 'open' | 'down';

let status: ChannelStatus = 'idle';
const listeners = new Set<() => void>();

export function setChannelStatus(next: ChannelStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

export const getChannelStatus = (): ChannelStatus => status;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The event channel's status, for the header's quiet 'Нет связи'. */
export function useChannelStatus(): ChannelStatus {
  return useSyncExternalStore(subscribe, getChannelStatus, getChannelStatus);
}
