export * from './fixtures';
export { installFakeQualityApi, type FakeQualityApi, type FakeQualityApiOptions } from './fake-quality-api';
export { recordingFakeApi, type RecordingFakeApi } from './fake-api-kit';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { readTable } from './read-table';
export { catchDownloads, readBlob } from './downloads';
export { serveList, type ListSpec } from '@maziwa/api-client/testing';
