export * from './remote-module';
export * from './api';
