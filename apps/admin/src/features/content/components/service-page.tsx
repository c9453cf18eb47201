import { AdminServiceEntryCreateSchema, AdminServiceUrlUpdateSchema } from '@app/shared/contracts';
import { App, Button, Card, Flex, Form, Image, Input, Skeleton, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import type { FilterField } from '../../../components/filter-bar';
import { QueryError } from '../../../components/query-error';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import type { ContentRow } from '../api/content-lists';
import { useServiceUrl, useUpdateServiceUrl } from '../api/service-url';
import { ct } from '../content-texts';
import type { ContentField } from './content-form-modal';
import { ContentListPage } from './content-list-page';

const s = ct.service;
const S = AdminServiceEntryCreateSchema.shape;
const DEFAULTS = { enabled: '', order: 'asc' };

const FILTERS: FilterField[] = [
  { kind: 'select', name: 'enabled', label: ct.enabledFilter, options: ct.enabledOptions },
];

const FIELDS: ContentField[] = [
  { name: 'title', label: s.name, schema: S.title, required: true, maxLength: 40 },
  { name: 'content', label: s.description, schema: S.content, maxLength: 200 },
  { name: 'img', label: s.icon, kind: 'image', schema: S.img },
  { name: 'account', label: s.account, schema: S.account, extra: s.accountHint, maxLength: 100 },
  { name: 'url', label: s.url2, schema: S.url, placeholder: ct.linkPlaceholder, maxLength: 500 },
  {
    name: 'download_url',
    label: s.downloadUrl,
    schema: S.download_url,
    placeholder: ct.linkPlaceholder,
    maxLength: 500,
  },
  { name: 'download_describe', label: s.downloadDescribe, schema: S.download_describe, maxLength: 40 },
  {
    name: 'is_top',
    label: s.isTop,
    kind: 'select',
    numeric: true,
    options: [
      { value: '0', label: zh.common.no },
      { value: '1', label: zh.common.yes },
    ],
  },
  { name: 'sort', label: ct.sort, kind: 'number', extra: ct.sortHint },
  { name: 'enabled', label: ct.enabled, kind: 'switch' },
];

const COLUMNS: TableColumnsType<ContentRow<'service-entries'>> = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
  {
    key: 'title',
    title: s.name,
    render: (_value, row) => (
      <Flex gap={8} align="center">
        {row.img ? <Image src={row.img} alt="" width={28} height={28} preview={false} /> : null}
        <span>{row.title}</span>
        {row.is_top === 1 ? <Tag color="red">{s.isTop}</Tag> : null}
      </Flex>
    ),
  },
  { key: 'account', title: s.account, render: (_value, row) => row.account || '—' },
  {
    key: 'url',
    title: s.url2,
    render: (_value, row) => (
      <Typography.Text style={{ maxWidth: 240, wordBreak: 'break-all' }}>{row.url || '—'}</Typography.Text>
    ),
  },
  { key: 'sort', title: ct.sort, dataIndex: 'sort' },
];

/** The address /kefu opens (site setting service.url). */
function ServiceUrlCard() {
  const current = useServiceUrl();
  const update = useUpdateServiceUrl();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ url: string }>();

  useEffect(() => {
    if (current.data) form.setFieldsValue({ url: current.data.url });
  }, [form, current.data]);

  let content;
  if (current.isPending) content = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (current.isError) content = <QueryError error={current.error} onRetry={() => void current.refetch()} />;
  else {
    const defaultUrl = current.data.default_url;
    const send = (url: string) =>
      update.mutate(url, {
        onSuccess: ({ data, message: text }) => {
          form.setFieldsValue({ url: data.url });
          void message.success(text);
        },
      });
    content = (
      <Form
        form={form}
        name="service-url"
        layout="vertical"
        initialValues={{ url: current.data.url }}
        onFinish={(values) => send(values.url.trim())}
        disabled={update.isPending}
      >
        <Form.Item
          name="url"
          label={s.url}
          extra={`${s.urlHint}${s.defaultIs(defaultUrl)}`}
          rules={[zodRule(AdminServiceUrlUpdateSchema.shape.url)]}
        >
          <Input maxLength={500} placeholder={ct.linkPlaceholder} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {zh.common.save}
          </Button>
          <Button onClick={() => send(defaultUrl)} disabled={current.data.url === defaultUrl}>
            {s.useDefault}
          </Button>
        </Flex>
      </Form>
    );
  }
  return (
    <Card size="small" title={s.urlCard}>
      {content}
    </Card>
  );
}

/** 客服设置: the customer-service address and the entries /myNews and /kefu list (getKefu). */
export default function ServicePage() {
  return (
    <ContentListPage
      resource="service-entries"
      title={s.title}
      sub={s.sub}
      columns={COLUMNS}
      fields={FIELDS}
      filters={FILTERS}
      defaults={DEFAULTS}
      createTitle={s.createTitle}
      editTitle={s.editTitle}
      newRow={{ title: '', is_top: 0 }}
      before={<ServiceUrlCard />}
    />
  );
}
