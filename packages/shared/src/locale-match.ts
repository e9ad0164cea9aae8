/**
 * Which of a theme's translation files serves a site locale, the way BCP 47 tags fall back
 * (RFC 4647 lookup) with the aliases Docusaurus users write: the exact code (any case), then
 * Chinese by script (`zh`, `zh-CN`, `zh-SG` → `zh-Hans`; `zh-TW`, `zh-HK`, `zh-MO` → `zh-Hant`),
 * then the language with its script, then the language alone (`es-MX` → `es`), then any file of
 * the same language (`pt`, `pt-PT` → `pt-BR` when that is the only Portuguese). Undefined when no
 * file fits: the caller falls back to English.
 */
export function matchLocale(code: string, available: readonly string[]): string | undefined {
  const byLower = new Map(available.map((c) => [c.toLowerCase(), c]));
  const find = (candidate: string): string | undefined => byLower.get(candidate.toLowerCase());
  const exact = find(code);
  if (exact) return exact;
  // Extensions (`-u-…`, `-x-…`) and variants never change which UI language is meant.
  const subtags = code.split(/[-_]/).filter(Boolean);
  const language = subtags[0]?.toLowerCase();
  if (!language || !/^[a-z]{2,8}$/.test(language)) return undefined;
  const script = subtags.slice(1).find((s) => /^[a-z]{4}$/i.test(s));
  const region = subtags
    .slice(1)
    .find((s) => /^([a-z]{2}|\d{3})$/i.test(s))
    ?.toUpperCase();
  const candidates: string[] = [];
  if (script) candidates.push(`${language}-${script}`);
  if (language === 'zh' && !script) {
    // A Chinese tag without a script means Traditional in Taiwan, Hong Kong and Macau.
    candidates.push(region && TRADITIONAL_CHINESE_REGIONS.has(region) ? 'zh-Hant' : 'zh-Hans');
  }
  candidates.push(language);
  for (const candidate of candidates) {
    const hit = find(candidate);
    if (hit) return hit;
  }
  // Another region of the same language reads better than English (pt-PT readers and pt-BR text).
  return available.find((c) => c.split(/[-_]/)[0]?.toLowerCase() === language);
}

const TRADITIONAL_CHINESE_REGIONS = new Set(['TW', 'HK', 'MO']);
