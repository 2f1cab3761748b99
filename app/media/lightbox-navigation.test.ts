import { describe, expect, it } from 'vitest';
import { announcement, counterText, keyTarget, swipeStep, wrapIndex } from './lightbox-navigation.ts';

describe('wrapIndex', () => {
  it.each([
    [0, 8, 0],
    [7, 8, 7],
    [8, 8, 0],
    [-1, 8, 7],
    [-9, 8, 7],
    [17, 8, 1],
    [3, 1, 0],
    [3, 0, 0],
    [Number.NaN, 5, 0],
  ])('%d of %d → %d', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('counter and announcement', () => {
  it('counts from one', () => {
    expect(counterText(2, 8)).toBe('3 / 8');
    expect(counterText(8, 8)).toBe('1 / 8');
    expect(counterText(-1, 8)).toBe('8 / 8');
    expect(counterText(0, 0)).toBe('');
  });
  it('says the position and the description', () => {
    expect(announcement(0, 7, 'Turned walnut')).toBe('Image 1 of 7: Turned walnut');
    expect(announcement(6, 7, null)).toBe('Image 7 of 7');
    expect(announcement(0, 0, 'x')).toBe('');
  });
});

describe('swipeStep', () => {
  it('a swipe to the left shows the next image, to the right the previous', () => {
    expect(swipeStep(-60, 5)).toBe(1);
    expect(swipeStep(60, -5)).toBe(-1);
  });
  it('ignores taps, short drags and vertical scrolls', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-39, 0)).toBe(0);
    expect(swipeStep(-50, 80)).toBe(0);
    expect(swipeStep(50, -50)).toBe(0);
  });
  it('takes the threshold as given', () => {
    expect(swipeStep(-40, 0)).toBe(1);
    expect(swipeStep(-40, 0, 41)).toBe(0);
  });
});

describe('keyTarget', () => {
  it('arrows move and wrap, Home and End jump', () => {
    expect(keyTarget('ArrowRight', 7, 8)).toBe(0);
    expect(keyTarget('ArrowLeft', 0, 8)).toBe(7);
    expect(keyTarget('ArrowRight', 2, 8)).toBe(3);
    expect(keyTarget('Home', 5, 8)).toBe(0);
    expect(keyTarget('End', 1, 8)).toBe(7);
    expect(keyTarget('Enter', 1, 8)).toBeNull();
  });
});
