import type { AdminSmsDeliverySchema } from '@app/shared/contracts';
import { Tag, Typography, type TableColumnsType } from 'antd';
import type { z } from 'zod';
import { dateRangeField, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { useListPage } from '../../../hooks/use-list-page';
import { smsDeliveriesList } from '../api/sms-providers-api';
import { smsTexts as t } from '../sms-texts';

type Delivery = z.infer<typeof AdminSmsDeliverySchema>;

const PURPOSES: Record<string, string> = { register: '注册', login: '短信登录', bind_phone: '绑定手机' };
const DEFAULTS = { mobile: '', status: '', from: '', to: '' };

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'mobile', label: t.mobile },
  {
    kind: 'select',
    name: 'status',
    label: t.status,
    options: [
      { value: 'sent', label: t.statuses.sent! },
      { value: 'failed', label: t.statuses.failed! },
    ],
  },
  dateRangeField(),
];

const COLUMNS: TableColumnsType<Delivery> = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 72 },
  { key: 'mobile', title: t.mobile, dataIndex: 'mobile' },
  { key: 'purpose', title: t.purpose, render: (_value, row) => PURPOSES[row.purpose] ?? row.purpose },
  { key: 'provider', title: t.provider, dataIndex: 'provider_name' },
  {
    key: 'status',
    title: t.status,
    render: (_value, row) => (
      <>
        <Tag color={row.status === 'sent' ? 'green' : 'red'}>{t.statuses[row.status] ?? row.status}</Tag>
        {row.test ? <Tag>{t.testFlag}</Tag> : null}
      </>
    ),
  },
  { key: 'message_id', title: t.messageId, render: (_value, row) => row.provider_message_id || '—' },
  {
    key: 'error',
    title: t.error,
    width: 320,
    render: (_value, row) => (row.error ? <Typography.Text type="danger">{row.error}</Typography.Text> : '—'),
  },
  { key: 'created_at', title: t.time, dataIndex: 'created_at' },
];

/** What the SMS providers answered for each message (decision 0033). */
export default function SmsDeliveriesPage() {
  const page = useListPage(smsDeliveriesList, { defaults: DEFAULTS, fields: FIELDS, csv: 'sms-deliveries' });
  return <ListPage title={t.deliveriesTitle} page={page} columns={COLUMNS} rowKey="id" />;
}
