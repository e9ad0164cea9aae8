/**
 * The colour of an `x-badges` badge as CSS, or undefined when it is none. Redocly takes any CSS
 * colour (a keyword, `#1f7cff`, `rgb()`, `rgba()`, `hsl()`, `hsla()`) and names of its own palette
 * and statuses; each of those is given here the colour of the same name (carrot, raspberry…) or of
 * its meaning (success is green). Nothing else reaches a `style` attribute.
 */
export function badgeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(v)) return v;
  if (/^(?:rgba?|hsla?)\(\s*[-+0-9.%deg,\s/]+\)$/.test(v)) return v.replace(/\s+/g, ' ');
  if (Object.hasOwn(REDOCLY_COLORS, v)) return REDOCLY_COLORS[v];
  return CSS_NAMES.has(v) ? v : undefined;
}

/** Redocly's names that CSS has not, or means otherwise. */
const REDOCLY_COLORS: Record<string, string> = {
  carrot: '#ed9121',
  raspberry: '#e30b5c',
  grass: '#3f9b0b',
  'persian-green': '#00a693',
  sky: '#0c8ce9',
  blueberry: '#4f86f7',
  grey: '#6e7781',
  success: '#1a7f37',
  approved: '#1a7f37',
  processing: '#1f7cff',
  error: '#cf222e',
  declined: '#cf222e',
  warning: '#9a6700',
  pending: '#9a6700',
  default: '#6e7781',
};

/** CSS's named colours (CSS Color 4), `transparent` and `currentcolor` left out: a badge shows on them. */
const CSS_NAMES = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid
darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet
deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro
ghostwhite gold goldenrod gray green greenyellow honeydew hotpink indianred indigo ivory khaki lavender
lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray
lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey
lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid
mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred
midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered
orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell
sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato
turquoise violet wheat white whitesmoke yellow yellowgreen`.split(/\s+/),
);
