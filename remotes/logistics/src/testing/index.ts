export * from './fixtures';
export {
  installFakeLogisticsApi,
  type FakeLogisticsApi,
  type FakeLogisticsApiOptions,
  type SentFile,
} from './fake-logistics-api';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { readTable } from '@maziwa/api-client/testing';
export { catchDownloads, readBlob } from '@maziwa/api-client/testing';
export { fakeObjectUrls } from './object-urls';
export * from './network-fixtures';
export { serveList, type ListSpec } from '@maziwa/api-client/testing';
