export * from './remote-module';
export * from './page-paths';
export * from './api-types';
export * from './api';
export * from './domain';
export * from './audit';
