/** Pure rules more than one management feature applies; no React here. */

/** Parses a route id; anything but a positive integer is null (→ 404). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Image rules of the upload endpoints (edition image, convention logo). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Image check before upload (the server checks the content again). */
export function imageProblem(file: { size: number; type: string }): 'tooLarge' | 'wrongType' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** An edition may be added where the caller holds the right and the convention is not archived (the server answers 409). */
export function mayAddEdition(convention: { isArchived: boolean; permissions: { canAddEdition: boolean } }): boolean {
  return convention.permissions.canAddEdition && !convention.isArchived;
}

/** A person as the management pages name them: first and last name, else the pseudo; '' for nobody. */
export function personName(p: { pseudo: string; prenom: string | null; nom: string | null } | null | undefined): string {
  if (!p) return '';
  return [p.prenom, p.nom].filter((s) => s?.trim()).join(' ') || p.pseudo;
}

/** The file name a Content-Disposition header gives (`filename="…"` or `filename=…`), else `fallback`; never a path. */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  const match = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition ?? '');
  const name = (match?.[1] ?? match?.[2] ?? '').split(/[\\/]/).pop()?.trim();
  return name || fallback;
}
