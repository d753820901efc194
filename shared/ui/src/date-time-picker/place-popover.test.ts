import { placePopover } from './place-popover';

// A laptop window, and the picker's popover with its calendar (about 330 x 400).
const LAPTOP = { width: 1280, height: 800 };
const CALENDAR = { width: 330, height: 400 };
const input = (top: number, left = 300) => ({ top, bottom: top + 40, left });

describe('placePopover', () => {
  it('opens under the field when there is room', () => {
    expect(placePopover(input(100), CALENDAR, LAPTOP)).toEqual({ top: 144, left: 300 });
  });

  it('flips above a field low on the screen', () => {
    expect(placePopover(input(700), CALENDAR, LAPTOP)).toEqual({ top: 296, left: 300 });
  });

  it('shifts up to be whole on screen when there is room neither under nor above', () => {
    const short = { width: 1280, height: 600 };
    const placed = placePopover(input(300), CALENDAR, short);
    expect(placed).toEqual({ top: 192, left: 300 });
    expect(placed.top + CALENDAR.height).toBeLessThanOrEqual(short.height);
  });

  it('scrolls inside when taller than the window', () => {
    expect(placePopover(input(100), CALENDAR, { width: 1280, height: 300 })).toEqual({
      top: 8,
      left: 300,
      maxHeight: 284,
    });
  });

  it('shifts left rather than passing the right edge, and never past the left one', () => {
    expect(placePopover(input(100, 1100), CALENDAR, LAPTOP).left).toBe(1280 - 330 - 8);
    expect(placePopover(input(100, -20), CALENDAR, LAPTOP).left).toBe(8);
  });
});
