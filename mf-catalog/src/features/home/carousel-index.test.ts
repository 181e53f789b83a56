import { SWIPE_THRESHOLD_PX, swipeDirection, wrapIndex } from './carousel-index';

describe('carousel index', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('moves on a swipe of more than 50 px only', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(200, 150)).toBe(0);
    expect(swipeDirection(200, 149)).toBe(1);
    expect(swipeDirection(100, 151)).toBe(-1);
    expect(swipeDirection(100, 150)).toBe(0);
  });
});
