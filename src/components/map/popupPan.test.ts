import { describe, expect, it } from 'vitest';
import { popupPan, type Box } from './popupPan.ts';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const map = box(0, 0, 600, 400);
const search = box(260, 8, 330, 50);
const zoom = box(10, 10, 34, 64);

describe('popupPan', () => {
  it('leaves a popup alone when it is inside the map and clear of the panels', () => {
    expect(popupPan(box(200, 120, 200, 150), map, [search, zoom])).toEqual([0, 0]);
  });

  it('moves a popup under the search box down until it is clear of it', () => {
    // Top at 20, search box bottom at 58: down by 43 (5 px margin); panBy takes a negative y for that.
    expect(popupPan(box(300, 20, 200, 150), map, [search, zoom])).toEqual([0, -43]);
  });

  it('moves a popup above the map into it and below the search box in one pan', () => {
    expect(popupPan(box(300, -60, 200, 150), map, [search])).toEqual([0, -123]);
  });

  it('ignores a panel the popup does not reach sideways', () => {
    // Left of the search box, right of the zoom buttons: only the map's own margin counts.
    expect(popupPan(box(60, 2, 180, 150), map, [search, zoom])).toEqual([0, -3]);
  });

  it('clears the zoom buttons too', () => {
    expect(popupPan(box(20, 30, 180, 150), map, [search, zoom])).toEqual([0, -49]);
  });

  it('judges the panels after the sideways pan that brings the popup into the map', () => {
    // Off the right edge by 40: panned left 45, it still reaches under the search box.
    expect(popupPan(box(440, 20, 200, 150), map, [search])).toEqual([45, -43]);
  });

  it('keeps the top of a popup in view when the map is too short to clear the panel as well', () => {
    const short = box(0, 0, 600, 200);
    // 170 high in a 200 high map: as low as the bottom margin allows (top at 25), still partly under the box.
    expect(popupPan(box(300, 10, 200, 170), short, [search])).toEqual([0, -15]);
  });

  it('pans a popup past the bottom edge up, but not under the search box', () => {
    expect(popupPan(box(300, 300, 200, 150), map, [search])).toEqual([0, 55]);
  });
});
