/** Every query and mutation of the volunteer settings pages: the settings, and saving a change. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useApiGet } from '../shared/gestionApi';

export type VolunteerSettings = Schemas['VolunteerSettingsDto'];
export type SettingsChange = Schemas['UpdateVolunteerSettingsDto'];

export const volunteerSettingsKeys = {
  settings: (editionId: number) => ['editions', editionId, 'volunteers', 'settings'] as const,
  /** The public page's answer (mf-public) shows the settings too. */
  info: (editionId: number) => ['editions', editionId, 'volunteers', 'info'] as const,
};

export const useVolunteerSettings = (editionId: number) =>
  useApiGet(volunteerSettingsKeys.settings(editionId), () => api.GET('/api/editions/{id}/volunteers/settings', { params: { path: { id: editionId } } }));

/** Saves a partial change; the answer becomes the cached settings. */
export function useUpdateVolunteerSettings(editionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SettingsChange) => (await api.PATCH('/api/editions/{id}/volunteers/settings', { params: { path: { id: editionId } }, body })).data!,
    onSuccess: (settings) => {
      queryClient.setQueryData(volunteerSettingsKeys.settings(editionId), settings);
      void queryClient.invalidateQueries({ queryKey: volunteerSettingsKeys.info(editionId) });
    },
  });
}
