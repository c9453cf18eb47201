import type { AdminSmsRowSchema } from '@app/shared/contracts';
import { Card, Flex, Typography, type TableColumnsType } from 'antd';
import type { z } from 'zod';
import { CsvButton } from '../../../components/csv-button';
import { FilterBar, type FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { ServerTable } from '../../../components/server-table';
import { useListParams } from '../../../lib/list-params';
import { zh } from '../../../locales/zh-CN';
import { SMS_PATH, useSmsOutbox } from '../api/list-sms-outbox';

type Sms = z.infer<typeof AdminSmsRowSchema>;
const c = zh.content;

const DEFAULTS = { mobile: '', from: '', to: '' };

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'mobile', label: zh.members.mobile },
  { kind: 'date', name: 'from', label: zh.common.from },
  { kind: 'date', name: 'to', label: zh.common.to },
];

const COLUMNS: TableColumnsType<Sms> = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 72 },
  { key: 'mobile', title: zh.members.mobile, dataIndex: 'mobile' },
  {
    key: 'content',
    title: c.smsContent,
    render: (_value, row) => <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{row.content}</Typography.Text>,
    width: 360,
  },
  { key: 'provider', title: c.smsProvider, dataIndex: 'provider' },
  { key: 'created_at', title: c.smsSentAt, dataIndex: 'created_at' },
];

/** Messages the built-in SMS provider "sent" (customer service reads codes to members from here). */
export default function SmsOutboxPage() {
  const list = useListParams(DEFAULTS);
  const sms = useSmsOutbox(list.params);
  return (
    <Flex vertical gap={12}>
      <PageHeader title={c.smsTitle} />
      <Card size="small">
        <FilterBar
          fields={FIELDS}
          list={list}
          extra={<CsvButton path={SMS_PATH} params={list.params} name="sms-outbox" />}
        />
      </Card>
      <Card size="small">
        <ServerTable query={sms} list={list} columns={COLUMNS} rowKey="id" />
      </Card>
    </Flex>
  );
}
