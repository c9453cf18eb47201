/**
 * Query keys that one feature reads and another invalidates (features do not import each other):
 * binding a card or a wallet (cards) changes the withdrawal channels (withdraw).
 */
export const withdrawTypesQueryKey = ['withdraw-types'] as const;
