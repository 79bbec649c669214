/** Every query and mutation of the volunteer settings pages: the settings, and saving a change. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useVolunteerSettings, volunteerSettingsKeys } from '../shared/gestionApi';

export { useVolunteerSettings, volunteerSettingsKeys };

export type VolunteerSettings = Schemas['VolunteerSettingsDto'];
export type SettingsChange = Schemas['UpdateVolunteerSettingsDto'];

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
