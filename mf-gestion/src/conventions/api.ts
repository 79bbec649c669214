import { api } from '@festival/api-client';

/** Minimal shape until conventions land in the API schema (a later issue). */
export interface MyConvention {
  id: number;
  name: string;
  description?: string | null;
  logo?: string | null;
}

// GET /api/conventions/mine is not in the generated schema yet: typed loosely on purpose until it is.
type LooseGet = (path: string) => Promise<{ data?: { items: MyConvention[] } }>;

export async function fetchMyConventions(): Promise<MyConvention[]> {
  const { data } = await (api.GET as unknown as LooseGet)('/api/conventions/mine');
  return data?.items ?? [];
}
