/** Whether the page's file drew the first frame where the console mounts (until the console replaces it). */
export function hasFirstFrame(): boolean {
  return document.getElementById('root')?.hasChildNodes() ?? false;
}

/**
 * Runs `start` once the page's first frame (shell/first-frame.html, in a page's file) is on
 * screen. Started at once, the shell's chunks, already downloading beside main.js, would be
 * evaluated one after another before the browser got a chance to paint: a phone would show
 * nothing until all of them had run. A page without a frame (index.html) and a page in a
 * background tab, which paints nothing until shown, start at once.
 */
export function afterFirstFrame(start: () => void): void {
  if (!hasFirstFrame() || document.visibilityState === 'hidden') {
    start();
    return;
  }
  // An animation frame's callback runs just before the paint; a task queued from it, after.
  requestAnimationFrame(() => setTimeout(start, 0));
}
