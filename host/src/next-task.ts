/** A new task: the browser may paint and answer a tap before the next step runs. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
