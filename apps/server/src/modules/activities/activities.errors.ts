/** Messages of the activities (spec-2 §2, §5, §8; decision 0026 says which is answered when). */
export const ACTIVITY_MESSAGES = {
  notFound: '活动不存在',
  noApplications: '该活动无需申请，详情请咨询客服',
  notStarted: '活动尚未开始，请耐心等待',
  ended: '活动已结束',
  vipNotEligible: '您的VIP等级不符合该活动的申请条件',
  depositNeeded: '活动期间内有存款记录才能申请该活动',
  depositBelow: (amount: string) => `活动期间内累计存款满${amount}元才能申请该活动`,
  pending: '您已申请过该活动，请耐心等待审核',
  approved: '您已申请过该活动，申请已通过',
  applied: '申请成功，请耐心等待审核',
} as const;

/** Messages of the staff side (staff read them). */
export const ACTIVITY_ADMIN_MESSAGES = {
  saved: '已保存',
  typeNotFound: '活动类型不存在',
  activityNotFound: '活动不存在',
  windowInvalid: '开始时间必须早于结束时间',
  timeInvalid: '时间格式应为 YYYY-MM-DD HH:mm:ss',
  contentEmpty: '请填写活动内容',
  approved: (done: number, skipped: number) =>
    skipped > 0 ? `已通过 ${done} 条，${skipped} 条已被处理或不存在` : `已通过 ${done} 条`,
  refused: (done: number, skipped: number) =>
    skipped > 0 ? `已拒绝 ${done} 条，${skipped} 条已被处理或不存在` : `已拒绝 ${done} 条`,
} as const;
