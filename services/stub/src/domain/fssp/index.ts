export * from './bailiff-link';
export * from './fssp-book';
export * from './proceedings';
