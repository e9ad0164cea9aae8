import Playground, { type PlaygroundProps } from './Playground.js';
import ReactLiveScope from './ReactLiveScope.js';

/**
 * `@theme/LiveCodeBlock`: a live fence (```jsx live, with `markdown.liveCodeBlocks`) as a
 * playground whose code can name what `scope` holds: the build passes `@theme/ReactLiveScope` as
 * the site resolves it (its own `src/theme/ReactLiveScope` first, as in Docusaurus), else
 * docgen's, React and its hooks.
 */
export default function LiveCodeBlock(props: PlaygroundProps) {
  return <Playground scope={ReactLiveScope} {...props} />;
}
