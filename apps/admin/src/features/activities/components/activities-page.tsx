import {
  App,
  Button,
  Flex,
  Form,
  Image,
  Input,
  Modal,
  Select,
  Switch,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useRef, useState } from 'react';
import { actionsColumn, moneyColumn } from '../../../components/columns';
import type { FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { useCan } from '../../../hooks/use-can';
import { useListPage } from '../../../hooks/use-list-page';
import { errorText } from '../../../lib/api-client';
import {
  activitiesList,
  uploadBanner,
  useActivityTypesAdmin,
  useSaveActivity,
  type ActivityRow,
} from '../api/activities-api';
import { activityTexts as a } from '../activities-texts';

const DEFAULTS = { type_id: '', title: '', enabled: '', order: 'asc' };
const VIP_OPTIONS = Array.from({ length: 11 }, (_, level) => ({ value: level, label: `VIP${level}` }));

interface ActivityForm {
  type_id: number;
  title: string;
  banner: string;
  content: string;
  memo: string;
  starts_at: string;
  ends_at: string;
  applicable: boolean;
  vip_levels: number[];
  require_deposit: boolean;
  min_deposit: string;
  bonus: string;
  turnover_multiple: string;
  sort: string;
  enabled: boolean;
}

const EMPTY: ActivityForm = {
  type_id: 0,
  title: '',
  banner: '',
  content: '',
  memo: '',
  starts_at: '',
  ends_at: '',
  applicable: true,
  vip_levels: [],
  require_deposit: false,
  min_deposit: '',
  bonus: '',
  turnover_multiple: '1',
  sort: '0',
  enabled: true,
};

function formOf(row: ActivityRow): ActivityForm {
  return {
    type_id: row.type_id,
    title: row.title,
    banner: row.banner,
    content: row.content,
    memo: row.memo,
    starts_at: row.starts_at ?? '',
    ends_at: row.ends_at ?? '',
    applicable: row.applicable,
    vip_levels: row.vip_levels,
    require_deposit: row.require_deposit,
    min_deposit: row.min_deposit === '0.00' ? '' : row.min_deposit,
    bonus: row.bonus === '0.00' ? '' : row.bonus,
    turnover_multiple: row.turnover_multiple,
    sort: String(row.sort),
    enabled: row.enabled,
  };
}

/** The banner address with an upload button (content images; the field also takes a typed address). */
function BannerField({ value, onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function send(file: File) {
    setBusy(true);
    try {
      const uploaded = await uploadBanner(file);
      onChange?.(uploaded.url);
      void message.success(uploaded.message);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Flex vertical gap={6}>
      <Flex gap={8}>
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          maxLength={500}
          allowClear
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button loading={busy} onClick={() => input.current?.click()}>
          {a.upload}
        </Button>
        <input
          ref={input}
          type="file"
          style={{ display: 'none' }}
          aria-label={a.upload}
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </Flex>
      {value?.trim() ? (
        <Image src={value} alt={a.banner} width={250} height={100} style={{ objectFit: 'cover' }} />
      ) : null}
    </Flex>
  );
}

/** 活动管理: activities (banner, sanitised rich text, schedule, eligibility, bonus rule; audited). */
export default function ActivitiesPage() {
  const can = useCan();
  const { message } = App.useApp();
  const types = useActivityTypesAdmin();
  const save = useSaveActivity();
  const [editing, setEditing] = useState<ActivityRow | 'new' | null>(null);
  const [form] = Form.useForm<ActivityForm>();
  const manage = can('promotions.manage');
  const typeOptions = (types.data ?? []).map((row) => ({ value: row.id, label: row.name }));

  const fields: FilterField[] = [
    {
      kind: 'select',
      name: 'type_id',
      label: a.type,
      options: typeOptions.map((o) => ({ value: String(o.value), label: o.label })),
    },
    { kind: 'text', name: 'title', label: a.title },
    {
      kind: 'select',
      name: 'enabled',
      label: a.enabled,
      options: [
        { value: '1', label: a.yes },
        { value: '0', label: a.no },
      ],
    },
  ];
  const page = useListPage(activitiesList, { defaults: DEFAULTS, fields, csv: 'activities' });

  function open(row: ActivityRow | 'new') {
    setEditing(row);
    form.setFieldsValue(row === 'new' ? { ...EMPTY, type_id: typeOptions[0]?.value ?? 0 } : formOf(row));
  }

  async function submit() {
    const values = await form.validateFields();
    save.mutate(
      {
        id: editing === 'new' || editing === null ? undefined : editing.id,
        body: {
          ...values,
          min_deposit: values.min_deposit.trim() === '' ? undefined : values.min_deposit.trim(),
          bonus: values.bonus.trim() === '' ? undefined : values.bonus.trim(),
          sort: values.sort,
          starts_at: values.starts_at.trim(),
          ends_at: values.ends_at.trim(),
        },
      },
      {
        onSuccess: (result) => {
          void message.success(result.message);
          setEditing(null);
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  }

  const columns: TableColumnsType<ActivityRow> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 56 },
    {
      key: 'banner',
      title: a.banner,
      render: (_value, row) => (
        <Image src={row.banner} alt={row.title} width={120} height={48} style={{ objectFit: 'cover' }} />
      ),
    },
    {
      key: 'title',
      title: a.title,
      render: (_value, row) => (
        <div className="cell-stack">
          <span>{row.title}</span>
          <Typography.Text type="secondary">{row.type_name}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'schedule',
      title: a.schedule,
      render: (_value, row) => (
        <div className="cell-stack">
          <Tag color={row.state === 1 ? 'green' : row.state === 0 ? 'blue' : 'default'}>
            {a.scheduleStates[row.state]}
          </Tag>
          <Typography.Text type="secondary">
            {row.starts_at ?? '—'} ~ {row.ends_at ?? '—'}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'applicable', title: a.applicable, render: (_value, row) => (row.applicable ? a.yes : a.no) },
    {
      key: 'vip',
      title: a.vipLevels,
      render: (_value, row) =>
        row.vip_levels.length === 0 ? '—' : row.vip_levels.map((level) => `VIP${level}`).join(' '),
    },
    moneyColumn<'min_deposit', ActivityRow>('min_deposit', a.minDeposit),
    moneyColumn<'bonus', ActivityRow>('bonus', a.bonus, { strong: true }),
    { key: 'turnover_multiple', title: a.multiple, dataIndex: 'turnover_multiple' },
    { key: 'pending', title: a.pending, dataIndex: 'pending' },
    { key: 'sort', title: a.sort, dataIndex: 'sort' },
    {
      key: 'enabled',
      title: a.enabled,
      render: (_value, row) => <Tag color={row.enabled ? 'green' : 'default'}>{row.enabled ? a.yes : a.no}</Tag>,
    },
    ...(manage
      ? [
          actionsColumn<ActivityRow>((row) => (
            <Button size="small" onClick={() => open(row)}>
              {a.edit}
            </Button>
          )),
        ]
      : []),
  ];

  return (
    <ListPage
      title={a.activitiesTitle}
      sub={a.activitiesSub}
      create={manage ? { text: a.newActivity, onClick: () => open('new') } : undefined}
      page={page}
      columns={columns}
      rowKey="id"
    >
      <Modal
        open={editing !== null}
        title={editing === 'new' ? a.newActivity : a.editActivity}
        okText={a.save}
        cancelText={a.cancel}
        confirmLoading={save.isPending}
        onOk={() => void submit()}
        onCancel={() => setEditing(null)}
        width={720}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="type_id" label={a.type} rules={[{ required: true, message: '请选择类型' }]}>
            <Select options={typeOptions} />
          </Form.Item>
          <Form.Item name="title" label={a.title} rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item
            name="banner"
            label={a.banner}
            extra={a.bannerHint}
            rules={[{ required: true, message: '请上传图片或填写图片地址' }]}
          >
            <BannerField />
          </Form.Item>
          <Form.Item
            name="content"
            label={a.content}
            rules={[{ required: true, whitespace: true, message: '请填写活动内容' }]}
          >
            <Input.TextArea rows={6} maxLength={50_000} />
          </Form.Item>
          <Form.Item name="memo" label={a.memo}>
            <Input.TextArea rows={3} maxLength={20_000} />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item name="starts_at" label={a.startsAt} extra={a.timeHint}>
              <Input placeholder="2026-01-01 00:00:00" />
            </Form.Item>
            <Form.Item name="ends_at" label={a.endsAt} extra={a.timeHint}>
              <Input placeholder="2026-12-31 23:59:59" />
            </Form.Item>
          </Flex>
          <Flex gap={24} wrap>
            <Form.Item name="applicable" label={a.applicable} extra={a.applicableHint} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="require_deposit" label={a.requireDeposit} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="enabled" label={a.enabled} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Flex>
          <Form.Item name="vip_levels" label={a.vipLevels} extra={a.vipHint}>
            <Select mode="multiple" options={VIP_OPTIONS} allowClear />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item name="min_deposit" label={a.minDeposit}>
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="bonus" label={a.bonus}>
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="turnover_multiple" label={a.multiple}>
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="sort" label={a.sort}>
              <Input inputMode="numeric" />
            </Form.Item>
          </Flex>
        </Form>
      </Modal>
    </ListPage>
  );
}
