import { describe, expect, it } from 'vitest';
import { bothModes, type PrismTheme } from '../src/docusaurus/prism-modes.js';

const light: PrismTheme = {
  plain: { color: '#111', backgroundColor: '#fff' },
  styles: [
    { types: ['keyword'], style: { color: '#00f', fontStyle: 'normal' } },
    { types: ['comment'], style: { color: '#999' } },
    { types: ['tag'], languages: ['html'], style: { color: '#f00' } },
  ],
};
const dark: PrismTheme = {
  plain: { color: '#eee', backgroundColor: '#000' },
  styles: [
    { types: ['keyword'], style: { color: '#88f', fontStyle: 'italic' } },
    { types: ['string'], style: { color: '#0f0' } },
  ],
};

describe('bothModes', () => {
  it('writes each colour that differs as light-dark(), the plain colours too', () => {
    const theme = bothModes(light, dark, 'light');
    expect(theme.plain).toEqual({ color: 'light-dark(#111, #eee)', backgroundColor: 'light-dark(#fff, #000)' });
    const style = (type: string) => theme.styles.find((s) => s.types.includes(type) && !s.languages)?.style;
    expect(style('keyword')).toEqual({ color: 'light-dark(#00f, #88f)', fontStyle: 'normal' });
    // A type one theme leaves out has that theme's text colour.
    expect(style('comment')).toEqual({ color: 'light-dark(#999, #eee)' });
    expect(style('string')).toEqual({ color: 'light-dark(#111, #0f0)' });
  });

  it("takes other properties and one language's rules from the default mode's theme", () => {
    expect(bothModes(light, dark, 'dark').styles.find((s) => s.types.includes('keyword'))?.style.fontStyle).toBe(
      'italic',
    );
    expect(bothModes(light, dark, 'light').styles.filter((s) => s.languages)).toEqual([light.styles[2]]);
    expect(bothModes(light, dark, 'dark').styles.filter((s) => s.languages)).toEqual([]);
  });

  it('gives a theme without a dark one as it is', () => {
    expect(bothModes(light, light, 'dark')).toBe(light);
  });
});
