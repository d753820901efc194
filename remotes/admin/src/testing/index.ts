export * from './fixtures';
export { installFakeAdminApi, type FakeAdminApi, type FakeAdminApiOptions } from './fake-admin-api';
// The kit every remote's tests share (fake fetch, tables, downloads, roles); this remote adds its fakes.
export * from '@maziwa/api-client/testing';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { renderToaster, toastRegion } from './render-toaster';
export {
  buildMessagingSettings,
  installFakeMessagingSettingsApi,
  type FakeMessagingSettingsApi,
} from './fake-messaging-settings-api';
