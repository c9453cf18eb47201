export * from './contracts';
export * from './money';
export * from './validation';
