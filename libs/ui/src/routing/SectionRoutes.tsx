import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../errors/ErrorPage';
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
