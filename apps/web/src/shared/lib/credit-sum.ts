/** Rounds to kopecks. */
const kopecks = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/**
 * The credit sum counted by the client when the server gave none (000 §4): the car's cost and its equipment less
 * the initial fee, in kopecks, never below 0; null without a car cost. The credit calculator and the GOZ wizard's
 * credit tab count it so.
 */
export function creditSumFrom({
  carCost,
  initialFee,
  equipment,
}: {
  carCost: number | null | undefined;
  initialFee?: number | null;
  equipment?: number | null;
}): number | null {
  if (carCost == null) return null;
  return kopecks(Math.max(0, carCost + (equipment ?? 0) - (initialFee ?? 0)));
}
