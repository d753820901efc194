export * from './fixtures';
export { installFakeCollectionApi, type FakeCollectionApi, type FakeCollectionApiOptions } from './fake-collection-api';
export {
  recordingFakeApi,
  type RecordingFakeApi,
  readTable,
  catchDownloads,
  readBlob,
  serveList,
  type ListSpec,
} from '@maziwa/api-client/testing';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { renderToaster, toastRegion } from './render-toaster';
export { installFakeIntakeApi, intakeCentres, intakeFarmers, type FakeIntakeApi } from './fake-intake-api';
