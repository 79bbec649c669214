/** Pure rules of an edition's management home; no React here. */
import { cardOf, hrefOf, type HeldRights, type SectionEntry } from '@festival/ui';

export interface HomeCard {
  id: string;
  to: string;
  icon: SectionEntry['icon'];
  title: string;
  text: string;
}

/**
 * The cards of the management home: every section with a card whose right the user holds, in the
 * registry's order, linking to its page for this edition (or for its convention, for a section
 * whose right is asked on the convention).
 */
export function homeCards(sections: readonly SectionEntry[], edition: { id: number; conventionId: number }, held: HeldRights): HomeCard[] {
  return sections.flatMap((entry) => {
    const card = cardOf(entry, held);
    if (!card) return [];
    const id = entry.right && 'convention' in entry.right ? edition.conventionId : edition.id;
    return [{ id: entry.id, to: hrefOf(entry, { id }), icon: entry.icon, title: card.title, text: card.text }];
  });
}
