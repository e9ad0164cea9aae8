/**
 * Entry of the engine chunk (`/assets/search/engine.<hash>.js`), a {@link SearchEngineModule}:
 * the theme's search dialog imports it by the URL of `search.json` and calls `load(indexUrl)`.
 */
import type { SearchEngine, SearchEngineModule } from '@docgen/shared';
import { loadEngine } from './engine.js';

export const load: SearchEngineModule['load'] = (indexUrl: string): Promise<SearchEngine> => loadEngine(indexUrl);
