import { useColorMode } from '../theme-common.js';

/**
 * Docusaurus 2 alpha's `@theme/hooks/useThemeContext`: `isDarkTheme`, `setLightTheme`,
 * `setDarkTheme` (today's `useColorMode`, whose rules it follows: light on the server).
 */
export default function useThemeContext(): {
  isDarkTheme: boolean;
  setLightTheme(): void;
  setDarkTheme(): void;
} {
  const { isDarkTheme, setColorMode } = useColorMode();
  return { isDarkTheme, setLightTheme: () => setColorMode('light'), setDarkTheme: () => setColorMode('dark') };
}
