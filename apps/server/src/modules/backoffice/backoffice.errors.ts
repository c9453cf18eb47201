/** Messages of the back office (staff read them; they say what to do next). */
export const BACKOFFICE_MESSAGES = {
  memberNotFound: '会员不存在',
  alreadyFrozen: '该会员已是冻结状态',
  notFrozen: '该会员未被冻结',
} as const;
