import { useRef, type PointerEvent } from 'react';

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;

/** The zoom after a pinch: the zoom at its start times how far the fingers moved apart, kept within 1×–4×. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number) {
  if (startDistance <= 0) return startZoom;
  const z = startZoom * (distance / startDistance);
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z * 20) / 20));
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Two-finger pinch zoom over an element (pointer events, so it works in every modern mobile browser). One finger is
 * left to the caller (swipe to turn, or pan when zoomed); `pinching` says whether two fingers are down.
 */
export function usePinchZoom(zoom: number, setZoom: (z: number) => void) {
  const points = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ zoom: number; distance: number } | null>(null);
  const track = (e: PointerEvent) => points.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  return {
    pinching: () => points.current.size >= 2,
    handlers: {
      onPointerDown: (e: PointerEvent) => {
        if (e.pointerType !== 'touch') return;
        track(e);
        if (points.current.size === 2) {
          const [a, b] = [...points.current.values()];
          start.current = { zoom, distance: dist(a!, b!) };
        }
      },
      onPointerMove: (e: PointerEvent) => {
        if (!points.current.has(e.pointerId)) return;
        track(e);
        if (points.current.size === 2 && start.current) {
          const [a, b] = [...points.current.values()];
          setZoom(pinchZoom(start.current.zoom, start.current.distance, dist(a!, b!)));
        }
      },
      onPointerUp: (e: PointerEvent) => {
        points.current.delete(e.pointerId);
        if (points.current.size < 2) start.current = null;
      },
      onPointerCancel: (e: PointerEvent) => {
        points.current.delete(e.pointerId);
        start.current = null;
      },
    },
  };
}
