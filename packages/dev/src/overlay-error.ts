import { type Diagnostic, PLACES_LIMIT, placeText } from '@docgen/diagnostics';
import type { OverlayError } from './events.js';

/** A diagnostic as the browser's error overlay shows it (plain data: it goes over the event stream). */
export function toOverlay(d: Diagnostic): OverlayError {
  return {
    name: d.name,
    message: d.message,
    ...(d.file ? { file: d.file } : {}),
    ...(d.line ? { line: d.line } : {}),
    ...(d.column ? { column: d.column } : {}),
    ...(d.where ? { where: d.where } : {}),
    ...(d.why ? { why: d.why } : {}),
    ...(d.fix ? { fix: d.fix } : {}),
    ...(d.places && d.places.length > 0
      ? {
          // The first few, as the terminal's short report: the overlay is read at a glance.
          places: d.places.slice(0, PLACES_LIMIT).map(placeLine),
          morePlaces: Math.max(0, d.places.length - PLACES_LIMIT),
        }
      : {}),
  };
}

function placeLine(p: NonNullable<Diagnostic['places']>[number]): string {
  return p.what ? `${placeText(p)}  ${p.what}` : placeText(p);
}
