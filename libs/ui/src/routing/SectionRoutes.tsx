import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { NotFoundPage } from '../errors/ErrorPage';
import { authStore } from '../auth/authStore';
import type { LazyPage } from './lazyPage';
import { RouteGuard } from './RouteGuard';
import type { SectionEntry } from './sections';

/** An app's route tree: a route per section, its page behind the section's route check; anything else is a 404. */
export function SectionRoutes<Entry extends SectionEntry>({ sections, pages }: { sections: readonly Entry[]; pages: Record<Entry['id'], ComponentType> }) {
  return (
    <Routes>
      {sections.map((section) => {
        const Page: ComponentType = pages[section.id as Entry['id']];
        return <Route key={section.id} path={section.path} element={section.check ? <RouteGuard check={section.check}><Page /></RouteGuard> : <Page />} />;
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * Loads the page a path opens, before the app is first drawn: its code, and its first screen's
 * data unless the section has a route check (the check decides first whether the page shows).
 * Resolves once done; nothing when no section matches.
 */
export async function prepareSectionPage<Entry extends SectionEntry>(
  sections: readonly Entry[],
  pages: Record<Entry['id'], LazyPage>,
  location: { pathname: string; search: string },
): Promise<void> {
  for (const section of sections) {
    const match = matchPath(section.path, location.pathname);
    if (!match) continue;
    const userId = authStore.getSnapshot().user?.id ?? null;
    await pages[section.id as Entry['id']].preload(section.check ? undefined : { pathname: location.pathname, search: location.search, params: match.params, userId });
    return;
  }
}
