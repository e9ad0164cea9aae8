import type { ReactNode } from 'react';

/**
 * A word of a label long enough to wrap, made of parts (an operation id, `message.attempt.exhausted`,
 * a category's tag `ClusterWorkflowTemplateService`).
 */
const LONG_PARTED = /^(?=.{16,})(?:.*[_./]|.*[a-z][A-Z])/;

/**
 * The label with a break opportunity between the parts of each long word of parts: after `_`, `/`
 * and a `.` not before a digit (`version-1.0` stays whole), before a capital that follows a small letter. Such a word (Discord's
 * `get_my_application`) otherwise breaks anywhere, mid-part, in the sidebar's width, and a
 * previous/next link's label (Fern's `GetKnowledgeBaseSummaryFileResponseModel`) not at all, over
 * its neighbour.
 */
export function breakable(label: string): ReactNode {
  const words = label.split(/(\s+)/);
  if (!words.some((w) => LONG_PARTED.test(w))) return label;
  // One text node between two breaks: React marks the seam of two adjacent ones with a comment.
  const out: ReactNode[] = [];
  let text = '';
  for (const word of words) {
    const parts = LONG_PARTED.test(word) ? word.split(/(?<=[_/])(?=.)|(?<=\.)(?=\D)|(?<=[a-z])(?=[A-Z])/) : [word];
    for (const [i, part] of parts.entries()) {
      if (i > 0) {
        out.push(text, <wbr key={out.length} />);
        text = '';
      }
      text += part;
    }
  }
  out.push(text);
  return out;
}
