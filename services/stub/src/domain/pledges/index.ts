export * from './files';
export * from './lifecycle';
export * from './lists';
export * from './pledge-book';
export * from './registry';
export * from './texts';
export * from './views';
