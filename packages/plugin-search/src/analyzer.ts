/**
 * The text analyzer of the search index, used twice with the same code: at build time on the
 * pages, in the browser on the reader's query (it is bundled into the search engine chunk).
 * Pure functions, no dependencies, no Node or DOM APIs.
 *
 * A term goes through: split into words (letters and digits; `area_id`, `search-area`,
 * `postalCode` give two words each) → fold accents and case (`é` → `e`, `Œ` → `oe`) →
 * stop words of the language dropped → a light stemmer of the language.
 */

const NON_ASCII = /[\u0080-\uffff]/;

/** Accents, ligatures and case folded: `Étiquette` → `etiquette`, `cœur` → `coeur`. */
export function fold(text: string): string {
  // Most words are ASCII: nothing to decompose or replace (the index build folds every word).
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL = /([a-z])([A-Z])/g;

/**
 * Splits text into words, before folding: runs of letters and digits; camelCase is split
 * (`postalCode` → `postal`, `Code`). Identifiers such as `ord_7hq2m9x4kd` keep only their
 * readable part: a word mixing letters and digits longer than 6 characters, or a number of
 * more than 6 digits, is an id or a value nobody searches for.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.replace(CAMEL, '$1 $2').matchAll(WORD)) {
    const w = m[0];
    if (w.length > 6 && /\d/.test(w)) continue;
    if (w.length > 30) continue;
    out.push(w);
  }
  return out;
}

/** Very frequent function words, per language (folded). Kept short: a missed stop word costs a few bytes, a wrong one a query. */
const STOP: Record<string, string> = {
  fr: 'a au aux avec ce ces cet cette d dans de des du elle en est et il ils je l la le les leur leurs lui m ma mais me mes n ne nous on ou par pas pour qu que qui s sa se ses son sont sur t ta te tes un une vos votre vous y',
  en: 'a an and are as at be by for from has have in is it its of on or that the this to was were will with you your',
  id: 'ada adalah agar akan anda atau bagi dalam dan dari dengan di ini itu jika juga ke kami kita oleh pada saat sebagai telah untuk yang',
};
const stopSets = new Map<string, Set<string>>();
function stopWords(lang: string): Set<string> {
  let set = stopSets.get(lang);
  if (!set) stopSets.set(lang, (set = new Set((STOP[lang] ?? STOP.en!).split(' '))));
  return set;
}

/** The analyzer's language of a locale code (`fr-CA` → `fr`); unknown languages use English rules. */
export function languageOf(locale: string): 'fr' | 'en' | 'id' {
  // Asked twice per word by processTerm and stem: the usual codes answer without a split.
  if (locale === 'fr' || locale === 'en' || locale === 'id') return locale;
  const base = locale.toLowerCase().split(/[-_]/)[0];
  return base === 'fr' || base === 'id' ? base : 'en';
}

/**
 * One word → its index terms (folded, stemmed), or null for a stop word. Indonesian words
 * whose stemmer removed a prefix also keep their folded form (`pesanan` → `sanan`, `pesanan`),
 * so a word typed halfway (`pesa`) still finds them by prefix.
 */
export function processTerm(word: string, lang: string): string | string[] | null {
  const folded = fold(word);
  if (!folded || stopWords(lang).has(folded)) return null;
  if (/^\d+$/.test(folded)) return folded;
  const stemmed = stem(folded, lang);
  return languageOf(lang) === 'id' && !folded.startsWith(stemmed) ? [stemmed, folded] : stemmed;
}

/** Every index term of a text, in order (duplicates kept). */
export function terms(text: string, lang: string): string[] {
  const out: string[] = [];
  for (const w of tokenize(text)) {
    const t = processTerm(w, lang);
    if (Array.isArray(t)) out.push(...t);
    else if (t) out.push(t);
  }
  return out;
}

/** A light stemmer of the language (input already folded). */
export function stem(word: string, lang: string): string {
  switch (languageOf(lang)) {
    case 'fr':
      return stemFr(word);
    case 'id':
      return stemId(word);
    default:
      return stemEn(word);
  }
}

// ---------------------------------------------------------------------------------------------
// English: Porter's step 1 (plurals, -ed, -ing, final y), then a final double consonant is
// reduced so British and American spellings meet (`cancelled` → `cancel`).

const isVowelEn = (w: string, i: number): boolean => {
  const c = w[i]!;
  if ('aeiou'.includes(c)) return true;
  return c === 'y' && i > 0 && !isVowelEn(w, i - 1);
};
/** Porter's measure m: the number of vowel-consonant sequences. */
function measure(w: string): number {
  let m = 0;
  let prevVowel = false;
  for (let i = 0; i < w.length; i++) {
    const v = isVowelEn(w, i);
    if (!v && prevVowel) m++;
    prevVowel = v;
  }
  return m;
}
const hasVowel = (w: string): boolean => {
  for (let i = 0; i < w.length; i++) if (isVowelEn(w, i)) return true;
  return false;
};
/** Ends consonant-vowel-consonant, the last not w, x or y (`hop`, not `hoop`). */
const cvc = (w: string): boolean => {
  const n = w.length;
  return n >= 3 && !isVowelEn(w, n - 1) && isVowelEn(w, n - 2) && !isVowelEn(w, n - 3) && !'wxy'.includes(w[n - 1]!);
};

export function stemEn(input: string): string {
  let w = input;
  if (w.length <= 3 || /\d/.test(w)) return w;
  // 1a: plurals
  if (/(ss|x|ch|sh|us)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) {
    // kept: address, status, analysis
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // 1b: -eed, -ed, -ing
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else {
    const suffix = w.endsWith('ed') ? 2 : w.endsWith('ing') ? 3 : 0;
    if (suffix && hasVowel(w.slice(0, -suffix)) && w.length - suffix >= 3) {
      w = w.slice(0, -suffix);
      if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
      else if (measure(w) === 1 && cvc(w)) w += 'e';
    }
  }
  // 1c: final y after a vowel-containing stem
  if (w.endsWith('y') && w.length > 3 && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  return undoubleFinal(w);
}

function undoubleFinal(w: string): string {
  const n = w.length;
  return n > 3 && w[n - 1] === w[n - 2] && !'aeiou'.includes(w[n - 1]!) && /[a-z]/.test(w[n - 1]!) ? w.slice(0, -1) : w;
}

// ---------------------------------------------------------------------------------------------
// French: Savoy's light stemmer (as in Lucene's FrenchLightStemmer), on folded words.

export function stemFr(input: string): string {
  let s = input;
  if (s.length <= 3 || /\d/.test(s)) return s;
  const ends = (suffix: string, min: number): boolean => s.length > min && s.endsWith(suffix);
  const cut = (n: number, add = ''): void => {
    s = s.slice(0, s.length - n) + add;
  };
  if (s.length > 5 && s.endsWith('x')) {
    // chevaux → cheval
    if (s.endsWith('aux') && s[s.length - 4] !== 'e') cut(2, 'l');
    else cut(1);
  }
  if (ends('x', 3)) cut(1);
  if (ends('s', 3)) cut(1);
  if (ends('issement', 9)) return normFr(`${s.slice(0, -7)}r`);
  if (ends('issant', 8)) {
    cut(4);
    s = `${s.slice(0, -1)}r`;
    return normFr(s);
  }
  if (ends('ement', 6)) {
    cut(4);
    if (s.length > 3 && s.endsWith('ive')) s = `${s.slice(0, -2)}f`;
    return normFr(s);
  }
  if (ends('ficatrice', 11)) return normFr(`${s.slice(0, -7)}er`);
  if (ends('ficateur', 10)) return normFr(`${s.slice(0, -6)}er`);
  if (ends('catrice', 9)) return normFr(`${s.slice(0, -7)}quer`);
  if (ends('cateur', 8)) return normFr(`${s.slice(0, -6)}quer`);
  if (ends('atrice', 8)) return normFr(`${s.slice(0, -6)}er`);
  if (ends('ateur', 7)) return normFr(`${s.slice(0, -5)}er`);
  if (ends('trice', 6)) s = `${s.slice(0, -5)}teur`;
  if (ends('ieme', 5)) return normFr(s.slice(0, -4));
  if (ends('teuse', 7)) return normFr(`${s.slice(0, -5)}ter`);
  if (ends('teur', 6)) return normFr(`${s.slice(0, -4)}ter`);
  if (ends('euse', 5)) return normFr(s.slice(0, -2));
  if (ends('ere', 8)) return normFr(`${s.slice(0, -3)}er`);
  if (ends('ive', 7)) return normFr(`${s.slice(0, -2)}f`);
  if (ends('nnelle', 9)) return normFr(s.slice(0, -5));
  if (ends('nnel', 9)) return normFr(s.slice(0, -3));
  if (ends('ete', 4)) s = s.slice(0, -1);
  if (ends('ique', 8)) s = s.slice(0, -4);
  if (ends('esse', 8)) return normFr(s.slice(0, -3));
  if (ends('inage', 7)) return normFr(s.slice(0, -3));
  if (ends('isation', 9)) return normFr(s.slice(0, -7));
  if (ends('isateur', 9)) return normFr(s.slice(0, -7));
  if (ends('ation', 8)) return normFr(s.slice(0, -5));
  if (ends('ition', 8)) return normFr(s.slice(0, -5));
  return normFr(s);
}

function normFr(input: string): string {
  let s = input;
  if (s.length > 4) {
    // doubled letters: commande → comande, annuler → anuler
    s = s.replace(/([a-z])\1+/g, '$1');
  }
  if (s.length > 4 && s.endsWith('ie')) s = s.slice(0, -2);
  if (s.length > 4) {
    if (s.endsWith('r')) s = s.slice(0, -1);
    if (s.endsWith('e')) s = s.slice(0, -1);
    if (s.endsWith('e')) s = s.slice(0, -1);
    const n = s.length;
    if (n > 1 && s[n - 1] === s[n - 2] && /[a-z]/.test(s[n - 1]!)) s = s.slice(0, -1);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Indonesian: Tala's light stemmer (as in Lucene's IndonesianStemmer): particles (-lah, -kah,
// -pun), possessives (-ku, -mu, -nya), derivational prefixes (meng-, peng-, di-, ter-, ke-,
// ber-, per-, pe-) and suffixes (-kan, -an, -i).

const isVowelId = (c: string | undefined): boolean => c !== undefined && 'aeiou'.includes(c);
const REMOVED_KE = 1;
const REMOVED_PENG = 2;
const REMOVED_DI = 4;
const REMOVED_MENG = 8;
const REMOVED_TER = 16;
const REMOVED_BER = 32;
const REMOVED_PE = 64;

export function stemId(input: string): string {
  let s = input;
  if (s.length <= 3 || /\d/.test(s)) return s;
  let syllables = 0;
  for (const c of s) if (isVowelId(c)) syllables++;
  let flags = 0;
  if (syllables > 2 && /(kah|lah|pun)$/.test(s)) {
    s = s.slice(0, -3);
    syllables--;
  }
  if (syllables > 2) {
    if (/(ku|mu)$/.test(s)) {
      s = s.slice(0, -2);
      syllables--;
    } else if (s.endsWith('nya')) {
      s = s.slice(0, -3);
      syllables--;
    }
  }
  const firstOrder = (): boolean => {
    if (syllables <= 2) return false;
    const drop = (n: number, flag: number, replace = ''): true => {
      s = replace + s.slice(n);
      flags |= flag;
      syllables--;
      return true;
    };
    if (s.startsWith('meng')) return drop(4, REMOVED_MENG);
    if (s.startsWith('meny') && s.length > 4 && isVowelId(s[4])) return drop(4, REMOVED_MENG, 's');
    // men- + vowel: a root in t (menarik ← tarik); mem- + vowel: a root in p (memesan ← pesan).
    if (s.startsWith('men') && s.length > 3 && isVowelId(s[3])) return drop(3, REMOVED_MENG, 't');
    if (s.startsWith('men')) return drop(3, REMOVED_MENG);
    if (s.startsWith('mem') && s.length > 3 && isVowelId(s[3])) return drop(3, REMOVED_MENG, 'p');
    if (s.startsWith('mem')) return drop(3, REMOVED_MENG);
    if (s.startsWith('me')) return drop(2, REMOVED_MENG);
    if (s.startsWith('peng')) return drop(4, REMOVED_PENG);
    if (s.startsWith('peny') && s.length > 4 && isVowelId(s[4])) return drop(4, REMOVED_PENG, 's');
    if (s.startsWith('peny')) return drop(4, REMOVED_PENG);
    if (s.startsWith('pen') && s.length > 3 && isVowelId(s[3])) return drop(3, REMOVED_PENG, 't');
    if (s.startsWith('pen')) return drop(3, REMOVED_PENG);
    if (s.startsWith('pem') && s.length > 3 && isVowelId(s[3])) return drop(3, REMOVED_PENG, 'p');
    if (s.startsWith('pem')) return drop(3, REMOVED_PENG);
    if (s.startsWith('di')) return drop(2, REMOVED_DI);
    if (s.startsWith('ter')) return drop(3, REMOVED_TER);
    if (s.startsWith('ke')) return drop(2, REMOVED_KE);
    return false;
  };
  const secondOrder = (): boolean => {
    if (syllables <= 2) return false;
    const drop = (n: number, flag: number): true => {
      s = s.slice(n);
      flags |= flag;
      syllables--;
      return true;
    };
    if (s.startsWith('ber')) return drop(3, REMOVED_BER);
    if (s === 'belajar') return drop(3, REMOVED_BER);
    if (s.startsWith('be') && s.length > 4 && !isVowelId(s[2]) && s[3] === 'e' && s[4] === 'r')
      return drop(2, REMOVED_BER);
    if (s.startsWith('per')) return drop(3, 0);
    if (s === 'pelajar') return drop(3, 0);
    if (s.startsWith('pe')) return drop(2, REMOVED_PE);
    return false;
  };
  const suffix = (): boolean => {
    if (syllables <= 2) return false;
    if (s.endsWith('kan') && !(flags & (REMOVED_KE | REMOVED_PENG | REMOVED_PE))) {
      s = s.slice(0, -3);
    } else if (s.endsWith('an') && !(flags & (REMOVED_DI | REMOVED_MENG | REMOVED_TER))) {
      s = s.slice(0, -2);
    } else if (s.endsWith('i') && !s.endsWith('si') && !(flags & (REMOVED_BER | REMOVED_KE | REMOVED_PENG))) {
      s = s.slice(0, -1);
    } else return false;
    syllables--;
    return true;
  };
  if (firstOrder()) {
    if (suffix()) secondOrder();
  } else {
    secondOrder();
    suffix();
  }
  // meng-/peng- + vowel hide whether the root starts with k (mengirim ← kirim, mengambil ←
  // ambil): a k before a vowel is dropped from every stem, so both spellings meet.
  if (s.length > 3 && s[0] === 'k' && isVowelId(s[1])) s = s.slice(1);
  return s;
}
