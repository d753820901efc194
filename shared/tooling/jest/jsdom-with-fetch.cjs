// jsdom has no fetch. Tests mock the network at the HTTP boundary (a fake fetch), and ky
// needs the real Request/Response/Headers/FormData classes, so Node's are handed over.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
