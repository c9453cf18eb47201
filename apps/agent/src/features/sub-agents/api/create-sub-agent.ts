import { PortalSubAgentSchema, type PortalCreateSubAgentRequest } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/agent-portal/sub-agents`: a new member account made a sub-agent with a lower rate. */
export async function createSubAgent(input: PortalCreateSubAgentRequest) {
  return apiClient.post('/sub-agents', PortalSubAgentSchema, { body: input, silent: true });
}

export function useCreateSubAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubAgent,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
