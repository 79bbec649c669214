/** The query of the user's tickets page. */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { offlineCopyOf } from './myTicketsRules';

export type MyTickets = Schemas['MyTicketsDto'];
export type MyTicketsEdition = Schemas['MyTicketsEditionDto'];
export type MyTicket = Schemas['MyTicketDto'];

export const myTicketsKeys = {
  mine: () => ['my-tickets'] as const,
};

/**
 * The user's tickets, and when the service worker answered from its copy (the network was down),
 * when that copy was taken (`offlineSince`), or null for a fresh answer.
 */
export const useMyTickets = () => useQuery({ queryKey: myTicketsKeys.mine(), queryFn: fetchMine });

async function fetchMine({ signal }: { signal: AbortSignal }) {
  const { data, response } = await api.GET('/api/my-tickets', { signal });
  return { ...data!, offlineSince: offlineCopyOf(response.headers) };
}

/** Whether the signed-in user holds a ticket of the edition (any state: it links to their tickets), asked only when `signedIn`; the same query as the page's. */
export function useHoldsTicketOf(editionId: number, signedIn: boolean): boolean {
  return (
    useQuery({
      queryKey: myTicketsKeys.mine(),
      queryFn: fetchMine,
      enabled: signedIn,
      select: (mine) => mine.editions.some((edition) => edition.id === editionId),
    }).data ?? false
  );
}
