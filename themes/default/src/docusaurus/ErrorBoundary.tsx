import { Component, type ReactNode } from 'react';
import ThemeError from './Error.js';

export interface ErrorBoundaryProps {
  /** What shows once a child threw in the browser: `@theme/Error` by default. */
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
  children?: ReactNode;
}

/**
 * `@docusaurus/ErrorBoundary`: the children, and in the browser, once one of them throws, the
 * fallback with the error and a way to try again. As in Docusaurus, it catches in the browser
 * only: an error while the server renders fails the build at the page (so a component using it
 * hydrates, as an island).
 */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  override componentDidCatch(error: Error): void {
    if (typeof window !== 'undefined') this.setState({ error });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children ?? null;
    const params = { error, tryAgain: () => this.setState({ error: null }) };
    return this.props.fallback ? this.props.fallback(params) : <ThemeError {...params} />;
  }
}
