import { useSession } from '@maziwa/api-client';
import { registerServiceWorker } from './register';
import { SESSION_MESSAGE } from './rules';
import { demoUser, resetSession, signInAs } from '../testing';

/** A browser's service worker container, recording what the console asks of it. */
function fakeContainer({ controlled = false } = {}) {
  const posted: unknown[] = [];
  const worker = { postMessage: (message: unknown) => posted.push(message) };
  const register = jest.fn(() => Promise.resolve({}));
  const container = {
    controller: controlled ? worker : null,
    register,
    ready: Promise.resolve({ active: worker }),
    addEventListener: jest.fn(),
  } as unknown as ServiceWorkerContainer;
  return { container, register, posted };
}

const settle = async () => {
  await jest.advanceTimersByTimeAsync(1_000);
  await jest.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
});
afterEach(() => jest.useRealTimers());

it('registers nothing outside a production build (webpack-dev-server, tests)', async () => {
  const { container, register } = fakeContainer();
  registerServiceWorker({ container });
  await settle();
  expect(register).not.toHaveBeenCalled();
});

it('registers /sw.js for the whole console once the page has loaded, then tells it who is signed in', async () => {
  const { container, register, posted } = fakeContainer();
  registerServiceWorker({ enabled: true, container });
  expect(register).not.toHaveBeenCalled();
  await settle();
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  expect(posted[0]).toEqual({ type: SESSION_MESSAGE, scope: null, apiBase: 'http://localhost/api/' });
  // The first visit: what the page loaded before the worker was there is handed to it to keep.
  expect(posted[1]).toMatchObject({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [['http://localhost/', expect.anything()]] },
  });

  signInAs(demoUser);
  expect(posted.at(-1)).toEqual({
    type: SESSION_MESSAGE,
    scope: `${demoUser.id}:${demoUser.organization_ids[0]}`,
    apiBase: 'http://localhost/api/',
  });
  const told = posted.length;
  useSession.setState({ user: { ...demoUser } });
  expect(posted).toHaveLength(told);

  useSession.setState({ status: 'anonymous', user: null, orgId: null });
  expect(posted.at(-1)).toEqual({ type: SESSION_MESSAGE, scope: null, apiBase: 'http://localhost/api/' });
});

it('hands over nothing to keep when the worker already controls the page', async () => {
  const { container, posted } = fakeContainer({ controlled: true });
  registerServiceWorker({ enabled: true, container });
  await settle();
  expect(posted.map((message) => (message as { type: string }).type)).toEqual([SESSION_MESSAGE]);
});
