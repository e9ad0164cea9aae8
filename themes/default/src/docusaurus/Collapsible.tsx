import {
  type CSSProperties,
  type Dispatch,
  type ElementType,
  type ReactNode,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** `useCollapsible({ initialState })`: Docusaurus' thin wrapper of a state (not collapsed by default). */
export function useCollapsible({ initialState }: { initialState?: boolean | (() => boolean) } = {}): {
  collapsed: boolean;
  setCollapsed: Dispatch<SetStateAction<boolean>>;
  toggleCollapsed: () => void;
} {
  const [collapsed, setCollapsed] = useState(initialState ?? false);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

// Docusaurus' styles of each state, which its server render writes inline.
const COLLAPSED: CSSProperties = { display: 'none', overflow: 'hidden', height: '0px' };
const EXPANDED: CSSProperties = { display: 'block', overflow: 'visible', height: 'auto' };

export interface CollapsibleProps {
  /** The element to render (`div` by default; `ul` in a sidebar). */
  as?: ElementType;
  collapsed: boolean;
  children?: ReactNode;
  /** Renders the children only once expanded (then kept). */
  lazy?: boolean;
  className?: string;
  /** Called with the new state once it is shown (docgen does not animate: after the change). */
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
  /** No inline style from the server (the element hides itself, as `<details>`), styles once mounted. */
  disableSSRStyle?: boolean;
  /** Docusaurus' animation settings: accepted; docgen shows the change at once. */
  animation?: { duration?: number; easing?: string };
}

/**
 * `<Collapsible collapsed>` of `@docusaurus/theme-common`: the element with Docusaurus' inline
 * style of its state (`display: none` collapsed), on the server too, so the page reads right
 * without JavaScript; a component that toggles it hydrates (its own state makes it an island).
 */
export function Collapsible({
  as: As = 'div',
  collapsed,
  children,
  lazy = false,
  className,
  onCollapseTransitionEnd,
  disableSSRStyle = false,
}: CollapsibleProps) {
  const [mounted, setMounted] = useState(!disableSSRStyle);
  const [rendered, setRendered] = useState(!collapsed);
  if (lazy && !collapsed && !rendered) setRendered(true);
  const shown = useRef(collapsed);
  useEffect(() => {
    setMounted(true);
    if (shown.current === collapsed) return;
    shown.current = collapsed;
    onCollapseTransitionEnd?.(collapsed);
  }, [collapsed, onCollapseTransitionEnd]);
  if (lazy && !rendered) return null;
  const style = mounted ? (collapsed ? COLLAPSED : EXPANDED) : undefined;
  return (
    <As className={className} style={style}>
      {children}
    </As>
  );
}
