/** A new task: the browser may paint and answer a tap before the next step runs. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs each step in a task of its own, one after another, and resolves with the last. A module
 * already downloaded (eager, or a shared library a chunk consumed) is evaluated when first
 * imported, in the task that imports it, and a shared library is negotiated by the federation
 * runtime in the task that first asks for it: together, the shell's start was one long task on
 * a phone's slowed CPU (bench/README.md, lighthouse).
 */
export async function inTasks<T>(steps: (() => Promise<unknown>)[], last: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
  await nextTask();
  return last();
}
