import type { Element } from 'hast';
import { s } from '../vendor/unified.js';

const BOX_H = 44;
const GAP = 36;
const ROW_GAP = 28;
const MAX_W = 760;
const CHAR_W = 7.4;
const PAD = 16;

/**
 * Draws a `flow` block as an SVG at build time: one chain of steps per line
 * (`A -> B -> C`), wrapped to the width of the content column. Colours come from
 * CSS variables and currentColor, so the diagram follows the colour mode.
 */
export function renderFlow(source: string): Element {
  const chains = source
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) =>
      l
        .split('->')
        .map((p) => p.trim())
        .filter(Boolean),
    );
  const boxes: { x: number; y: number; w: number; label: string }[] = [];
  const arrows: string[] = [];
  let y = 0;
  let width = 0;
  for (const chain of chains) {
    let x = 0;
    let prev: { x: number; y: number; w: number } | undefined;
    for (const label of chain) {
      const w = Math.min(MAX_W, Math.round(label.length * CHAR_W + PAD * 2));
      if (prev && x + w > MAX_W) {
        y += BOX_H + ROW_GAP;
        x = 0;
      }
      const box = { x, y, w, label };
      if (prev) {
        if (prev.y === box.y) arrows.push(`M${prev.x + prev.w} ${y + BOX_H / 2}H${box.x - 4}`);
        else {
          const midY = prev.y + BOX_H + ROW_GAP / 2;
          arrows.push(`M${prev.x + prev.w / 2} ${prev.y + BOX_H}V${midY}H${box.x + box.w / 2}V${box.y - 4}`);
        }
      }
      boxes.push(box);
      width = Math.max(width, x + w);
      x += w + GAP;
      prev = box;
    }
    y += BOX_H + ROW_GAP;
  }
  const height = Math.max(0, y - ROW_GAP);
  const label = chains.map((c) => c.join(' → ')).join('; ');
  return s(
    'svg',
    {
      viewBox: `-2 -2 ${width + 4} ${height + 4}`,
      width: width + 4,
      height: height + 4,
      role: 'img',
      ariaLabel: label,
      className: ['dg-flow__svg'],
    },
    [
      s('defs', [
        s(
          'marker',
          {
            id: 'dg-flow-arrow',
            viewBox: '0 0 10 10',
            refX: 9,
            refY: 5,
            markerWidth: 7,
            markerHeight: 7,
            orient: 'auto-start-reverse',
          },
          [s('path', { d: 'M0 0L10 5L0 10z', fill: 'currentColor' })],
        ),
      ]),
      ...arrows.map((d) =>
        s('path', {
          d,
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 1.5,
          markerEnd: 'url(#dg-flow-arrow)',
          className: ['dg-flow__edge'],
        }),
      ),
      ...boxes.map((b) =>
        s('g', { className: ['dg-flow__step'] }, [
          s('rect', { x: b.x, y: b.y, width: b.w, height: BOX_H, rx: 8, className: ['dg-flow__box'] }),
          s(
            'text',
            {
              x: b.x + b.w / 2,
              y: b.y + BOX_H / 2,
              textAnchor: 'middle',
              dominantBaseline: 'central',
              className: ['dg-flow__label'],
            },
            b.label,
          ),
        ]),
      ),
    ],
  ) as Element;
}
