import { describe, expect, it } from 'vitest';
import { worldBBox } from './mapViewport.ts';

describe('worldBBox', () => {
  it('keeps a view inside the world as it is', () => {
    expect(worldBBox([5, 45, 10, 48])).toEqual([5, 45, 10, 48]);
  });
  it('takes a view wider than the world as all of it, latitudes clamped', () => {
    expect(worldBBox([-300, -95, 200, 95])).toEqual([-180, -90, 180, 90]);
  });
  it('wraps a view across the antimeridian so west is greater than east', () => {
    expect(worldBBox([170, 0, 190, 10])).toEqual([170, 0, -170, 10]);
    expect(worldBBox([-190, 0, -170, 10])).toEqual([170, 0, -170, 10]);
  });
  it('keeps an east edge on 180', () => {
    expect(worldBBox([0, 0, 180, 10])).toEqual([0, 0, 180, 10]);
  });
});
