export * from './fixtures';
export { installFakeAdminApi, type FakeAdminApi, type FakeAdminApiOptions } from './fake-admin-api';
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
