/**
 * The deal's history, decisions and loan variants (001 §2.6, §3, §6, §7 'Scoring, checks, decisions'): read from the
 * world, the deal book and the finance step's budgets, for the viewer who asks.
 */
export * from './car-specs';
export * from './deal-services';
export * from './decisions';
export * from './decision-book';
export * from './loan-variants';
