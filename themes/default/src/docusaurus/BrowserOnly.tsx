import type { ReactNode } from 'react';

/** `@docusaurus/BrowserOnly`: the server renders the fallback; the children run in the browser only. */
export default function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return fallback ?? null;
}
