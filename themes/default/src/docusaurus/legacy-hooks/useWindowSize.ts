import { useWindowSize as windowSize } from '../theme-common.js';

/** Docusaurus 2 alpha's `@theme/hooks/useWindowSize`: the names of the sizes it returns. */
export const windowSizes = { desktop: 'desktop', mobile: 'mobile', ssr: 'ssr' } as const;

/** `'ssr'` on the server and the first render, then `'mobile'` (up to 996 px) or `'desktop'`, as `useWindowSize` of theme-common. */
export default function useWindowSize(): 'ssr' | 'mobile' | 'desktop' {
  return windowSize();
}
