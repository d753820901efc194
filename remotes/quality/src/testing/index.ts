export * from './fixtures';
export { installFakeQualityApi, type FakeQualityApi, type FakeQualityApiOptions } from './fake-quality-api';
// The kit every remote's tests share (fake fetch, tables, downloads, roles); this remote adds its fakes.
export * from '@maziwa/api-client/testing';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { renderToaster, toastRegion } from './render-toaster';
