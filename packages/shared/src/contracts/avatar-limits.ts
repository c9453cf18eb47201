/** Avatar upload limits (platform-rules §2): gif or png, checked by content, at most 2 MB. */
export const AVATAR_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  types: ['png', 'gif'] as const,
} as const;

/** Avatar messages; the client may show the first two before uploading too. */
export const AVATAR_MESSAGES = {
  badType: '头像只支持gif或png格式',
  tooLarge: '头像大小不能超过2M',
  missing: '请选择头像图片',
  uploaded: '头像上传成功',
} as const;
