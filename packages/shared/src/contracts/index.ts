export * from './envelope';
export * from './system';
