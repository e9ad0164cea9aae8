import { MERMAID } from '@docgen/shared/mermaid';

/**
 * `@theme/Mermaid` (`<Mermaid value="graph TD; …" />`): the markup of a ```mermaid block, the
 * diagram's source, which the diagram chunk draws in the browser (`markdown.mermaid`).
 */
export default function Mermaid({ value }: { value: string }) {
  return (
    <div className={MERMAID.className} {...{ [MERMAID.attr]: '' }}>
      <pre className={MERMAID.sourceClass}>
        <code>{value}</code>
      </pre>
    </div>
  );
}
