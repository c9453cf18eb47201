import { EmptyCheck } from '@app/shared/checks';
import type { AgentApplyRequestSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { agentApplicationQueryKey } from './get-agent-application';

export interface ApplyAgentPayload {
  mobile: string;
  apply_info: string;
}

/**
 * `POST /api/applyagentdo { mobile, apply_info }` (spec-2 §8, §9): the answer's message is shown. A
 * refusal's message is toasted by the api client.
 */
export async function applyAgent(payload: ApplyAgentPayload): Promise<string> {
  const answer = await apiClient.post('/applyagentdo', EmptyCheck, {
    body: { ...payload } satisfies z.input<typeof AgentApplyRequestSchema>,
  });
  return answer.message;
}

/** Applies, then reads the application state again (the page turns into its pending state). */
export function useApplyAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentApplicationQueryKey }),
  });
}
