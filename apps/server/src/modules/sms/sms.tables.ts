import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * SMS providers staff configured (decision 0033). The secret (AccessKeySecret / SecretKey) is
 * sealed with AES-256-GCM under a key derived from APP_SECRET, the row id as associated data.
 * At most one is active; none active means the built-in outbox.
 */
export const smsProviders = pgTable(
  'sms_providers',
  {
    id: column.serialId(),
    /** aliyun | tencent */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    accessKeyId: text('access_key_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretLast4: text('secret_last4').notNull(),
    signName: text('sign_name').notNull(),
    /** Tencent's SmsSdkAppId; empty for Alibaba Cloud. */
    appId: column.blankText('app_id'),
    region: column.blankText('region'),
    /** Template id per purpose (register, login, bind_phone). */
    templates: jsonb('templates').$type<Record<string, string>>().notNull(),
    active: boolean('active').notNull().default(false),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    uniqueIndex('sms_providers_one_active_key')
      .on(table.active)
      .where(sql`${table.active}`),
    check('sms_providers_kind_check', sql`${table.kind} in ('aliyun', 'tencent')`),
  ],
);

/** What each provider answered for each message sent through it (delivery status kept). */
export const smsDeliveries = pgTable(
  'sms_deliveries',
  {
    id: column.bigserialId(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    providerId: integer('provider_id'),
    providerKind: text('provider_kind').notNull(),
    providerName: text('provider_name').notNull(),
    /** sent | failed */
    status: text('status').notNull(),
    providerMessageId: column.blankText('provider_message_id'),
    error: column.blankText('error'),
    /** A staff "send test SMS". */
    test: boolean('test').notNull().default(false),
    createdAt: column.createdAt(),
  },
  (table) => [
    index('sms_deliveries_created_idx').on(table.createdAt),
    index('sms_deliveries_mobile_idx').on(table.mobile, table.createdAt),
    index('sms_deliveries_status_idx').on(table.status, table.createdAt),
    check('sms_deliveries_status_check', sql`${table.status} in ('sent', 'failed')`),
  ],
);
