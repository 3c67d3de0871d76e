/** What a car modification's name tells (`1.6 MT (106 л.с.)`): the gearbox, the engine's volume and power. */
export interface CarSpecs {
  transmissionType: string | null;
  /** Cubic centimetres. */
  engineDisplacement: number | null;
  /** Horsepower. */
  engineCapacity: number | null;
}

const GEARBOXES: readonly [RegExp, string][] = [
  [/\bMT\b/, 'Механическая'],
  [/\bCVT\b/, 'Вариатор'],
  [/\b(DSG|DCT)\b/, 'Роботизированная'],
  [/\bAT\b/, 'Автоматическая'],
];

/** The specs of a modification of the world's car catalogue; what its name does not say is null. */
export function carSpecs(modification: string): CarSpecs {
  const litres = /^(\d\.\d)T?\b/.exec(modification);
  const power = /\((\d+) л\.с\.\)/.exec(modification);
  return {
    transmissionType: GEARBOXES.find(([pattern]) => pattern.test(modification))?.[1] ?? null,
    engineDisplacement: litres ? Math.round(Number(litres[1]) * 1000) : null,
    engineCapacity: power ? Number(power[1]) : null,
  };
}
