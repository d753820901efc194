export * from './fixtures';
export { installFakeAdminApi, type FakeAdminApi, type FakeAdminApiOptions } from './fake-admin-api';
export { recordingFakeApi, type RecordingFakeApi } from './fake-api-kit';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { readTable } from '@maziwa/api-client/testing';
export { catchDownloads, readBlob } from '@maziwa/api-client/testing';
export { serveList, type ListSpec } from '@maziwa/api-client/testing';
