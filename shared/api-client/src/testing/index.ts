export { installFakeApi, jsonResponse, type FakeApi, type FakeHandler, type FakeRequest } from './fake-api';
export { serveList, type ListSpec } from './serve-list';
