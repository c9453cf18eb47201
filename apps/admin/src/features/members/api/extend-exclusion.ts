import { AdminExtendExclusionResponseSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { responsiblePlayQueryKey } from './get-responsible-play';

/**
 * `POST /api/admin/members/:id/responsible-play/extend-exclusion { months, reason }`: moves the
 * self-exclusion's end later (or starts one); it can never be shortened. Audited.
 */
export function extendExclusion(input: { id: string; months: number; reason: string }) {
  return postRowAction(
    '/members',
    input.id,
    'responsible-play/extend-exclusion',
    AdminExtendExclusionResponseSchema.shape.data,
    {
      months: input.months,
      reason: input.reason,
    },
  );
}

export function useExtendExclusion() {
  return useMutationThenRefresh(extendExclusion, (queryClient, input) =>
    queryClient.invalidateQueries({ queryKey: responsiblePlayQueryKey(input.id) }),
  );
}
