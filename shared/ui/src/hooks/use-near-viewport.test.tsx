import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
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
  });
});
