import { afterFirstFrame } from './after-first-frame';

describe('afterFirstFrame', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts at once on a page without a first frame (index.html)', () => {
    const start = jest.fn();
    afterFirstFrame(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the paint of a page that has one, then starts once', () => {
    document.getElementById('root')!.innerHTML = '<h1>Collection Schedule</h1>';
    const start = jest.fn();
    afterFirstFrame(start);
    expect(start).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a background tab, which paints nothing until shown', () => {
    document.getElementById('root')!.innerHTML = '<h1>Collection Schedule</h1>';
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = jest.fn();
    afterFirstFrame(start);
    expect(start).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });
});
