/** Viewed-notification batching delay (000 §9). */
export const VIEWED_BATCH_DELAY = 500;

export interface ViewedBatcher {
  add(id: number): void;
  /** Sends what is waiting now. */
  flush(): Promise<void>;
  dispose(): void;
}

/**
 * Collects the ids of closed notifications and marks them viewed in one call once no other id has
 * come for `delay` ms; then `onSent` (refresh the unseen count). A failed batch's ids go again with the next batch;
 * `onError` is told once per run of failures (one toast, not one per batch or per notification), and again only
 * after a batch has gone through.
 */
export function createViewedBatcher({
  send,
  onSent,
  onError,
  delay = VIEWED_BATCH_DELAY,
}: {
  send: (ids: number[]) => Promise<void>;
  onSent?: () => void;
  onError?: (error: unknown) => void;
  delay?: number;
}): ViewedBatcher {
  const ids = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failing = false;

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (ids.size === 0) return;
    const batch = [...ids];
    ids.clear();
    try {
      await send(batch);
      failing = false;
      onSent?.();
    } catch (error) {
      for (const id of batch) ids.add(id);
      if (failing) return;
      failing = true;
      onError?.(error);
    }
  };

  return {
    add(id) {
      ids.add(id);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), delay);
    },
    flush,
    dispose() {
      if (timer) clearTimeout(timer);
      timer = null;
      ids.clear();
    },
  };
}
