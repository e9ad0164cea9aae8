/**
 * `@theme/Mermaid` (`<Mermaid value="graph TD; …" />`): docgen draws no diagrams; the diagram's
 * text is shown as a ```mermaid block is, as code.
 */
export default function Mermaid({ value }: { value: string }) {
  return (
    <pre className="dg-mermaid">
      <code className="language-mermaid">{value}</code>
    </pre>
  );
}
