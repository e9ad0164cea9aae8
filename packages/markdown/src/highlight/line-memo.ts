/**
 * A grammar's tokenized lines kept across a build's blocks. vscode-textmate tokenizes a line from
 * the state the line before left (a stack of rules and scopes), and the result depends on nothing
 * else: the same line from an equal state gives the same tokens and an equal state after it.
 * Sites repeat lines across blocks (an OpenAPI site's code samples differ in a path or a field;
 * `}`, `import …`, blank lines everywhere), but each line makes a new stack object, so equal
 * states are told by their content (`StateInterner`) and the lines are kept by that.
 */
import type { StateStack } from 'shiki/textmate';

export interface LineResult {
  tokens: Uint32Array;
  ruleStack: StateStack;
  stoppedEarly: boolean;
}

/** What vscode-textmate's state objects hold (`StateStackImpl`, `AttributedScopeStack`, `ScopeStack`). */
interface StackNode {
  parent: StackNode | null;
  ruleId: number;
  beginRuleCapturedEOL: boolean;
  endRule: string | null;
  nameScopesList: AttributedNode | null;
  contentNameScopesList: AttributedNode | null;
}
interface AttributedNode {
  parent: AttributedNode | null;
  scopePath: ScopeNode;
  tokenAttributes: number;
}
interface ScopeNode {
  parent: ScopeNode | null;
  scopeName: string;
}

/**
 * Gives each state the first state seen with the same content. The content is what tokenizing
 * from the state reads: each frame's rule, its end pattern (back references filled in), whether
 * its begin matched the line's end, and its name and content scopes with their theme attributes.
 * A frame's position fields are not: vscode-textmate resets them at each line's start.
 */
class StateInterner {
  private readonly ids = new Map<string, number>();
  private readonly nodeIds = new WeakMap<object, number>();
  private readonly firsts: StateStack[] = [];

  canonical(stack: StateStack): StateStack {
    const id = this.stackId(stack as unknown as StackNode);
    const first = this.firsts[id];
    if (first) return first;
    this.firsts[id] = stack;
    return stack;
  }

  private idOf(node: object, key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.ids.size));
    this.nodeIds.set(node, id);
    return id;
  }

  private stackId(node: StackNode | null): number {
    if (node === null) return -1;
    const known = this.nodeIds.get(node);
    if (known !== undefined) return known;
    const end = node.endRule === null ? '-' : `+${node.endRule}`;
    const key = `s${this.stackId(node.parent)},${node.ruleId},${node.beginRuleCapturedEOL ? 1 : 0},${this.attributedId(node.nameScopesList)},${this.attributedId(node.contentNameScopesList)},${end}`;
    return this.idOf(node, key);
  }

  private attributedId(node: AttributedNode | null): number {
    if (node === null) return -1;
    const known = this.nodeIds.get(node);
    if (known !== undefined) return known;
    return this.idOf(
      node,
      `a${this.attributedId(node.parent)},${this.scopeId(node.scopePath)},${node.tokenAttributes}`,
    );
  }

  private scopeId(node: ScopeNode | null): number {
    if (node === null) return -1;
    const known = this.nodeIds.get(node);
    if (known !== undefined) return known;
    return this.idOf(node, `p${this.scopeId(node.parent)},${node.scopeName}`);
  }
}

/**
 * Lines a memo keeps before it starts over, about 7 MB (~360 bytes a line: Lintas' 9,800 lines of
 * code keep 2,800, 1 MB): a site with far more code keeps its latest ones, not all of them
 * through a build whose render stage needs the memory.
 */
export const MEMO_LINES = 20_000;

/** One grammar's lines under one theme, by the state they start in. */
export class LineMemo {
  private byState = new Map<StateStack | null, Map<string, LineResult>>();
  private interner = new StateInterner();
  private size = 0;

  constructor(private readonly limit = MEMO_LINES) {}

  /** `line` tokenized from `stack` by `tokenize`, or as it was before from an equal state. */
  line(line: string, stack: StateStack | null, tokenize: () => LineResult): LineResult {
    let lines = this.byState.get(stack);
    let result = lines?.get(line);
    if (result) return result;
    result = tokenize();
    // A line cut short (a time limit) is not what the same line gives another time.
    if (result.stoppedEarly) return result;
    if (this.size >= this.limit) {
      this.byState = new Map();
      this.interner = new StateInterner();
      this.size = 0;
      lines = undefined;
    }
    if (!lines) this.byState.set(stack, (lines = new Map()));
    result = { ...result, ruleStack: this.interner.canonical(result.ruleStack) };
    lines.set(line, result);
    this.size++;
    return result;
  }
}
