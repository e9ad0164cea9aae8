import { usePage } from './page.js';

/**
 * `@theme/Error`: what `@docusaurus/ErrorBoundary` shows by default once a child threw (Docusaurus'
 * ErrorPageContent): the title, a button that renders the children again, the error's message.
 */
export default function ThemeError({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  const { strings } = usePage();
  return (
    <main className="container margin-vert--xl">
      <h1 className="hero__title">{strings['theme.ErrorPageContent.title'] ?? 'This page crashed.'}</h1>
      <p>
        <button type="button" className="button button--primary" onClick={tryAgain}>
          {strings['theme.ErrorPageContent.tryAgain'] ?? 'Try again'}
        </button>
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{error.message}</p>
    </main>
  );
}
