import { AdminServiceUrlSchema } from '@app/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const serviceUrlKey = ['admin', 'content', 'service-url'] as const;

/** `GET /api/admin/service-url`: the address /kefu opens and our own page's address. */
export async function getServiceUrl(signal?: AbortSignal) {
  return (await apiClient.get('/service-url', AdminServiceUrlSchema, { signal, silent: true })).data;
}

export function useServiceUrl() {
  return useQuery(queryOptions({ queryKey: serviceUrlKey, queryFn: ({ signal }) => getServiceUrl(signal) }));
}

/** `POST /api/admin/service-url` { url }. */
export function updateServiceUrl(url: string) {
  return apiClient.post('/service-url', AdminServiceUrlSchema, { body: { url } });
}

export function useUpdateServiceUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceUrl,
    onSuccess: ({ data }) => queryClient.setQueryData(serviceUrlKey, data),
  });
}
