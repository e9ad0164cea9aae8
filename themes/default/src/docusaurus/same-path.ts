/** `isSamePath(a, b)`: the same path, whatever the case and the trailing slash (Docusaurus' rule). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const normal = (p: string | undefined) => (p?.endsWith('/') ? p : `${p}/`).toLowerCase();
  return normal(a) === normal(b);
}
