import React from 'react';

/**
 * `@theme/ReactLiveScope`: what a live code block's code can name, React and its hooks
 * (`useState`). Its keys become the names of the code's function parameters: a namespace import
 * would bring `default`, which is no parameter name.
 */
const ReactLiveScope: Record<string, unknown> = { React, ...React };

export default ReactLiveScope;
