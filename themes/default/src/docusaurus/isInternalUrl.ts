/** `@docusaurus/isInternalUrl`: a URL with no scheme and not protocol-relative (Docusaurus' rule). */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
