import { getStroke } from 'perfect-freehand';
import { useRef, useState, type PointerEvent } from 'react';
import type { Stroke } from '@shared/api/digital';

export type InkTool = 'pen' | 'highlighter' | 'eraser' | 'none';

interface Props {
  width: number;
  height: number;
  strokes: Stroke[];
  tool: InkTool;
  color: string;
  /** Pen width relative to the page width (the highlighter is five times as wide). */
  size?: number;
  onAdd: (s: Stroke) => void;
  onErase: (id: string) => void;
}

/** A stroke's outline as an SVG path, in page pixels (points are stored normalised 0..1). */
function pathOf(s: Stroke, width: number, height: number, pressure: boolean) {
  const pts: [number, number][] = [];
  for (let i = 0; i + 1 < s.points.length; i += 2) pts.push([s.points[i]! * width, s.points[i + 1]! * height]);
  const outline = getStroke(pts, {
    size: s.width * width,
    thinning: s.tool === 'pen' && pressure ? 0.5 : 0,
    smoothing: 0.5,
    streamline: 0.5,
    simulatePressure: s.tool === 'pen',
  });
  if (!outline.length) return '';
  const d = outline.reduce<string[]>((acc, [x, y], i, arr) => {
    const [nx, ny] = arr[(i + 1) % arr.length]!;
    acc.push(`${x.toFixed(1)},${y.toFixed(1)} ${((x + nx) / 2).toFixed(1)},${((y + ny) / 2).toFixed(1)}`);
    return acc;
  }, []);
  return `M${d[0]} Q${d.slice(1).join(' ')} Z`;
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/**
 * Pen and highlighter over the page with pointer events, so mouse, touch and stylus all draw; perfect-freehand
 * turns the points into a natural stroke. The eraser removes the strokes it passes over.
 */
export function InkLayer({ width, height, strokes, tool, color, size = 0.006, onAdd, onErase }: Props) {
  const [live, setLive] = useState<Stroke | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const point = (e: PointerEvent) => {
    const r = svg.current!.getBoundingClientRect();
    return [clamp((e.clientX - r.left) / r.width), clamp((e.clientY - r.top) / r.height)];
  };
  const eraseAt = (e: PointerEvent) => {
    const hit = document.elementFromPoint(e.clientX, e.clientY) as SVGElement | null;
    const id = hit?.dataset?.strokeId;
    if (id) onErase(id);
  };
  const down = (e: PointerEvent<SVGSVGElement>) => {
    if (tool === 'none') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    if (tool === 'eraser') return eraseAt(e);
    const highlighter = tool === 'highlighter';
    setLive({
      id: crypto.randomUUID(),
      tool,
      color: highlighter ? '#ffeb3b' : color,
      width: Math.min(0.1, highlighter ? size * 5 : size),
      points: point(e),
    });
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    if (tool === 'eraser' && e.buttons) return eraseAt(e);
    if (!live || live.points.length >= 3998) return;
    setLive({ ...live, points: [...live.points, ...point(e)] });
  };
  const up = () => {
    if (live && live.points.length >= 2)
      onAdd(live.points.length === 2 ? { ...live, points: [...live.points, ...live.points] } : live);
    setLive(null);
  };
  const all = live ? [...strokes, live] : strokes;
  return (
    <svg
      ref={svg}
      data-testid="ink-layer"
      width={width}
      height={height}
      style={{
        position: 'absolute',
        inset: 0,
        pointerEvents: tool === 'none' ? 'none' : 'auto',
        touchAction: 'none',
        cursor: tool === 'eraser' ? 'cell' : 'crosshair',
      }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      {all.map((s) => (
        <path
          key={s.id}
          data-stroke-id={s.id}
          data-testid="ink-stroke"
          d={pathOf(s, width, height, true)}
          fill={s.color}
          opacity={s.tool === 'highlighter' ? 0.4 : 1}
        />
      ))}
    </svg>
  );
}
