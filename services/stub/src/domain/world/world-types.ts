export interface WorldOptions {
  /** STUB_SEED: the same seed gives the same world. */
  seed: number;
  /** STUB_DEALS: how many deals the seeded world has. */
  deals: number;
  /** The clock of the world's operations (defaults to Date.now; never earlier than the seeded world). */
  now?: () => number;
}

/** What changed, for those who keep indexes of the world (the lists). */
export type WorldChange = { type: 'deal'; row: number } | { type: 'client'; row: number } | { type: 'reset' };

export type TaskState = 'created' | 'unclaimed' | 'claimed' | 'closed';

/** Columns of a client a form save writes back (so that the lists find the deal by what was typed). */
export type ClientPatch = Partial<{
  surname: string;
  firstName: string;
  middleName: string;
  /** 0 man, 1 woman. */
  gender: number;
  /** Days since 1970-01-01 (UTC). */
  birthDay: number;
  passportSeries: number;
  passportNumber: number;
  passportIssueDay: number;
  /** Ten digits after +7, as a number. */
  phone: number;
  /** An index of MARITAL. */
  marital: number;
  income: number;
}>;

/** Columns of a deal a form save writes back (the credit and the car as the lists and decisions show them). */
export type DealPatch = Partial<{
  /** An index of PROGRAMS. */
  program: number;
  carCost: number;
  costRequested: number;
  initialFee: number;
  term: number;
  /** An index of CAR_MODELS, of its modifications. */
  carModel: number;
  carModification: number;
  /** 0 new, 1 used. */
  carCondition: number;
  carYear: number;
}>;
