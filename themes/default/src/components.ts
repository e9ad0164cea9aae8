/**
 * The registry of the theme's components: every name a site may override with a file of the
 * same name in its `theme/` folder (`theme/Footer.tsx`), and import as `@theme-original/<Name>`.
 */
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { BlogPage, BlogPostMeta, BlogSidebar } from './components/Blog.js';
import { Breadcrumbs } from './components/Breadcrumbs.js';
import { DocTags, LastUpdated, UntranslatedNotice, VersionBanner, VisibilityBanner } from './components/DocBanners.js';
import { DocLayout } from './components/DocLayout.js';
import { Document } from './components/Document.js';
import { DrawerNav } from './components/DrawerNav.js';
import { Footer } from './components/Footer.js';
import { Head } from './components/Head.js';
import { Icon } from './icons/Icons.js';
import {
  ColorModeToggle,
  LocaleDropdown,
  NavDropdown,
  NavLink,
  SearchButton,
  VersionDropdown,
} from './components/NavItems.js';
import { Brand, Navbar } from './components/Navbar.js';
import { NotFound } from './components/NotFound.js';
import { ComponentPage, MarkdownPage } from './components/PageLayouts.js';
import { Pagination } from './components/Pagination.js';
import { PageDrawer, Sidebar } from './components/Sidebar.js';
import { Toc, TocMobile } from './components/Toc.js';

export const defaultComponents = {
  AnnouncementBar,
  BlogPage,
  BlogPostMeta,
  BlogSidebar,
  Brand,
  Breadcrumbs,
  ColorModeToggle,
  ComponentPage,
  DocLayout,
  DocTags,
  Document,
  DrawerNav,
  Footer,
  Head,
  Icon,
  LastUpdated,
  LocaleDropdown,
  MarkdownPage,
  NavDropdown,
  NavLink,
  Navbar,
  NotFound,
  PageDrawer,
  Pagination,
  SearchButton,
  Sidebar,
  Toc,
  TocMobile,
  UntranslatedNotice,
  VersionBanner,
  VersionDropdown,
  VisibilityBanner,
} as const;

export type ThemeComponents = { [K in keyof typeof defaultComponents]: (typeof defaultComponents)[K] };
export type ThemeComponentName = keyof ThemeComponents;
