import dayjs from '../../platform/dayjs';
import { useEffect, useState } from 'react';
import { Protection } from '@shared/rules/protection';

export interface Mark {
  /** Percent of the viewport. */
  left: number;
  top: number;
  rotate: number;
}

/**
 * Spreads `count` marks over the screen: one per cell of a 5-column grid, jittered inside its cell (never past
 * its right edge, so marks neither overlap nor fall off screen), so the watermark covers everything but never
 * sits still where it could be cropped or painted out.
 */
export function layoutMarks(count: number = Protection.watermarkCount, random: () => number = Math.random): Mark[] {
  const cols = 5;
  const rows = Math.ceil(count / cols);
  return Array.from({ length: count }, (_, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    return {
      left: ((col + 0.02 + random() * 0.3) / cols) * 100,
      top: ((row + 0.2 + random() * 0.5) / rows) * 100,
      rotate: -22 + random() * 8,
    };
  });
}

/** Who is signed in, and when: the watermark's text. */
export const watermarkText = (name: string, now: Date) =>
  `${name || 'Classpro'} ${dayjs(now).format('YYYY-MM-DD HH:mm:ss')}`;

/** Positions refresh every 5000 ms, the text every 8000 ms (spec section 9), only while the watermark shows. */
export function useWatermark(active: boolean, name: string) {
  const [marks, setMarks] = useState<Mark[]>(() => layoutMarks());
  const [text, setText] = useState(() => watermarkText(name, new Date()));
  useEffect(() => {
    if (!active) return;
    setText(watermarkText(name, new Date()));
    const positions = setInterval(() => setMarks(layoutMarks()), Protection.watermarkPositionMs);
    const content = setInterval(() => setText(watermarkText(name, new Date())), Protection.watermarkContentMs);
    return () => {
      clearInterval(positions);
      clearInterval(content);
    };
  }, [active, name]);
  return { marks, text };
}
