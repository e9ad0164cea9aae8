/** The info names of a markdown text's code fences (```js …), lowercased, as written. */
export function fenceNames(body: string): string[] {
  const names = new Set<string>();
  for (const m of body.matchAll(/^\s*(?:```|~~~)\s*([\w+#.-]+)/gm)) names.add(m[1]!.toLowerCase());
  return [...names];
}
