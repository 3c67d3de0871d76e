/** The seed and the size of the world when none are given (STUB_SEED, STUB_DEALS). */
export const DEFAULT_SEED = 20261122;
export const DEFAULT_DEALS = 300;
