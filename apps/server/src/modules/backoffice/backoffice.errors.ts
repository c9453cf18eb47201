/** Messages of the back office (staff read them; they say what to do next). */
export const BACKOFFICE_MESSAGES = {
  memberNotFound: '会员不存在',
  alreadyFrozen: '该会员已是冻结状态',
  notFrozen: '该会员未被冻结',
  platformNotFound: '游戏平台不存在',
  settingsSaved: '已保存，会员端将在数秒内生效',
  settingsSanitised: '已保存（弹窗内容中不允许的标签或属性已被移除），会员端将在数秒内生效',
} as const;
