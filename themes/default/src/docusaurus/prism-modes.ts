/** A Prism theme as prism-react-renderer takes it (Docusaurus' `PrismTheme`). */
export interface PrismTheme {
  plain: { color?: string; backgroundColor?: string; [key: string]: string | undefined };
  styles: { types: string[]; style: Record<string, string>; languages?: string[] }[];
}

type Style = Record<string, string | undefined>;

/**
 * One theme for both colour modes (Docusaurus' `prism.theme` and `prism.darkTheme`): each colour
 * that differs is CSS `light-dark(light, dark)`, which follows the page's `color-scheme` (set by
 * `[data-theme]`), so the server's single HTML is right in either mode and stays right when the
 * reader toggles, with nothing to render again. Other properties (`fontStyle`…) and the rules of
 * one language are the default mode's theme's. The same theme twice is returned as it is.
 */
export function bothModes(light: PrismTheme, dark: PrismTheme, defaultMode: 'light' | 'dark'): PrismTheme {
  if (light === dark) return light;
  // Every code block of a page asks: the config's themes are the same objects each time.
  if (last?.light === light && last.dark === dark && last.mode === defaultMode) return last.theme;
  const theme = mixed(light, dark, defaultMode);
  last = { light, dark, mode: defaultMode, theme };
  return theme;
}

let last: { light: PrismTheme; dark: PrismTheme; mode: string; theme: PrismTheme } | undefined;

function mixed(light: PrismTheme, dark: PrismTheme, defaultMode: 'light' | 'dark'): PrismTheme {
  const lightTypes = byType(light);
  const darkTypes = byType(dark);
  const types = [...new Set([...lightTypes.keys(), ...darkTypes.keys()])];
  const mix = (l: Style, d: Style, lPlain: Style, dPlain: Style): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const key of new Set([...Object.keys(l), ...Object.keys(d)])) {
      if (/color$/i.test(key)) {
        // A token without its own colour has the block's, of its mode.
        const fallback = key === 'color' ? undefined : 'transparent';
        const a = l[key] ?? lPlain[key] ?? fallback ?? 'currentcolor';
        const b = d[key] ?? dPlain[key] ?? fallback ?? 'currentcolor';
        out[key] = a === b ? a : `light-dark(${a}, ${b})`;
      } else {
        const value = defaultMode === 'dark' ? (d[key] ?? l[key]) : (l[key] ?? d[key]);
        if (value !== undefined) out[key] = value;
      }
    }
    return out;
  };
  const own = defaultMode === 'dark' ? dark : light;
  return {
    plain: mix(light.plain, dark.plain, {}, {}),
    styles: [
      ...types.map((type) => ({
        types: [type],
        style: mix(lightTypes.get(type) ?? {}, darkTypes.get(type) ?? {}, light.plain, dark.plain),
      })),
      ...own.styles.filter((entry) => entry.languages && entry.languages.length > 0),
    ],
  };
}

/** Each token type's style for every language (later rules win, as prism-react-renderer reads them). */
function byType(theme: PrismTheme): Map<string, Style> {
  const out = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages && entry.languages.length > 0) continue;
    for (const type of entry.types) out.set(type, { ...out.get(type), ...entry.style });
  }
  return out;
}

/** Whether `value` has a Prism theme's shape (the config's data, written by hand or by the migration). */
export function isPrismTheme(value: unknown): value is PrismTheme {
  if (typeof value !== 'object' || value === null) return false;
  const theme = value as Partial<PrismTheme>;
  return typeof theme.plain === 'object' && theme.plain !== null && Array.isArray(theme.styles);
}
