export * from './fixtures';
export {
  installFakeFarmersApi,
  type FakeFarmersApi,
  type FakeFarmersApiOptions,
  type FarmerLinkBody,
} from './fake-farmers-api';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { readTable } from '@maziwa/api-client/testing';
export { catchDownloads, readBlob } from '@maziwa/api-client/testing';
export { serveList, type ListSpec } from '@maziwa/api-client/testing';
export {
  buildAssignment,
  buildCallLog,
  installFakeExtensionApi,
  officers,
  type FakeExtensionApi,
} from './fake-extension-api';
export { buildMessage, installFakeMessagesApi, type FakeMessagesApi } from './fake-messages-api';
