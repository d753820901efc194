import Fastify from 'fastify';
import { apiPlugin } from '../api-plugin';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerSecurityHeaders } from './security-headers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('sends the security headers on every kind of answer', async () => {
  const answers = await Promise.all([
    t.app.inject({ method: 'GET', url: '/healthz' }),
    t.app.inject({ method: 'GET', url: '/openapi.json' }),
    t.app.inject({ method: 'GET', url: '/users/me' }),
    t.app.inject({ method: 'POST', url: '/token', payload: {} }),
    t.app.inject({ method: 'GET', url: '/no-such-thing' }),
  ]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 400, 404]);
  for (const { headers } of answers) {
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  }
});

it('leaves the headers to a server that mounts it and sets its own', async () => {
  const gateway = Fastify();
  await registerSecurityHeaders(gateway, { 'default-src': ["'self'"] });
  await gateway.register(apiPlugin, { prefix: '/api', db: t.db, jwtSecret: 'a-mounted-api-secret-of-32-characters' });
  const answer = await gateway.inject({ method: 'GET', url: '/api/healthz' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
  await gateway.close();
});
