/**
 * Messages of the profile module that the specs do not fix. The spec's own (password change,
 * phone, e-mail, bank card, wallet) live in @app/shared/validation; the avatar's in the contract.
 */
export const PROFILE_MESSAGES = {
  payPasswordChanged: '资金密码修改成功',
  codeRequired: '请输入验证码',
  mobileAlreadyBound: '手机号已绑定，如需修改请联系客服',
  mobileTakenByOther: '该手机号已被其他账号绑定',
  mobileBound: '手机号绑定成功',
  birthdayInvalid: '请输入正确的生日日期（YYYY-MM-DD）',
  profileSaved: '修改成功',
  notFound: '记录不存在',
} as const;
