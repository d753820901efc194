export * from './fixtures';
export { installFakeCollectionApi, type FakeCollectionApi, type FakeCollectionApiOptions } from './fake-collection-api';
// The kit every remote's tests share (fake fetch, tables, downloads, roles); this remote adds its fakes.
export * from '@maziwa/api-client/testing';
// The fixtures name it too (the same type): said once here.
export type { PersonLink } from '@maziwa/api-client/testing';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { renderToaster, toastRegion } from './render-toaster';
export { installFakeIntakeApi, intakeCentres, intakeFarmers, type FakeIntakeApi } from './fake-intake-api';
