import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { readHtml } from '../src/render/html-events.js';

// The render scan's reader against htmlparser2's Parser, which it replaced: the same events, text
// runs joined, with the same positions (the scan slices the head's tags and the layout with them).
type Event = [string, ...unknown[]];

function add(events: Event[], event: Event): void {
  const last = events[events.length - 1];
  if (event[0] === 'text' && last?.[0] === 'text') last[1] = `${last[1]}${event[1]}`;
  else events.push(event);
}

function htmlparser2(html: string): Event[] {
  const events: Event[] = [];
  const parser: Parser = new Parser(
    {
      onopentag: (name, attribs) => add(events, ['open', name, { ...attribs }, parser.startIndex, parser.endIndex]),
      onclosetag: (name) => add(events, ['close', name, parser.endIndex]),
      ontext: (text) => add(events, ['text', text]),
      oncomment: (data) => add(events, ['comment', data]),
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  parser.end(html);
  return events;
}

function scanner(html: string): Event[] {
  const events: Event[] = [];
  readHtml(html, {
    onopentag: (name, attribs, start, end) => add(events, ['open', name, { ...attribs }, start, end]),
    onclosetag: (name, end) => add(events, ['close', name, end]),
    ontext: (text) => add(events, ['text', text]),
    oncomment: (data) => add(events, ['comment', data]),
  });
  return events;
}

const CASES: Record<string, string> = {
  page: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A &amp; B</title></head><body><p>x</p></body></html>',
  comments: 'a<!-- one -->b<!---->c<!-->d<!--->e<!-- x --!>f<!-- a --!- b -->g<!-- --- -->h<!-- - -- --->i',
  'comment unclosed': 'a<!-- never closed --',
  'comment unclosed after --!': 'a<!-- x --!',
  'bogus comments': 'a<!x>b<!>c<!->d<!-x>e<?xml version="1.0"?>f</ x>g</1>h</>i<!doc>j<!DOCTYPE html>k<!doctypex>',
  cdata: '<p><![CDATA[ a < b ]]></p><svg><![CDATA[ in svg ]]></svg><![CDAT>x<![CDATA[ unclosed',
  script: '<script>if (a < b && c > d) { x = "</p>"; y = "</scripts>" }</script><p>after</p>',
  'script case and spaces': '<SCRIPT type="x">a</ScRiPt >b<script>c</script/>d<style>p>a{}</style\n>e',
  'raw text elements':
    '<textarea>&lt;b&gt; </textarea>x<title>T &amp; &copy</title><xmp><b></xmp><iframe><a></iframe><noembed><i></noembed><noframes><u></noframes>',
  'script unclosed': '<p>a</p><script>never </scr',
  'title unclosed': '<title>a &amp; b',
  plaintext: '<p>a<plaintext>b</plaintext><i>&amp;</i>',
  'unquoted attributes': '<a href=/x/y?a=1&amp;b=2 class=c id=d>t</a><img src=a.png/><input value=>',
  'attribute forms': `<div id="a" ID="b" data-x='1' data-y data-z = "2" / class="c" id="dup" =x a="&quot;&lt;&gt;&notin;&notit;&amp=">t</div>`,
  entities:
    '<p>&amp; &lt; &gt; &quot; &apos; &nbsp; &copy &copyx &#65; &#x42; &#0; &#x110000; &#128; &unknown; & &amp</p>',
  'entity at the end': 'a &amp',
  uppercase: '<DIV CLASS="X"><P>a<BR>b</P></DIV><Image src="i">',
  'self-closing': '<div/>a</div><br/><p/>b<span />c</span>',
  svg: '<svg viewBox="0 0 1 1"><path d="M0"/><clipPath id="c"/><foreignObject><div>x</div></foreignObject><title>t</title><desc>d</desc><lineargradient/></svg><title>after</title>',
  'svg title is not raw text': '<svg><title><b>x</b></title></svg>',
  math: '<math><mi>x</mi><mo>=</mo><mn>1</mn><annotation-xml><p>y</p></annotation-xml><mrow/></math>',
  template: '<template><p id="t">x</p><script>y</script></template><p id="after">z</p>',
  'implied ends':
    '<ul><li>a<li>b</ul><p>a<p>b<div>c</div><table><tr><td>1<td>2<tr><td>3</table><dl><dt>a<dd>b</dl><select><option>1<option>2</select>',
  'unmatched ends': '</p><p>a</span></p></br></div><b><i>x</b>y</i>',
  forms: '<form id="a"><form id="b"><input name="x"></form></form>',
  'ruby and headings': '<ruby>a<rt>b<rp>c</ruby><h1>a<h2>b</h2>',
  'lone angle brackets': 'a < b > c <1 <= <',
  'ends inside a tag': '<p>a</p><div class="x',
  'ends in a tag name': '<p>a</p><di',
  'ends after </': '<p>a</p></',
  'ends in an end tag': '<p>a</p></di',
  'ends in a declaration': '<p>a</p><!docty',
  'whitespace in tags': '<a\nhref="x"\tclass\f=\r"y"  >t</a\n>',
  'control characters': 'a\u0000b<p\u0000x>c</p>',
  anchors: '<a name="n">x</a><a href="#n"><a href="#m">nested</a></a>',
};

describe('readHtml', () => {
  for (const [name, html] of Object.entries(CASES)) {
    it(`gives htmlparser2's events: ${name}`, () => {
      expect(scanner(html)).toEqual(htmlparser2(html));
    });
  }

  it("gives htmlparser2's events on the repository's HTML files", () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const files = execFileSync('git', ['ls-files', '*.html'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const html = readFileSync(path.join(root, file), 'utf8');
      expect({ file, events: scanner(html) }).toEqual({ file, events: htmlparser2(html) });
    }
  });
});
