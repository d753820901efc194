import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

function Probe({ orWhenIdle = false }: { orWhenIdle?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ orWhenIdle });
  return <div ref={ref}>{near ? 'heavy part' : 'placeholder'}</div>;
}

describe('useNearViewport', () => {
  it('is true at once where the browser cannot tell (no IntersectionObserver)', () => {
    render(<Probe />);
    expect(screen.getByText('heavy part')).toBeInTheDocument();
  });

  describe('with an IntersectionObserver', () => {
    let report: (isIntersecting: boolean) => void = () => undefined;
    const disconnect = jest.fn();
    let margin: string | undefined;

    beforeEach(() => {
      globalThis.IntersectionObserver = class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          margin = options?.rootMargin;
          report = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as never);
        }
        observe() {}
        disconnect = disconnect;
      } as unknown as typeof IntersectionObserver;
    });

    afterEach(() => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    it('waits until the element comes within 200px of the screen, then stops watching', () => {
      render(<Probe />);
      expect(screen.getByText('placeholder')).toBeInTheDocument();
      expect(margin).toBe('200px');

      act(() => report(false));
      expect(screen.getByText('placeholder')).toBeInTheDocument();

      act(() => report(true));
      expect(screen.getByText('heavy part')).toBeInTheDocument();
      expect(disconnect).toHaveBeenCalled();
    });

    it('with orWhenIdle also arrives once the browser is idle, though still far from the screen', () => {
      jest.useFakeTimers();
      const idle = jest.fn((run: () => void) => window.setTimeout(run, 50));
      globalThis.requestIdleCallback = idle as unknown as typeof requestIdleCallback;
      globalThis.cancelIdleCallback = jest.fn();
      try {
        render(<Probe orWhenIdle />);
        expect(screen.getByText('placeholder')).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(50));
        expect(screen.getByText('heavy part')).toBeInTheDocument();
        expect(idle).toHaveBeenCalledTimes(1);
      } finally {
        jest.useRealTimers();
        delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
        delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
      }
    });

    it('without orWhenIdle an idle browser changes nothing', () => {
      const idle = jest.fn();
      globalThis.requestIdleCallback = idle as unknown as typeof requestIdleCallback;
      try {
        render(<Probe />);
        expect(idle).not.toHaveBeenCalled();
        expect(screen.getByText('placeholder')).toBeInTheDocument();
      } finally {
        delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
      }
    });
  });
});
