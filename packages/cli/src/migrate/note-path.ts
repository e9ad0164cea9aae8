/**
 * A setting's path as the notes name it: a preset, plugin or theme entry `[name, options]` is
 * named by its index alone (`presets[0].docs`, not `presets[0][1].docs`), as the conversions' own notes do.
 */
export function notePath(at: string): string {
  return at.replace(/^((?:presets|plugins|themes)\[\d+\])\[1\](?=[.[]|$)/, '$1');
}
