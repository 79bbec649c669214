/** The dashboard's figures (asked in admin mode only). */
import { useQuery } from '@tanstack/react-query';
import { api } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { ADMIN_HEADER, adminKeys } from '../shared/adminApi';

export function useAdminStats() {
  const { adminModeActive } = useAuth();
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: async () => (await api.GET('/api/admin/stats', { params: { header: ADMIN_HEADER } })).data!,
    enabled: adminModeActive,
  });
}
