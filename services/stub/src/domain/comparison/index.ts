export * from './characteristics';
export * from './comparison-book';
export * from './groups';
