import type { Diagnostic, DiagnosticPlace } from './diagnostic.js';

/**
 * One diagnostic per recurring fault (`Diagnostic.repeats`): at its first place (by file, line,
 * column), listing every place. Run again on its own output, or on that output with more findings
 * of the same fault (a build that failed after the fault was grouped), it gives the same one:
 * the message of one place is kept in `repeats.message` to count anew.
 */
export function groupRepeats(list: Diagnostic[]): Diagnostic[] {
  const groups = new Map<string, Diagnostic[]>();
  const out: (Diagnostic | string)[] = [];
  for (const d of list) {
    if (!d.repeats) {
      out.push(d);
      continue;
    }
    const key = [d.severity, d.name, d.repeats.key].join('\0');
    const group = groups.get(key);
    if (group) group.push(d);
    else {
      groups.set(key, [d]);
      out.push(key);
    }
  }
  return out.map((item) => (typeof item === 'string' ? grouped(groups.get(item)!) : item));
}

function grouped(members: Diagnostic[]): Diagnostic {
  const byPlace = new Map<string, { place: DiagnosticPlace; member: Diagnostic }>();
  for (const member of members)
    for (const place of member.places ?? [placeOf(member)])
      byPlace.set(`${place.file}\0${place.line ?? 0}\0${place.column ?? 0}`, { place, member });
  const sorted = [...byPlace.values()].sort((a, b) => comparePlaces(a.place, b.place));
  const first = sorted[0]!.member;
  const repeats = first.repeats!;
  const message = repeats.message ?? first.message;
  const { places: _places, ...rest } = first;
  if (sorted.length === 1) return { ...rest, message, repeats: { ...repeats, message } };
  const files = new Set(sorted.map((s) => s.place.file)).size;
  const at = sorted[0]!.place;
  return {
    ...rest,
    message: `${message.replace(/\.$/, '')} (in ${sorted.length} ${repeats.unit} of ${files} file${files === 1 ? '' : 's'}).`,
    file: at.file,
    ...(at.line !== undefined ? { line: at.line } : {}),
    ...(at.column !== undefined ? { column: at.column } : {}),
    places: sorted.map((s) => s.place),
    repeats: { ...repeats, message },
  };
}

function placeOf(d: Diagnostic): DiagnosticPlace {
  return {
    file: d.file ?? '',
    ...(d.line !== undefined ? { line: d.line } : {}),
    ...(d.column !== undefined ? { column: d.column } : {}),
  };
}

function comparePlaces(a: DiagnosticPlace, b: DiagnosticPlace): number {
  return a.file < b.file
    ? -1
    : a.file > b.file
      ? 1
      : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
