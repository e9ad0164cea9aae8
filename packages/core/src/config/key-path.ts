/** A config key path as a reader writes it: `plugins[0].markdown.remarkPlugins[1]`. */
export function keyPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, seg) => (typeof seg === 'number' ? `${acc}[${seg}]` : acc ? `${acc}.${String(seg)}` : String(seg)),
    '',
  );
}
