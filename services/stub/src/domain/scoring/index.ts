export * from './additional-checks';
export * from './algorithms';
export * from './check-catalog';
export * from './person-data';
export * from './scoring';
export * from './scoring-book';
