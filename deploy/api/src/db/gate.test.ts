import { HttpError } from '../http/errors';
import { Gate } from './gate';

it('lets `slots` callers in at once, queues the others in order, and refuses beyond the bound', async () => {
  const gate = new Gate(2, { maxWaiting: 1 });
  const events: string[] = [];
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  const task = (name: string) =>
    gate.run(async () => {
      events.push(name);
      await held;
    });
  const running = [task('a'), task('b'), task('c')];
  const refused = task('d');

  await expect(refused).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
  await expect(refused).rejects.toBeInstanceOf(HttpError);
  expect(events).toEqual(['a', 'b']);
  expect(gate.waiting).toBe(1);
  expect(gate.waitedMs()).toBeGreaterThanOrEqual(0);
  open();
  await Promise.all(running);
  expect(events).toEqual(['a', 'b', 'c']);
  expect(gate.waiting).toBe(0);
  expect(gate.waitedMs()).toBe(0);
});
