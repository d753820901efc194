export { installFakeApi, jsonResponse, type FakeApi, type FakeHandler, type FakeRequest } from './fake-api';
