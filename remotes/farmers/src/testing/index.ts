export * from './fixtures';
export { installFakeFarmersApi, type FakeFarmersApi, type FakeFarmersApiOptions, type FarmerLinkBody } from './fake-farmers-api';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { readTable } from './read-table';
export { catchDownloads, readBlob } from './downloads';
export { serveList, type ListSpec } from '@maziwa/api-client/testing';
