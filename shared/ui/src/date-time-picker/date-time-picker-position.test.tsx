import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTimePicker } from './date-time-picker';

// jsdom lays nothing out: the field sits low on a 1280 x 800 window, and the popover is as
// tall as its content says (the "Loading calendar..." line first, then the calendar).
let popoverHeight = 40;
const box = (top: number, left: number, width: number, height: number) =>
  ({
    top,
    left,
    width,
    height,
    bottom: top + height,
    right: left + width,
    x: left,
    y: top,
    toJSON: () => ({}),
  }) as DOMRect;

let resized: (() => void) | undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  popoverHeight = 40;
  Object.assign(window, { innerWidth: 1280, innerHeight: 800 });
  Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.tagName === 'INPUT') return box(560, 1100, 250, 40);
    if (this.getAttribute('role') === 'dialog') return box(0, 0, 330, popoverHeight);
    return box(0, 0, 0, 0);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

describe('DateTimePicker near the bottom of a laptop screen', () => {
  it('opens under the field while small, then flips above when the calendar makes it taller, kept inside the window', async () => {
    render(<DateTimePicker aria-label="Pickup Start Time" value={null} onChange={jest.fn()} />);
    await userEvent.setup().click(screen.getByLabelText('Pickup Start Time'));
    const popover = screen.getByRole('dialog', { name: 'Choose date and time' });
    expect(popover).toHaveStyle({ position: 'fixed', top: '604px', left: `${1280 - 330 - 8}px` });

    popoverHeight = 380;
    act(() => resized?.());
    expect(popover).toHaveStyle({ top: `${560 - 4 - 380}px` });
    await screen.findByRole('grid');
  });
});
