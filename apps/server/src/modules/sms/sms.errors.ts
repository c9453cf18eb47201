/** Messages of the SMS provider screens (decision 0033). */
export const SMS_ADMIN_MESSAGES = {
  saved: '已保存',
  activated: '已启用',
  outboxActivated: '已切换为站内发件箱',
  providerMissing: '短信通道不存在',
  activeConflict: '另一位员工正在切换短信通道，请刷新后重试',
  testSent: '测试短信已发送',
  testFailed: '测试短信发送失败',
  tencentNeedsAppId: '腾讯云短信需填写应用 ID（SmsSdkAppId）',
} as const;
