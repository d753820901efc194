import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakeAtEnv, startFakeAfricasTalking } from '../deploy/api/src/testing/fake-africastalking';
import { fakeDarajaEnv, startFakeDaraja } from '../deploy/api/src/testing/fake-daraja';
import { startSmtpSink } from '../deploy/api/src/testing/smtp-sink';

const STACK = path.resolve(__dirname, '..', 'deploy', 'stack', 'stack.mjs');

/**
 * Starts the stack for playwright.stack.config.ts; the function it returns stops it. Its
 * production API processes pay mobile money through a fake Daraja on 127.0.0.1, which posts
 * Safaricom's Results back through nginx, as Safaricom would reach a deployment, send SMS to a
 * fake Africa's Talking and e-mail to an SMTP sink: no test reaches a real provider.
 */
export default async function startStack(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'maziwa-e2e-stack-'));
  // Run as root, PostgreSQL and nginx are other users who must reach the directory.
  chmodSync(dataDir, 0o755);
  const port = process.env.E2E_STACK_PORT ?? '8092';
  const daraja = await startFakeDaraja({ resultDelayMs: 500 });
  const sms = await startFakeAfricasTalking();
  const mail = await startSmtpSink();
  const certificate = path.join(dataDir, 'mpesa-certificate.pem');
  writeFileSync(certificate, daraja.publicKeyPem);
  const env = {
    ...process.env,
    ...fakeAtEnv(sms),
    SMTP_URL: mail.url,
    MAIL_FROM: 'Maziwa e2e <payslips@maziwa.test>',
    ...fakeDarajaEnv(daraja, certificate, 'maziwa-e2e'),
    MAZIWA_PUBLIC_URL: `http://127.0.0.1:${port}`,
    MAZIWA_STACK_DATA_DIR: dataDir,
    MAZIWA_STACK_PORT: port,
    MAZIWA_STACK_PG_PORT: '55435',
    MAZIWA_STACK_API_PORTS: '3031,3032',
    LOG_LEVEL: 'warn',
  };
  const stack = (...args: string[]) => spawnSync('node', [STACK, ...args], { env, stdio: 'inherit', timeout: 300_000 });
  if (stack('start', '--demo').status !== 0) {
    stack('stop');
    await Promise.all([daraja.close(), sms.close(), mail.close()]);
    throw new Error('the stack did not start');
  }
  return async () => {
    stack('stop');
    await Promise.all([daraja.close(), sms.close(), mail.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
