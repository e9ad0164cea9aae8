/**
 * How a Docusaurus site's `i18n/<locale>/code.json` translates this theme: each id of
 * Docusaurus' classic theme (and of its usual plugins) names the theme string that shows the same
 * text, with its placeholders renamed where they differ; `null` marks a Docusaurus text this theme
 * has no UI for (a collapsible sidebar, the blog's archive…), read without a word. Any other id of a
 * code.json is reported (UnknownTranslationId): it belongs to the site's own React code.
 */
export type DocusaurusString =
  | string
  | null
  | {
      key: string;
      also?: readonly string[];
      rename: Readonly<Record<string, string>>;
      fill?: Readonly<Record<string, { id: string; text: string; forms?: true }>>;
    };

const NO_UI = [
  // Read by its id by @theme/BackToTopButton only: docgen's own pages have no such button.
  'theme.BackToTopButton.buttonAriaLabel',
  'theme.CodeBlock.copyButtonAriaLabel',
  'theme.CodeBlock.wordWrapToggle',
  'theme.DocSidebarItem.collapseCategoryAriaLabel',
  'theme.DocSidebarItem.expandCategoryAriaLabel',
  'theme.IconExternalLink.ariaLabel',
  'theme.NotFound.p2',
  'theme.colorToggle.ariaLabel',
  'theme.colorToggle.ariaLabel.mode.dark',
  'theme.colorToggle.ariaLabel.mode.light',
  'theme.colorToggle.ariaLabel.mode.system',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel',
  'theme.docs.sidebar.collapseButtonAriaLabel',
  'theme.docs.sidebar.collapseButtonTitle',
  'theme.docs.sidebar.expandButtonAriaLabel',
  'theme.docs.sidebar.expandButtonTitle',
  'theme.docs.tagDocListPageTitle',
  'theme.docs.tagDocListPageTitle.nDocsTagged',
  'theme.docs.versionBadge.label',
  // Read through latestVersionSuggestionLabel's `fill`.
  'theme.docs.versions.latestVersionLinkLabel',
  'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel',
  // An author's page is titled with the author's name, without the count this text adds.
  'theme.blog.author.pageTitle',
];

/** Prefixes of Docusaurus ids of features this theme does not have (the blog's and live code's ids not mapped below, Algolia's search page, PWA, ideal image). */
export const DOCUSAURUS_NO_UI_PREFIXES = [
  'theme.blog.',
  'theme.SearchPage.',
  'theme.SearchModal.',
  'theme.SearchBar.',
  'theme.Playground.',
  'theme.PwaReloadPopup.',
  'theme.IdealImageMessage.',
];

const ids: Readonly<Record<string, DocusaurusString>> = {
  'theme.common.skipToMainContent': 'skipToContent',
  'theme.NavBar.navAriaLabel': 'navbar.label',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'navbar.menu',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'announcement.close',
  'theme.docs.sidebar.navAriaLabel': 'sidebar.label',
  'theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel': 'sidebar.toggleCategory',
  'theme.docs.breadcrumbs.navAriaLabel': 'breadcrumbs.label',
  'theme.docs.breadcrumbs.home': 'breadcrumbs.home',
  'theme.TOCCollapsible.toggleButtonLabel': 'toc.title',
  'theme.docs.paginator.navAriaLabel': 'pagination.label',
  'theme.docs.paginator.previous': 'pagination.previous',
  'theme.docs.paginator.next': 'pagination.next',
  'theme.common.editThisPage': 'doc.editPage',
  'theme.common.headingLinkTitle': 'heading.anchorLabel',
  'theme.NotFound.title': 'notFound.title',
  'theme.NotFound.p1': 'notFound.description',
  'theme.CodeBlock.copy': 'code.copy',
  'theme.CodeBlock.copied': 'code.copied',
  'theme.admonition.note': 'admonition.note',
  'theme.admonition.tip': 'admonition.tip',
  'theme.admonition.info': 'admonition.info',
  'theme.admonition.warning': 'admonition.warning',
  'theme.admonition.danger': 'admonition.danger',
  'theme.admonition.caution': 'admonition.caution',
  'theme.admonition.important': 'admonition.important',
  'theme.navbar.mobileLanguageDropdown.label': 'locale.label',
  'theme.navbar.mobileVersionsDropdown.label': 'version.label',
  'theme.docs.versions.unreleasedVersionLabel': { key: 'version.unreleased', rename: { versionLabel: 'version' } },
  'theme.docs.versions.unmaintainedVersionLabel': { key: 'version.banner', rename: { versionLabel: 'version' } },
  // Docusaurus links only its {latestVersionLink} words; the theme's banner links the sentence.
  'theme.docs.versions.latestVersionSuggestionLabel': {
    key: 'version.bannerLink',
    rename: { versionLabel: 'latest' },
    fill: { latestVersionLink: { id: 'theme.docs.versions.latestVersionLinkLabel', text: 'latest version' } },
  },
  'theme.lastUpdated.lastUpdatedAtBy': 'lastUpdated.lastUpdatedAtBy',
  'theme.lastUpdated.atDate': 'lastUpdated.atDate',
  'theme.lastUpdated.byUser': 'lastUpdated.byUser',
  'theme.contentVisibility.unlistedBanner.title': 'unlisted.title',
  'theme.contentVisibility.unlistedBanner.message': 'unlisted.message',
  'theme.contentVisibility.draftBanner.title': 'draft.title',
  'theme.contentVisibility.draftBanner.message': 'draft.message',
  // Docusaurus 3.0's names of the same two texts.
  'theme.unlistedContent.title': 'unlisted.title',
  'theme.unlistedContent.message': 'unlisted.message',
  'theme.tags.tagsListLabel': 'tags.label',
  'theme.ErrorPageContent.title': 'error.crashed',
  'theme.ErrorPageContent.tryAgain': 'error.tryAgain',
  'theme.docs.DocCard.categoryDescription.plurals': 'cards.categoryItems',
  // Docusaurus 2's name, without plural forms.
  'theme.docs.DocCard.categoryDescription': 'cards.categoryItems',
  // The blog (`components/Blog.tsx`).
  'theme.blog.post.readMore': 'blog.readMore',
  'theme.blog.post.readMoreLabel': 'blog.readMoreAbout',
  'theme.blog.post.readingTime.plurals': { key: 'blog.readingTime', rename: { readingTime: 'minutes' } },
  'theme.blog.paginator.newerEntries': 'blog.newerEntries',
  'theme.blog.paginator.olderEntries': 'blog.olderEntries',
  'theme.blog.paginator.navAriaLabel': 'blog.paginationLabel',
  'theme.blog.post.paginator.newerPost': 'blog.newerPost',
  'theme.blog.post.paginator.olderPost': 'blog.olderPost',
  'theme.blog.post.paginator.navAriaLabel': 'blog.postPaginationLabel',
  'theme.blog.sidebar.navAriaLabel': 'blog.sidebarLabel',
  'theme.blog.archive.title': 'blog.archiveTitle',
  'theme.blog.archive.description': 'blog.archiveDescription',
  'theme.tags.tagsPageTitle': 'blog.tagsTitle',
  'theme.blog.authorsList.pageTitle': 'blog.authorsTitle',
  'theme.blog.authorsList.viewAll': 'blog.allAuthors',
  'theme.blog.author.noPosts': 'blog.authorNoPosts',
  // Plural forms (`One post|{count} posts`): the theme picks the reader's form of its one and other strings.
  'theme.blog.post.plurals': { key: 'blog.authorPostCount', also: ['blog.authorPostCountOne'], rename: {} },
  'theme.blog.tagTitle': {
    key: 'blog.tagTitle',
    also: ['blog.tagTitleOne'],
    rename: { tagName: 'tag' },
    fill: { nPosts: { id: 'theme.blog.post.plurals', text: 'One post|{count} posts', forms: true } },
  },
  'theme.tags.tagsPageLink': 'blog.allTags',
  // theme-live-codeblock's playground (`docusaurus/Playground.tsx`); its other ids have no UI here.
  'theme.Playground.liveEditor': 'playground.liveEditor',
  'theme.Playground.result': 'playground.result',
  ...Object.fromEntries(NO_UI.map((id) => [id, null])),
};

/** `ThemeModule.docusaurusStrings` of this theme. */
export const docusaurusStrings = { ids, ignoredPrefixes: DOCUSAURUS_NO_UI_PREFIXES };
