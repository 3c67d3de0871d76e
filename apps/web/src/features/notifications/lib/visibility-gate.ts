export interface VisibilityGate {
  /** Runs `show` now when the tab is visible, else when it becomes visible. */
  run(show: () => void): void;
  dispose(): void;
}

/** Notifications raised while the tab is hidden are kept and shown when it becomes visible (000 §4). */
export function createVisibilityGate(doc: Document = document): VisibilityGate {
  const waiting: (() => void)[] = [];
  const onChange = () => {
    if (doc.visibilityState === 'hidden') return;
    waiting.splice(0).forEach((show) => show());
  };
  doc.addEventListener('visibilitychange', onChange);
  return {
    run(show) {
      if (doc.visibilityState === 'hidden') waiting.push(show);
      else show();
    },
    dispose() {
      doc.removeEventListener('visibilitychange', onChange);
      waiting.length = 0;
    },
  };
}
