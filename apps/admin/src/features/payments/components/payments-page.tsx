import {
  AdminRechargeChannelCreateSchema,
  AdminRechargeTypeCreateSchema,
  AdminWithdrawChannelUpdateSchema,
  AdminWithdrawSettingsUpdateSchema,
} from '@app/shared/contracts';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Skeleton,
  Switch,
  Table,
  Tabs,
  type FormRule,
  type TableColumnsType,
} from 'antd';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import {
  usePaymentsList,
  useSavePaymentsRow,
  useSaveWithdrawSettings,
  useWithdrawSettings,
  type PaymentsResource,
  type PaymentsRow,
} from '../api/payments-api';

const p = zh.payments;

interface Field {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'money' | 'number' | 'switch' | 'select' | 'list';
  options?: readonly { value: string; label: string }[];
  schema?: z.ZodType;
  required?: boolean;
}

const T = AdminRechargeTypeCreateSchema.shape;
const C = AdminRechargeChannelCreateSchema.shape;
const W = AdminWithdrawChannelUpdateSchema.shape;

const TYPE_FIELDS: Field[] = [
  { name: 'name', label: p.name, schema: T.name, required: true },
  { name: 'kind', label: p.kind, kind: 'select', options: p.kinds, required: true },
  { name: 'min', label: p.min, kind: 'money', schema: T.min, required: true },
  { name: 'max', label: p.max, kind: 'money', schema: T.max, required: true },
  { name: 'rate', label: p.rate, schema: T.rate },
  { name: 'logo', label: p.logo, schema: T.logo },
  { name: 'gift_info', label: p.giftInfo, schema: T.gift_info },
  { name: 'download_url', label: p.downloadUrl, schema: T.download_url },
  { name: 'description', label: p.description, kind: 'textarea', schema: T.description },
  { name: 'sort', label: p.sort, kind: 'number' },
  { name: 'enabled', label: p.enabled, kind: 'switch' },
];

const CHANNEL_FIELDS: Field[] = [
  { name: 'name', label: p.channelName, schema: C.name, required: true },
  {
    name: 'gateway',
    label: p.gateway,
    kind: 'select',
    options: [
      { value: '', label: p.offline },
      { value: 'sandbox', label: 'sandbox' },
    ],
  },
  { name: 'min', label: p.min, kind: 'money', schema: C.min, required: true },
  { name: 'max', label: p.max, kind: 'money', schema: C.max, required: true },
  { name: 'allow_custom_amount', label: p.allowCustom, kind: 'switch' },
  { name: 'need_fixed_amount', label: p.needFixed, kind: 'switch' },
  { name: 'fixed_amounts', label: p.fixedAmounts, kind: 'list' },
  { name: 'bank_name', label: p.bankName, schema: C.bank_name },
  { name: 'account_name', label: p.accountName, schema: C.account_name },
  { name: 'account_no', label: p.accountNo, schema: C.account_no },
  { name: 'branch', label: p.branch, schema: C.branch },
  {
    name: 'usdt_protocol',
    label: p.usdtProtocol,
    kind: 'select',
    options: [
      { value: '', label: p.none },
      { value: 'TRC20', label: 'TRC20' },
      { value: 'ERC20', label: 'ERC20' },
    ],
  },
  { name: 'usdt_address', label: p.usdtAddress, schema: C.usdt_address },
  { name: 'turnover_multiple', label: p.turnover, schema: C.turnover_multiple },
  { name: 'sort', label: p.sort, kind: 'number' },
  { name: 'enabled', label: p.enabled, kind: 'switch' },
];

const WITHDRAW_FIELDS: Field[] = [
  { name: 'name', label: p.channelName, schema: W.name, required: true },
  { name: 'min', label: p.min, kind: 'money', schema: W.min, required: true },
  { name: 'max', label: p.max, kind: 'money', schema: W.max, required: true },
  { name: 'rate', label: p.rate, schema: W.rate },
  { name: 'fee', label: p.fee, schema: W.fee },
  { name: 'logo', label: p.logo, schema: W.logo },
  { name: 'gift_info', label: p.giftInfo, schema: W.gift_info },
  { name: 'description', label: p.description, kind: 'textarea', schema: W.description },
  { name: 'sort', label: p.sort, kind: 'number' },
  { name: 'enabled', label: p.enabled, kind: 'switch' },
];

/** min ≤ max, checked in the form before anything is sent. */
const maxRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const min = Number(getFieldValue('min'));
    if (value !== undefined && value !== '' && Number.isFinite(min) && Number(value) < min)
      throw new Error(p.minAboveMax);
  },
});

function FieldInput({ field }: { field: Field }): ReactNode {
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={1000} />;
    case 'number':
      return <InputNumber precision={0} min={-100_000} max={100_000} style={{ width: '100%' }} />;
    case 'switch':
      return <Switch />;
    case 'select':
      return <Select options={field.options ? [...field.options] : []} />;
    case 'list':
      return <Select mode="tags" tokenSeparators={[',', ' ']} placeholder={p.fixedAmountsHint} />;
    case 'money':
    case 'text':
    case undefined:
      return <Input />;
  }
}

/** The edit (or create) form of one row; `row` null = closed, {} = new. */
function EditModal({
  title,
  fields,
  row,
  resource,
  extra,
  onClose,
}: {
  title: string;
  fields: Field[];
  row: Record<string, unknown> | null;
  resource: PaymentsResource;
  extra?: Record<string, unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const { message } = App.useApp();
  const save = useSavePaymentsRow(resource);
  const id = typeof row?.id === 'number' ? row.id : undefined;
  return (
    <Modal
      open={row !== null}
      title={title}
      okText={zh.common.save}
      okButtonProps={{ loading: save.isPending }}
      cancelButtonProps={{ disabled: save.isPending }}
      onOk={() => form.submit()}
      onCancel={() => !save.isPending && onClose()}
      destroyOnHidden
    >
      {row ? (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ enabled: true, allow_custom_amount: true, gateway: '', usdt_protocol: '', ...row }}
          onFinish={(values) => {
            const body: Record<string, unknown> = { ...extra };
            for (const field of fields) {
              const value = values[field.name];
              body[field.name] = typeof value === 'string' ? value.trim() : (value ?? null);
            }
            save.mutate(
              { ...(id === undefined ? {} : { id }), body },
              {
                onSuccess: ({ message: text }) => {
                  void message.success(text);
                  onClose();
                },
              },
            );
          }}
        >
          {fields.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={field.label}
              valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
              dependencies={field.name === 'max' ? ['min'] : undefined}
              rules={[
                ...(field.required ? [{ required: true, message: p.required(field.label) }] : []),
                ...(field.schema ? [zodRule(field.schema)] : []),
                ...(field.name === 'max' ? [maxRule] : []),
              ]}
            >
              <FieldInput field={field} />
            </Form.Item>
          ))}
        </Form>
      ) : null}
    </Modal>
  );
}

function ListTab<R extends PaymentsResource>({
  resource,
  columns,
  fields,
  newRow,
  extra,
  toolbar,
  filter,
}: {
  resource: R;
  filter?: (row: PaymentsRow<R>) => boolean;
  columns: TableColumnsType<PaymentsRow<R>>;
  fields: Field[];
  newRow?: Record<string, unknown>;
  extra?: ReactNode;
  toolbar?: ReactNode;
}) {
  const list = usePaymentsList(resource);
  const save = useSavePaymentsRow(resource);
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const all: TableColumnsType<PaymentsRow<R>> = [
    ...columns,
    {
      key: 'enabled',
      title: p.enabled,
      render: (_value, row) => (
        <Switch
          checked={row.enabled}
          loading={save.isPending && save.variables.id === row.id}
          aria-label={`${row.name} ${p.enabled}`}
          onChange={(checked) =>
            save.mutate(
              { id: row.id, body: { enabled: checked } },
              { onSuccess: ({ message: text }) => void message.success(text) },
            )
          }
        />
      ),
    },
    {
      key: 'actions',
      title: zh.common.actions,
      fixed: 'right',
      render: (_value, row) => (
        <Button size="small" onClick={() => setEditing(row)}>
          {zh.common.edit}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between">
        {toolbar ?? <span />}
        {newRow ? (
          <Button type="primary" onClick={() => setEditing(newRow)}>
            {p.create}
          </Button>
        ) : null}
      </Flex>
      {extra}
      <Table
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={filter ? (list.data ?? []).filter(filter) : (list.data ?? [])}
        columns={all}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={zh.common.empty} /> }}
      />
      <EditModal
        title={editing && typeof editing.id === 'number' ? p.editTitle(String(editing.name)) : p.create}
        fields={fields}
        row={editing}
        resource={resource}
        {...(editing && typeof editing.id !== 'number' && editing.type_id
          ? { extra: { type_id: editing.type_id } }
          : {})}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}

function ChannelsTab() {
  const types = usePaymentsList('recharge-types');
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const typeOptions = (types.data ?? []).map((type) => ({ value: type.id, label: type.name }));
  return (
    <ListTab
      resource="recharge-channels"
      fields={CHANNEL_FIELDS}
      filter={(row) => typeId === undefined || row.type_id === typeId}
      {...(typeId === undefined ? {} : { newRow: { type_id: typeId } })}
      toolbar={
        <Select
          allowClear
          placeholder={p.chooseType}
          style={{ minWidth: 200 }}
          options={typeOptions}
          value={typeId}
          onChange={(value: number | undefined) => setTypeId(value)}
        />
      }
      extra={typeId === undefined ? <span>{p.chooseTypeHint}</span> : null}
      columns={[
        { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
        { key: 'type', title: p.kind, dataIndex: 'type_name' },
        { key: 'name', title: p.channelName, dataIndex: 'name' },
        { key: 'gateway', title: p.gateway, render: (_v, row) => row.gateway ?? p.offline },
        { key: 'limits', title: p.limits, render: (_v, row) => `${row.min} ~ ${row.max}` },
        {
          key: 'account',
          title: p.account,
          render: (_v, row) =>
            row.usdt_address
              ? `${row.usdt_protocol ?? ''} ${row.usdt_address}`
              : [row.bank_name, row.account_no].filter(Boolean).join(' '),
        },
        { key: 'sort', title: p.sort, dataIndex: 'sort' },
      ]}
    />
  );
}

function WithdrawSettingsTab() {
  const settings = useWithdrawSettings();
  const save = useSaveWithdrawSettings();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const S = AdminWithdrawSettingsUpdateSchema.shape;
  if (settings.isLoading) return <Skeleton active />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      initialValues={settings.data}
      onFinish={(values: Record<string, unknown>) =>
        save.mutate(values, { onSuccess: ({ message: text }) => void message.success(text) })
      }
    >
      <Form.Item
        name="daily_count"
        label={p.dailyCount}
        rules={[{ required: true, message: p.required(p.dailyCount) }, zodRule(S.daily_count)]}
      >
        <InputNumber precision={0} min={1} max={1000} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="daily_amount"
        label={p.dailyAmount}
        rules={[{ required: true, message: p.required(p.dailyAmount) }, zodRule(S.daily_amount)]}
      >
        <Input suffix="元" />
      </Form.Item>
      <Form.Item
        name="second_approval_amount"
        label={p.secondApproval}
        extra={p.secondApprovalHint}
        rules={[{ required: true, message: p.required(p.secondApproval) }, zodRule(S.second_approval_amount)]}
      >
        <Input suffix="元" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {zh.common.save}
      </Button>
    </Form>
  );
}

/** 支付设置: recharge types, recharge channels (company accounts / USDT addresses), withdraw channels and limits. */
export default function PaymentsPage() {
  return (
    <Flex vertical gap={12}>
      <PageHeader title={p.title} />
      <Card size="small">
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'types',
              label: p.tabTypes,
              children: (
                <ListTab
                  resource="recharge-types"
                  fields={TYPE_FIELDS}
                  newRow={{ kind: 'online' }}
                  columns={[
                    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
                    { key: 'name', title: p.name, dataIndex: 'name' },
                    {
                      key: 'kind',
                      title: p.kind,
                      render: (_v, row) => p.kinds.find((k) => k.value === row.kind)?.label ?? row.kind,
                    },
                    { key: 'limits', title: p.limits, render: (_v, row) => `${row.min} ~ ${row.max}` },
                    { key: 'rate', title: p.rate, render: (_v, row) => row.rate || '-' },
                    { key: 'sort', title: p.sort, dataIndex: 'sort' },
                  ]}
                />
              ),
            },
            { key: 'channels', label: p.tabChannels, children: <ChannelsTab /> },
            {
              key: 'withdraw',
              label: p.tabWithdraw,
              children: (
                <ListTab
                  resource="withdraw-channels"
                  fields={WITHDRAW_FIELDS}
                  columns={[
                    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
                    { key: 'name', title: p.channelName, dataIndex: 'name' },
                    {
                      key: 'type',
                      title: p.kind,
                      render: (_v, row) => (row.type === 1 ? p.bankCard : `${p.wallet} ${row.protocol ?? ''}`),
                    },
                    { key: 'limits', title: p.limits, render: (_v, row) => `${row.min} ~ ${row.max}` },
                    { key: 'rate', title: p.rate, render: (_v, row) => row.rate || '-' },
                    { key: 'fee', title: p.fee, dataIndex: 'fee' },
                    { key: 'sort', title: p.sort, dataIndex: 'sort' },
                  ]}
                />
              ),
            },
            { key: 'limits', label: p.tabLimits, children: <WithdrawSettingsTab /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
