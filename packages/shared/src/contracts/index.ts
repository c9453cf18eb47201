export * from './envelope';
export * from './fields';
export * from './system';
export * from './auth';
export * from './member';
export * from './wallet';
export * from './payments';
export * from './withdrawals';
