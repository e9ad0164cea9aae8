/**
 * A `<title>`, `<meta>`, `<link>`, `<script>` or `<style>` a page puts in the document head
 * (Docusaurus' `<head>` in MDX, `@docusaurus/Head` in a React page); attributes as written in
 * HTML (`class`, `http-equiv`), a boolean attribute as `''`.
 */
export interface HeadTag {
  /**
   * `html` and `body`: the attributes a page sets on those elements, on their way from the page
   * to its view, which gives them as `PageView.htmlAttributes` and `bodyAttributes` (a theme
   * never sees them among `headTags`).
   */
  tag: 'title' | 'meta' | 'link' | 'script' | 'style' | 'html' | 'body';
  attributes: Record<string, string>;
  /** The text of a `<title>`, the code (or JSON-LD) of an inline `<script>`, the CSS of a `<style>`. */
  text?: string;
}
