export * from './files';
export * from './lifecycle';
export * from './lists';
export * from './pledge-book';
export type * from './pledge-book-state';
export * from './registry';
export * from './texts';
export * from './views';
