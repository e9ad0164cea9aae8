/** A page as the theme writes it: chrome around the main article that search indexes. */
export const page = (body: string, head = ''): string =>
  `<!doctype html><html><head>${head}</head><body><nav>Menu</nav><main data-dg-main><nav>crumbs</nav><article><h1>Annuler une commande</h1><div>${body}</div></article></main></body></html>`;
