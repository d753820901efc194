export * from './fixtures';
export { installFakeQualityApi, type FakeQualityApi, type FakeQualityApiOptions } from './fake-quality-api';
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
