import { describe, expect, it } from 'vitest';
import { pinchZoom, ZOOM_MAX, ZOOM_MIN } from '../use-pinch-zoom';

describe('pinch zoom', () => {
  it('scales the zoom by how far the fingers moved apart', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 200, 150)).toBe(1.5);
  });

  it('stays within 1× and 4×, and ignores a pinch that started with the fingers together', () => {
    expect(pinchZoom(1, 100, 40)).toBe(ZOOM_MIN);
    expect(pinchZoom(3, 100, 300)).toBe(ZOOM_MAX);
    expect(pinchZoom(1.5, 0, 80)).toBe(1.5);
  });
});
