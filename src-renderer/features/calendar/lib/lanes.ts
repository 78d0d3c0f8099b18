import type { CalendarEvent } from '@shared/api/calendar';
import { beijing } from '../../../platform/dayjs';

/**
 * Places a day's timed events on the week view's time grid (START_HOUR to END_HOUR, Beijing time): top and height in
 * minutes from START_HOUR, clamped to the grid, and side-by-side lanes for events that overlap.
 */
export const START_HOUR = 7;
export const END_HOUR = 24;
/** A deadline (one instant) or a short event still gets this many minutes of room. */
export const MIN_MINUTES = 45;
const GRID = (END_HOUR - START_HOUR) * 60;

export interface Placed {
  event: CalendarEvent;
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

export function placeDay(events: CalendarEvent[], dayStartMs: number): Placed[] {
  const boxes = events
    .map((event) => {
      const from = (beijing(event.start).valueOf() - dayStartMs) / 60_000 - START_HOUR * 60;
      const to = (beijing(event.end).valueOf() - dayStartMs) / 60_000 - START_HOUR * 60;
      let top = Math.max(0, Math.min(from, GRID - MIN_MINUTES));
      const bottom = Math.min(GRID, Math.max(to, top + MIN_MINUTES));
      if (bottom - top < MIN_MINUTES) top = bottom - MIN_MINUTES;
      return { event, top, height: bottom - top, lane: 0, lanes: 1 };
    })
    .sort((a, b) => a.top - b.top || b.height - a.height);
  // Greedy lanes within each cluster of overlapping boxes; a cluster shares one width.
  let cluster: Placed[] = [];
  let clusterEnd = -1;
  const laneEnds: number[] = [];
  const close = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds.length = 0;
  };
  for (const box of boxes) {
    if (box.top >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= box.top);
    if (lane < 0) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = box.top + box.height;
    box.lane = lane;
    cluster.push(box);
    clusterEnd = Math.max(clusterEnd, box.top + box.height);
  }
  close();
  return boxes;
}
