import { PortalMemberPageSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface MembersParams {
  from: string;
  to: string;
  page: number;
  search?: string | undefined;
  /** A sub-agent of this agent's tree whose direct members to list. */
  agent_id?: string | undefined;
}

/** `GET /api/agent-portal/members`: direct members with the range's figures (20 a page). */
export function membersQueryOptions(params: MembersParams) {
  return queryOptions({
    queryKey: ['portal', 'members', params],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/members', PortalMemberPageSchema, {
          query: { ...params, per_page: 20 },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useMembers(params: MembersParams) {
  return useQuery(membersQueryOptions(params));
}
