// Pinch to zoom a photo of the full-screen gallery on a phone (two fingers, up to 4×), one finger to move around
// the zoomed photo, a double tap to zoom in or back out. While a photo is zoomed the carousel does not take the
// swipe (isZoomed), so moving around a photo never turns the page.
import { useCallback, useRef, useState, type PointerEvent } from 'react';

const MAX_SCALE = 4;
const DOUBLE_TAP_SCALE = 2.5;
const DOUBLE_TAP_MS = 300;

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}
const NONE: Zoom = { scale: 1, x: 0, y: 0 };

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

export function usePinchZoom() {
  const [zoom, setZoom] = useState<Zoom>(NONE);
  const zoomRef = useRef(zoom);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ distance: number; scale: number } | null>(null);
  const pan = useRef<{ x: number; y: number; from: Zoom } | null>(null);
  const lastTap = useRef(0);

  const apply = useCallback((next: Zoom) => {
    const scale = Math.min(MAX_SCALE, Math.max(1, next.scale));
    const value = scale === 1 ? NONE : { ...next, scale };
    zoomRef.current = value;
    setZoom(value);
  }, []);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse') return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 2) {
      gesture.current = { distance: distance(points[0]!, points[1]!), scale: zoomRef.current.scale };
      pan.current = null;
    } else if (points.length === 1) {
      const now = e.timeStamp;
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        apply(zoomRef.current.scale > 1 ? NONE : { scale: DOUBLE_TAP_SCALE, x: 0, y: 0 });
        lastTap.current = 0;
        return;
      }
      lastTap.current = now;
      if (zoomRef.current.scale > 1) pan.current = { x: e.clientX, y: e.clientY, from: zoomRef.current };
    }
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 2 && gesture.current) {
      const scale = (gesture.current.scale * distance(points[0]!, points[1]!)) / gesture.current.distance;
      apply({ ...zoomRef.current, scale });
    } else if (points.length === 1 && pan.current) {
      const { from } = pan.current;
      apply({ scale: from.scale, x: from.x + e.clientX - pan.current.x, y: from.y + e.clientY - pan.current.y });
    }
  };

  const onPointerEnd = (e: PointerEvent<HTMLElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) gesture.current = null;
    if (pointers.current.size === 0) pan.current = null;
  };

  return {
    zoom,
    /** For the carousel's watchDrag: no swipe while a photo is zoomed or two fingers are down. */
    isZoomed: () => zoomRef.current.scale > 1 || pointers.current.size > 1,
    reset: () => apply(NONE),
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
