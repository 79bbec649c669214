import { useEffect } from 'react';

/** Sets the tab title (and the meta description when given) while the page is shown. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = `${title} · Festival`;
    if (description !== undefined) {
      let meta = document.querySelector('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.setAttribute('name', 'description');
        document.head.appendChild(meta);
      }
      meta.setAttribute('content', description);
    }
  }, [title, description]);
}
