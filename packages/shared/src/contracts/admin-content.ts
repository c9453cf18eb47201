import { z } from 'zod';
import { adminDateRangeFields, adminListFields, adminPageOf, optionalField } from './admin-common';
import {
  AboutPageBodySchema,
  AppPageStoredBodySchema,
  FaqPageBodySchema,
  PageSlugSchema,
  SponsorPageBodySchema,
} from './content-pages';
import { envelopeOf } from './envelope';
import { intEnum } from './fields';
import { NOTICE_TYPES } from './profile';
import { AppInfoSchema } from './system';

/** An image or link: an http(s) URL or a site path ('/static/…'); never `javascript:` or `//host`. */
const LinkSchema = z
  .string()
  .trim()
  .max(500, { message: '链接最多500个字符' })
  .refine((value) => value === '' || /^https?:\/\/[^\s\\]+$/i.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value), {
    message: '请输入 http(s) 链接或以 / 开头的站内路径',
  });

/** `GET /api/admin/site-settings`: every appInfo field as stored (not cached). */
export const AdminSiteSettingsResponseSchema = envelopeOf(AppInfoSchema);

/**
 * `POST /api/admin/site-settings`: any subset of the appInfo fields. `webcontent` is sanitised
 * with an allow-list on save; the member site sees the change within seconds.
 */
export const AdminSiteSettingsUpdateSchema = z.object({
  title: optionalField(
    z.string().trim().min(1, { message: '请填写站点名称' }).max(60, { message: '站点名称最多60个字' }),
  ),
  site_logo: optionalField(LinkSchema),
  /** 1 open, 0 maintenance (the member site shows repair_tips). */
  site_state: optionalField(intEnum([0, 1] as const)),
  repair_tips: optionalField(z.string().max(500, { message: '维护提示最多500个字' })),
  ios_download_url: optionalField(LinkSchema),
  android_download_url: optionalField(LinkSchema),
  redpacket_switch: optionalField(intEnum([0, 1] as const)),
  index_modal: optionalField(intEnum([0, 1] as const)),
  webcontent: optionalField(z.string().max(20_000, { message: '弹窗内容最多20000个字符' })),
  app_download_image: optionalField(LinkSchema),
});
export type AdminSiteSettingsUpdate = z.input<typeof AdminSiteSettingsUpdateSchema>;

/** `GET /api/admin/sms-outbox`: what the built-in SMS provider "sent". */
export const AdminSmsListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  mobile: optionalField(z.string().trim().max(20)),
});
export const AdminSmsRowSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  content: z.string(),
  provider: z.string(),
  created_at: z.string(),
});
export const AdminSmsPageResponseSchema = envelopeOf(adminPageOf(AdminSmsRowSchema));

// ---- content items: banners, home notice bar, notices, info pages, customer service ----------
// platform-rules §8 and §9 (issue #7). Every change is audited; rich text is sanitised on save.

/** A required text, trimmed, with the label in its messages. */
const requiredText = (max: number, label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { message: `请填写${label}` })
    .max(max, { message: `${label}最多${max}个字` });

/** An optional text (may be ''), trimmed. */
const plainText = (max: number, label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, { message: `${label}最多${max}个字` });

const SortSchema = z.coerce
  .number({ error: '排序必须是整数' })
  .int({ message: '排序必须是整数' })
  .min(-100_000, { message: '排序超出范围' })
  .max(100_000, { message: '排序超出范围' });

const EnabledSchema = z.boolean({ error: '启用状态只能是开或关' });

/** Lists of small tables default to the member site's order (sort ascending). */
const contentListFields = { ...adminListFields, order: z.enum(['asc', 'desc']).default('asc') };

/**
 * An image address: an https URL or a site path ('/uploads/content/…', '/static/…'). Plain http
 * would be mixed content on the member site; quotes and angle brackets are never part of one.
 */
export const AdminImageSrcSchema = z
  .string({ error: '请上传图片或填写图片地址' })
  .trim()
  .min(1, { message: '请上传图片或填写图片地址' })
  .max(500, { message: '图片地址最多500个字符' })
  .refine((value) => /^https:\/\/[^\s\\/"'<>]+[^\s\\"'<>]*$/i.test(value) || /^\/(?![/\\])[^\s\\"'<>]*$/.test(value), {
    message: '图片地址须为 https 链接或以 / 开头的站内路径',
  });
/** An image that may be left empty. */
const OptionalImageSchema = z.union([z.literal(''), AdminImageSrcSchema]);

/** Image upload (`POST /api/admin/content-images`, multipart field `file`): by content, never by name. */
export const CONTENT_IMAGE_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  /** SVG is refused: it can carry scripts. */
  types: ['png', 'jpeg', 'webp', 'gif'] as const,
} as const;
export const CONTENT_IMAGE_MESSAGES = {
  missing: '请选择要上传的图片',
  badType: '图片只支持 png、jpg、webp 或 gif 格式',
  tooLarge: '图片大小不能超过2M',
  uploaded: '图片已上传',
} as const;
export const AdminImageUploadResponseSchema = envelopeOf(z.object({ url: z.string() }));

// ---- banners

/** bannerList types: 1 computer, 2 mobile home (the member site shows type 2). */
export const BANNER_TYPES = [1, 2] as const;

export const AdminBannerSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  src: z.string(),
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;
export const AdminBannerResponseSchema = envelopeOf(AdminBannerSchema);
export const AdminBannerPageResponseSchema = envelopeOf(adminPageOf(AdminBannerSchema));

/** `GET /api/admin/banners`: by sort order; `type`, `enabled` filter. */
export const AdminBannerListQuerySchema = z.object({
  ...contentListFields,
  type: optionalField(intEnum(BANNER_TYPES)),
  enabled: optionalField(z.enum(['0', '1'], { error: '启用状态只能是 0 或 1' })),
});

/** `POST /api/admin/banners`: the image is required; link, sort and enabled optional. */
export const AdminBannerCreateSchema = z.object({
  type: optionalField(intEnum(BANNER_TYPES)),
  src: AdminImageSrcSchema,
  link: optionalField(LinkSchema),
  sort: optionalField(SortSchema),
  enabled: optionalField(EnabledSchema),
});
export type AdminBannerCreate = z.input<typeof AdminBannerCreateSchema>;

/** `POST /api/admin/banners/:id`: any of the fields; `link: ''` clears the link. */
export const AdminBannerUpdateSchema = z.object({
  type: optionalField(intEnum(BANNER_TYPES)),
  src: optionalField(AdminImageSrcSchema),
  link: LinkSchema.optional(),
  sort: optionalField(SortSchema),
  enabled: optionalField(EnabledSchema),
});
export type AdminBannerUpdate = z.input<typeof AdminBannerUpdateSchema>;

// ---- home notice bar

export const AdminHomeNoticeSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminHomeNotice = z.infer<typeof AdminHomeNoticeSchema>;
export const AdminHomeNoticeResponseSchema = envelopeOf(AdminHomeNoticeSchema);
export const AdminHomeNoticePageResponseSchema = envelopeOf(adminPageOf(AdminHomeNoticeSchema));

export const AdminHomeNoticeListQuerySchema = z.object({
  ...contentListFields,
  enabled: optionalField(z.enum(['0', '1'], { error: '启用状态只能是 0 或 1' })),
});

/** `POST /api/admin/home-notices`: one line of the scrolling bar (plain text). */
export const AdminHomeNoticeCreateSchema = z.object({
  content: requiredText(500, '公告内容'),
  sort: optionalField(SortSchema),
  enabled: optionalField(EnabledSchema),
});
export const AdminHomeNoticeUpdateSchema = z.object({
  content: optionalField(requiredText(500, '公告内容')),
  sort: optionalField(SortSchema),
  enabled: optionalField(EnabledSchema),
});

// ---- notices / messages

/** Who a notice is for: everyone, a VIP level and up, agents, one member. */
export const NOTICE_TARGET_KINDS = ['all', 'vip', 'agents', 'member'] as const;
export type NoticeTargetKind = (typeof NOTICE_TARGET_KINDS)[number];
/** A notice's title: 1–100 characters (NOTICE_TITLE_MAX_LENGTH of the server). */
export const ADMIN_NOTICE_TITLE_MAX = 100;
/** Rich content before sanitising. */
export const ADMIN_NOTICE_CONTENT_MAX = 50_000;

export const AdminNoticeRowSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  target_kind: z.string(),
  /** The lowest VIP level for target 'vip', else null. */
  target_vip_level: z.number().int().nullable(),
  /** The member's account name for target 'member', else ''. */
  target_username: z.string(),
  published_at: z.string(),
  created_at: z.string(),
  /** Published (the publish time has come); a later time means scheduled. */
  is_published: z.boolean(),
  /** How many members opened it. */
  read_count: z.number().int(),
});
export type AdminNoticeRow = z.infer<typeof AdminNoticeRowSchema>;
export const AdminNoticeSchema = AdminNoticeRowSchema.extend({ content: z.string() });
export type AdminNotice = z.infer<typeof AdminNoticeSchema>;
export const AdminNoticeResponseSchema = envelopeOf(AdminNoticeSchema);
export const AdminNoticePageResponseSchema = envelopeOf(adminPageOf(AdminNoticeRowSchema));

/** `GET /api/admin/notices`: newest publish time first; filter by type, target and title. */
export const AdminNoticeListQuerySchema = z.object({
  ...adminListFields,
  sort: optionalField(z.enum(['published_at', 'id', 'read_count'])),
  type: optionalField(intEnum(NOTICE_TYPES)),
  target: optionalField(z.enum(NOTICE_TARGET_KINDS, { error: '发送对象只能是 all、vip、agents 或 member' })),
  title: optionalField(z.string().trim().max(100, { message: '标题最多100个字' })),
});

const noticeFields = {
  type: intEnum(NOTICE_TYPES),
  title: requiredText(ADMIN_NOTICE_TITLE_MAX, '标题'),
  content: z
    .string({ error: '请填写内容' })
    .max(ADMIN_NOTICE_CONTENT_MAX, { message: `内容最多${ADMIN_NOTICE_CONTENT_MAX}个字符` })
    .refine((value) => value.trim() !== '', { message: '请填写内容' }),
  target_kind: z.enum(NOTICE_TARGET_KINDS, { error: '请选择发送对象' }),
  target_vip_level: optionalField(
    z.coerce
      .number({ error: 'VIP等级必须是整数' })
      .int({ message: 'VIP等级必须是整数' })
      .min(0, { message: 'VIP等级不能小于0' })
      .max(100, { message: 'VIP等级不能大于100' }),
  ),
  target_username: optionalField(z.string().trim().max(32, { message: '会员账号最多32个字符' })),
  /** Site time 'YYYY-MM-DD HH:mm:ss'; empty = now (on create) or unchanged (on update). */
  published_at: optionalField(
    z
      .string({ error: '发布时间格式应为 YYYY-MM-DD HH:mm:ss' })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { message: '发布时间格式应为 YYYY-MM-DD HH:mm:ss' }),
  ),
};

/**
 * `POST /api/admin/notices` and `POST /api/admin/notices/:id` (the whole notice): a VIP target needs
 * its level, a member target the member's account name (it must exist).
 */
export const AdminNoticeSaveSchema = z.object(noticeFields).superRefine((value, ctx) => {
  if (value.target_kind === 'vip' && value.target_vip_level === undefined)
    ctx.addIssue({ code: 'custom', path: ['target_vip_level'], message: '请填写VIP等级' });
  if (value.target_kind === 'member' && !value.target_username)
    ctx.addIssue({ code: 'custom', path: ['target_username'], message: '请填写会员账号' });
});
export type AdminNoticeSave = z.input<typeof AdminNoticeSaveSchema>;
/** The fields of the notice form, one by one (form rules). */
export const AdminNoticeFields = noticeFields;

// ---- info pages

const LIST_MAX = (max: number, label: string) => ({ message: `${label}最多${max}项` });

const FigureSchema = z.object({
  key: requiredText(40, '标识'),
  label: requiredText(20, '名称'),
  value: requiredText(20, '数值'),
  unit: plainText(10, '单位'),
  note: plainText(100, '说明'),
});

/** /about as staff save it: every field the member page lays out, with limits. */
export const AdminAboutBodySchema = z.object({
  headline: plainText(100, '标语'),
  intro: plainText(2000, '简介'),
  figures: z.array(FigureSchema).max(20, LIST_MAX(20, '数据')),
  features: z
    .array(z.object({ title: requiredText(40, '特色标题'), text: plainText(300, '特色说明') }))
    .max(20, LIST_MAX(20, '特色')),
  dividend_club: z.object({
    title: plainText(40, '俱乐部标题'),
    pay_days: z
      .array(
        z.coerce
          .number({ error: '派发日须为1-31的整数' })
          .int({ message: '派发日须为1-31的整数' })
          .min(1, { message: '派发日须为1-31的整数' })
          .max(31, { message: '派发日须为1-31的整数' }),
      )
      .max(31, LIST_MAX(31, '派发日')),
    text: plainText(500, '俱乐部说明'),
  }),
  yearly_report: z.object({
    title: plainText(40, '报告标题'),
    year: plainText(10, '年份'),
    items: z
      .array(z.object({ label: requiredText(20, '项目名称'), value: requiredText(30, '项目数值') }))
      .max(20, LIST_MAX(20, '报告项目')),
  }),
  games: z
    .array(z.object({ name: requiredText(40, '游戏名称'), text: plainText(200, '游戏说明'), img: OptionalImageSchema }))
    .max(30, LIST_MAX(30, '游戏')),
  brand_history: z
    .array(
      z.object({
        year: requiredText(10, '年份'),
        title: requiredText(60, '标题'),
        text: plainText(500, '说明'),
        img: OptionalImageSchema,
      }),
    )
    .max(50, LIST_MAX(50, '历程')),
}) satisfies z.ZodType<z.infer<typeof AboutPageBodySchema>>;

/** /faq: groups of questions; `answer` is HTML, sanitised on save. */
export const AdminFaqBodySchema = z.object({
  groups: z
    .array(
      z.object({
        title: requiredText(40, '分组标题'),
        items: z
          .array(
            z.object({
              question: requiredText(200, '问题'),
              answer: z.string().max(20_000, { message: '答案最多20000个字符' }),
            }),
          )
          .max(50, LIST_MAX(50, '问题')),
      }),
    )
    .max(20, LIST_MAX(20, '分组')),
}) satisfies z.ZodType<z.infer<typeof FaqPageBodySchema>>;

/** /sponsor: tabs of HTML (sanitised on save); keys are unique. */
export const AdminSponsorBodySchema = z.object({
  tabs: z
    .array(
      z.object({
        key: requiredText(40, '标识'),
        title: requiredText(20, '标签名称'),
        content: z.string().max(50_000, { message: '标签内容最多50000个字符' }),
      }),
    )
    .max(10, LIST_MAX(10, '标签'))
    .refine((tabs) => new Set(tabs.map((tab) => tab.key)).size === tabs.length, { message: '标签标识不能重复' }),
}) satisfies z.ZodType<z.infer<typeof SponsorPageBodySchema>>;

/** /app: the page's own text (logo and download links are site settings). */
export const AdminAppBodySchema = z.object({
  intro: plainText(1000, '简介'),
  steps: z.array(requiredText(300, '安装步骤')).max(20, LIST_MAX(20, '安装步骤')),
}) satisfies z.ZodType<z.infer<typeof AppPageStoredBodySchema>>;

const pageTitle = optionalField(plainText(30, '页面标题'));

/** `POST /api/admin/pages/<slug>`: the page's title and its whole body. */
export const AdminPageSaveSchemas = {
  about: z.object({ title: pageTitle, body: AdminAboutBodySchema }),
  faq: z.object({ title: pageTitle, body: AdminFaqBodySchema }),
  sponsor: z.object({ title: pageTitle, body: AdminSponsorBodySchema }),
  app: z.object({ title: pageTitle, body: AdminAppBodySchema }),
} as const;

const storedPage = <S extends string, B extends z.ZodType>(slug: S, body: B) =>
  z.object({
    slug: z.literal(slug),
    title: z.string(),
    /** When staff last saved it ('' = the built-in default). */
    updated_at: z.string(),
    body,
  });

/** `GET /api/admin/pages/:slug`: the stored page as the editor needs it (no appInfo merged in). */
export const AdminPageSchema = z.discriminatedUnion('slug', [
  storedPage('about', AboutPageBodySchema),
  storedPage('faq', FaqPageBodySchema),
  storedPage('sponsor', SponsorPageBodySchema),
  storedPage('app', AppPageStoredBodySchema),
]);
export type AdminPage = z.infer<typeof AdminPageSchema>;
export const AdminPageResponseSchema = envelopeOf(AdminPageSchema);
export const AdminPageParamsSchema = z.object({ slug: PageSlugSchema });

// ---- customer service

export const AdminServiceEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  img: z.string(),
  url: z.string(),
  account: z.string(),
  download_url: z.string(),
  download_describe: z.string(),
  /** 1 = pinned first and marked 推荐. */
  is_top: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminServiceEntry = z.infer<typeof AdminServiceEntrySchema>;
export const AdminServiceEntryResponseSchema = envelopeOf(AdminServiceEntrySchema);
export const AdminServiceEntryPageResponseSchema = envelopeOf(adminPageOf(AdminServiceEntrySchema));
export const AdminServiceEntryListQuerySchema = z.object({
  ...contentListFields,
  enabled: optionalField(z.enum(['0', '1'], { error: '启用状态只能是 0 或 1' })),
});

const serviceEntryFields = {
  title: requiredText(40, '名称'),
  content: plainText(200, '说明'),
  img: OptionalImageSchema,
  url: LinkSchema,
  account: plainText(100, '账号'),
  download_url: LinkSchema,
  download_describe: plainText(40, '下载按钮文字'),
  is_top: intEnum([0, 1] as const),
  sort: SortSchema,
  enabled: EnabledSchema,
};
/** `POST /api/admin/service-entries`: the name is required. */
export const AdminServiceEntryCreateSchema = z.object({
  title: serviceEntryFields.title,
  content: serviceEntryFields.content.optional(),
  img: serviceEntryFields.img.optional(),
  url: serviceEntryFields.url.optional(),
  account: serviceEntryFields.account.optional(),
  download_url: serviceEntryFields.download_url.optional(),
  download_describe: serviceEntryFields.download_describe.optional(),
  is_top: optionalField(serviceEntryFields.is_top),
  sort: optionalField(serviceEntryFields.sort),
  enabled: optionalField(serviceEntryFields.enabled),
});
/** `POST /api/admin/service-entries/:id`: any of the fields ('' clears a text). */
export const AdminServiceEntryUpdateSchema = AdminServiceEntryCreateSchema.extend({
  title: optionalField(serviceEntryFields.title),
});

/** The customer-service address /kefu opens (site setting `service.url`). */
export const AdminServiceUrlSchema = z.object({
  url: z.string(),
  /** Our own customer-service page, used when nothing else is set. */
  default_url: z.string(),
});
export const AdminServiceUrlResponseSchema = envelopeOf(AdminServiceUrlSchema);
/** `POST /api/admin/service-url`: an http(s) address of a provider or a site path. */
export const AdminServiceUrlUpdateSchema = z.object({
  url: z.string({ error: '请填写客服地址' }).trim().min(1, { message: '请填写客服地址' }).pipe(LinkSchema),
});
