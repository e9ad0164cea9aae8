import type { ReactNode } from 'react';

// The providers Docusaurus' `@theme/Layout/Provider` composes (`@docusaurus/theme-common/internal`,
// `@docusaurus/plugin-content-docs/client`), which an ejected Layout/Provider imports by name.
// docgen's chrome keeps that state itself and its hooks read it without them, so each renders
// its children as they are, as docgen's own `@theme/Layout/Provider` does.

type Props = { children?: ReactNode };

const passThrough = ({ children }: Props) => <>{children}</>;

export const ColorModeProvider = passThrough;
export const AnnouncementBarProvider = passThrough;
export const ScrollControllerProvider = passThrough;
export const NavbarProvider = passThrough;
export const PluginHtmlClassNameProvider = passThrough;
export const DocsPreferredVersionContextProvider = passThrough;
