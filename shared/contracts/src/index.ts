export * from './remote-module';
export * from './api';
export * from './domain';
export * from './audit';
