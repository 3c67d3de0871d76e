export * from './catalog';
export * from './persons';
export * from './finance-book';
export * from './gsk';
export * from './inn';
export * from './bki-report';
