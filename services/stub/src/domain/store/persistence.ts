/**
 * A part of the stub's state that can be saved to the state file (STUB_STATE_FILE) and loaded back, and reset to
 * its seed by restoring the snapshot of a freshly seeded part. Every part of the Store implements it.
 */
export interface Persistable<S = unknown> {
  /** A JSON-serialisable copy of the state. */
  snapshot(): S;
  /** Replaces the state with one taken by `snapshot()` (of this part, or of a freshly seeded one). */
  restore(snapshot: S): void;
}
