import { AdminMemberPageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const MEMBERS_PATH = '/members';
const PageSchema = AdminMemberPageResponseSchema.shape.data;

/** `GET /api/admin/members`: search by id, username, mobile, status, VIP, registration days. */
export async function listMembers(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(MEMBERS_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function membersQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: ['admin', 'members', params],
    queryFn: ({ signal }) => listMembers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMembers(params: ListParams) {
  return useQuery(membersQueryOptions(params));
}
