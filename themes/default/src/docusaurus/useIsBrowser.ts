import { useEffect, useState } from 'react';

/**
 * `@docusaurus/useIsBrowser`: false on the server and in the browser's first render (so that
 * hydration finds the server's markup), true once the component is mounted in the browser.
 */
export default function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
