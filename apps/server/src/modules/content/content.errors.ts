/** Messages of the content module (members and staff read them; they say what to do next). */
export const CONTENT_MESSAGES = {
  /** A notice that is missing or not aimed at the member (both answer alike). */
  notFound: '记录不存在',
  bannerNotFound: '轮播图不存在',
  homeNoticeNotFound: '首页公告不存在',
  noticeNotFound: '消息不存在或已删除',
  serviceEntryNotFound: '客服入口不存在',
  memberNotFound: (username: string) => `会员账号"${username}"不存在，请检查后重新填写`,
  badPublishTime: '发布时间不是有效的时间，请重新选择',
  saved: '已保存，会员端刷新后即可看到',
  deleted: '已删除',
  noticeScheduled: (time: string) => `已保存，将于 ${time} 发布，会员在此之前看不到`,
  sanitised: '已保存（内容中不允许的标签或属性已被移除），会员端刷新后即可看到',
  settingsSaved: '已保存，会员端将在数秒内生效',
  settingsSanitised: '已保存（弹窗内容中不允许的标签或属性已被移除），会员端将在数秒内生效',
} as const;
