export * from './fixtures';
export { installFakePayrollApi, type FakePayrollApi, type FakePayrollApiOptions } from './fake-payroll-api';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { readTable } from './read-table';
export { catchDownloads, readBlob } from './downloads';
export { serveList, type ListSpec } from '@maziwa/api-client/testing';
