import { Component, type ReactNode } from 'react';
import { useHistory } from './router.js';

// More of `@docusaurus/theme-common`'s documented helpers that site components and swizzled
// footers reuse: plain functions, or hooks over docgen's router.

/** `isMultiColumnFooterLinks(links)`: the footer's links are columns (each with a title), not one row. */
export function isMultiColumnFooterLinks(links: readonly object[]): boolean {
  return links.length > 0 && 'title' in links[0]!;
}

/** `prefersReducedMotion()`: the reader asked for less motion (always false on the server). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * `useHistorySelector(selector)`: what the selector reads of the history (its `location`), as
 * the location follows the address bar.
 */
export function useHistorySelector<T>(selector: (history: ReturnType<typeof useHistory>) => T): T {
  return selector(useHistory());
}

interface ErrorCauseBoundaryProps {
  children: ReactNode;
  /** The error to throw instead, with the one caught as its cause. */
  onError: (error: Error) => Error;
}

/**
 * `<ErrorCauseBoundary onError>`: rethrows an error of its children as the one `onError` makes
 * of it (a component's name added to the message). On the server an error fails the page, as
 * Docusaurus' does; in the browser the rethrown error reaches the next boundary.
 */
export class ErrorCauseBoundary extends Component<ErrorCauseBoundaryProps> {
  override componentDidCatch(error: Error): void {
    throw this.props.onError(error);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}

/**
 * `SkipToContentFallbackId`: the id Docusaurus' layout gives its `<main>`, where its skip link
 * leads. A layout drawn inside docgen's page may write it; docgen's own skip link leads to its main.
 */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';
