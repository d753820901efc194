import { Mutex } from './mutex';

it('runs one task at a time, in arrival order, and survives a failure', async () => {
  const mutex = new Mutex();
  const events: string[] = [];
  const task = (name: string, ms: number, fail = false) =>
    mutex.run(async () => {
      events.push(`${name}:start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name}:end`);
      if (fail) throw new Error(name);
      return name;
    });
  const results = await Promise.allSettled([task('a', 20), task('b', 1, true), task('c', 5)]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(events).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
});
