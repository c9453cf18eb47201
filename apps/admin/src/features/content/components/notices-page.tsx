import { AdminNoticeFields, type AdminNoticeRow, type AdminNoticeSave } from '@app/shared/contracts';
import {
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Skeleton,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { actionsColumn } from '../../../components/columns';
import { CsvButton } from '../../../components/csv-button';
import { FilterBar, type FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { ServerTable } from '../../../components/server-table';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { zodRule } from '../../../lib/form-rules';
import { useListParams } from '../../../lib/list-params';
import { zh } from '../../../locales/zh-CN';
import { contentPathOf, useContentList, useSaveContent } from '../api/content-lists';
import { useNotice } from '../api/get-notice';
import { ct } from '../content-texts';
import { ContentRowActions } from './content-row-actions';
import { previewHtml } from '../preview-html';

const n = ct.notices;
const F = AdminNoticeFields;
const DEFAULTS = { type: '', target: '', title: '' };

const FILTERS: FilterField[] = [
  { kind: 'text', name: 'title', label: n.titleFilter },
  { kind: 'select', name: 'type', label: n.type, options: n.types },
  { kind: 'select', name: 'target', label: n.target, options: n.targets },
];

interface NoticeForm {
  type: string;
  title: string;
  content: string;
  target_kind: string;
  target_vip_level?: number | null;
  target_username?: string;
  published_at?: string;
}

function NoticeFormBody({
  initial,
  id,
  onClose,
}: {
  initial: NoticeForm;
  id: number | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<NoticeForm>();
  const save = useSaveContent('notices');
  const saveWithToast = useSaveWithToast();
  const target = Form.useWatch('target_kind', form) ?? initial.target_kind;
  const html = Form.useWatch('content', form) ?? initial.content;

  function submit(values: NoticeForm) {
    const body: AdminNoticeSave = {
      type: Number(values.type),
      title: values.title.trim(),
      content: values.content,
      target_kind: values.target_kind as AdminNoticeSave['target_kind'],
      target_vip_level: values.target_kind === 'vip' ? (values.target_vip_level ?? undefined) : undefined,
      target_username: values.target_kind === 'member' ? values.target_username?.trim() : undefined,
      published_at: values.published_at ?? '',
    };
    saveWithToast(save, { ...(id === undefined ? {} : { id }), body }, onClose);
  }

  return (
    <Form
      form={form}
      name="notice-form"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      disabled={save.isPending}
    >
      <Flex gap={12} wrap>
        <Form.Item name="type" label={n.type} rules={[zodRule(F.type)]} style={{ minWidth: 140, flex: '1 1 140px' }}>
          <Select options={[...n.types]} />
        </Form.Item>
        <Form.Item
          name="target_kind"
          label={n.target}
          rules={[zodRule(F.target_kind)]}
          style={{ minWidth: 160, flex: '1 1 160px' }}
        >
          <Select options={[...n.targets]} />
        </Form.Item>
      </Flex>
      {target === 'vip' ? (
        <Form.Item
          name="target_vip_level"
          label={n.vipLevel}
          extra={n.vipLevelHint}
          rules={[{ required: true, message: ct.required(n.vipLevel) }, zodRule(F.target_vip_level)]}
        >
          <InputNumber precision={0} min={0} max={100} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      {target === 'member' ? (
        <Form.Item
          name="target_username"
          label={n.username}
          extra={n.usernameHint}
          rules={[{ required: true, whitespace: true, message: ct.required(n.username) }, zodRule(F.target_username)]}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
      ) : null}
      <Form.Item
        name="title"
        label={n.titleLabel}
        rules={[{ required: true, whitespace: true, message: ct.required(n.titleLabel) }, zodRule(F.title)]}
      >
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="published_at" label={n.publishedAt} extra={n.publishedAtHint} rules={[zodRule(F.published_at)]}>
        <Input maxLength={19} placeholder={n.publishedAtPlaceholder} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="content"
        label={n.content}
        extra={n.contentHint}
        rules={[{ required: true, whitespace: true, message: ct.required('内容') }, zodRule(F.content)]}
      >
        <Input.TextArea rows={6} className="code-textarea" />
      </Form.Item>
      <Typography.Text type="secondary">{ct.preview}</Typography.Text>
      {/* What was typed, in a sandbox: no scripts, no same-origin access (the server sanitises on save). */}
      <iframe title={ct.preview} sandbox="" srcDoc={previewHtml(html)} className="html-preview" />
      <div className="form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {zh.common.save}
        </Button>
        <Button onClick={onClose} disabled={save.isPending}>
          {zh.common.cancel}
        </Button>
      </div>
    </Form>
  );
}

/** The create form (id undefined) or the edit form, which first loads the notice's content. */
function NoticeModal({ id, open, onClose }: { id: number | undefined; open: boolean; onClose: () => void }) {
  const detail = useNotice(open ? id : undefined);
  let body;
  if (id === undefined) {
    body = (
      <NoticeFormBody
        id={undefined}
        onClose={onClose}
        initial={{ type: '1', title: '', content: '', target_kind: 'all', published_at: '' }}
      />
    );
  } else if (detail.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (detail.isError) {
    body = <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  } else {
    const notice = detail.data;
    body = (
      <NoticeFormBody
        id={id}
        onClose={onClose}
        initial={{
          type: String(notice.type),
          title: notice.title,
          content: notice.content,
          target_kind: notice.target_kind,
          target_vip_level: notice.target_vip_level,
          target_username: notice.target_username,
          published_at: notice.published_at,
        }}
      />
    );
  }
  return (
    <Modal
      open={open}
      title={id === undefined ? n.createTitle : n.editTitle}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      {open ? body : null}
    </Modal>
  );
}

/** 站内消息: notices with type, target, publish time and read counts (noticeList / noticeInfo). */
export default function NoticesPage() {
  const list = useListParams(DEFAULTS);
  const query = useContentList('notices', list.params);
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);

  const columns: TableColumnsType<AdminNoticeRow> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    { key: 'type', title: n.type, render: (_value, row) => n.typeName(row.type) },
    {
      key: 'title',
      title: n.titleLabel,
      render: (_value, row) => (
        <Typography.Text style={{ display: 'inline-block', maxWidth: 280 }}>{row.title}</Typography.Text>
      ),
    },
    {
      key: 'target',
      title: n.target,
      render: (_value, row) => n.targetText(row.target_kind, row.target_vip_level, row.target_username),
    },
    { key: 'published_at', title: n.publishedAt, dataIndex: 'published_at' },
    {
      key: 'state',
      title: n.state,
      render: (_value, row) =>
        row.is_published ? <Tag color="green">{n.published}</Tag> : <Tag color="orange">{n.scheduled}</Tag>,
    },
    { key: 'read_count', title: n.readCount, dataIndex: 'read_count' },
    actionsColumn((row) => (
      <ContentRowActions resource={'notices'} id={row.id} onEdit={() => setEditing({ id: row.id })} />
    )),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={n.title}
        sub={n.sub}
        create={{ text: n.createTitle, onClick: () => setEditing({ id: undefined }) }}
      />
      <Card size="small">
        <FilterBar
          fields={FILTERS}
          list={list}
          extra={<CsvButton path={contentPathOf('notices')} params={list.params} name="notices" />}
        />
      </Card>
      <Card size="small">
        <ServerTable
          query={query}
          list={list}
          columns={columns}
          rowKey="id"
          sortKeys={['published_at', 'id', 'read_count']}
        />
      </Card>
      <NoticeModal id={editing?.id} open={editing !== null} onClose={() => setEditing(null)} />
    </Flex>
  );
}
