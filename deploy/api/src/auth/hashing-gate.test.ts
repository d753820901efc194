import { HttpError } from '../http/errors';
import { createGate } from './hashing-gate';

/** A piece of work that finishes when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('hashing gate', () => {
  it('runs at most `concurrency` at once and the rest in arrival order', async () => {
    const gate = createGate({ concurrency: 2, maxWaiting: 10 });
    const order: number[] = [];
    const jobs = [held(), held(), held(), held()];
    const runs = jobs.map((job, i) =>
      gate.run(async () => {
        order.push(i);
        await job.work();
      }),
    );
    await Promise.resolve();
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(2);
    expect(order).toEqual([0, 1]);
    jobs[1].finish();
    await runs[1];
    expect(order).toEqual([0, 1, 2]);
    expect(gate.running).toBe(2);
    jobs[0].finish();
    jobs[2].finish();
    jobs[3].finish();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('refuses at once with 503 and Retry-After when the queue is full', async () => {
    const gate = createGate({ concurrency: 1, maxWaiting: 1 });
    const first = held();
    const second = held();
    const running = gate.run(first.work);
    const waiting = gate.run(second.work);
    const refused = gate.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
    first.finish();
    second.finish();
    await Promise.all([running, waiting]);
    expect(gate.running).toBe(0);
  });

  it('frees the slot when the work fails', async () => {
    const gate = createGate({ concurrency: 1, maxWaiting: 0 });
    await expect(
      gate.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
