// The CLI scripts of packages/cli/test/scripts/, shard 2 of 2 (see scripts-shard.ts).
import { describeScripts } from './scripts-shard.js';

describeScripts(1);
