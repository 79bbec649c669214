import { useEffect } from 'react';

function setMetaDescription(content: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Sets document.title ("<title> · <site>") and the meta description while a page is shown. */
export function usePageMeta(title: string | undefined, description?: string, siteName = 'Festival Platform') {
  useEffect(() => {
    if (title) document.title = title === siteName ? title : `${title} · ${siteName}`;
    if (description) setMetaDescription(description);
  }, [title, description, siteName]);
}
