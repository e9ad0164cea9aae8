/** What a category gets when neither its sidebars entry nor its `_category_` file says (a section's `sidebarCollapsed`, `sidebarCollapsible`). */
export interface CategoryDefaults {
  collapsed: boolean;
  collapsible: boolean;
}

export function categoryDefaultsOf(section: {
  sidebarCollapsed?: boolean;
  sidebarCollapsible?: boolean;
}): CategoryDefaults {
  return { collapsed: section.sidebarCollapsed ?? true, collapsible: section.sidebarCollapsible ?? true };
}

/** Docusaurus' sidebar post-processing: the section's defaults fill in, and a category that cannot collapse is open. */
export function categoryState(
  given: { collapsed?: boolean; collapsible?: boolean } | undefined,
  defaults: CategoryDefaults,
): CategoryDefaults {
  const collapsible = given?.collapsible ?? defaults.collapsible;
  return { collapsible, collapsed: collapsible ? (given?.collapsed ?? defaults.collapsed) : false };
}
