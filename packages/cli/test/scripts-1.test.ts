// The CLI scripts of packages/cli/test/scripts/, shard 1 of 2 (see scripts-shard.ts).
import { describeScripts } from './scripts-shard.js';

describeScripts(0);
