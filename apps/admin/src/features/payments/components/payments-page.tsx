import {
  AdminPaymentGatewayCreateSchema,
  AdminRechargeChannelCreateSchema,
  AdminRechargeTypeCreateSchema,
  AdminWithdrawChannelUpdateSchema,
  AdminWithdrawSettingsUpdateSchema,
} from '@app/shared/contracts';
import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
  type FormRule,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { actionsColumn, enabledColumn } from '../../../components/columns';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { EditButton } from '../../../components/row-actions';
import { SortInput } from '../../../components/sort-input';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import {
  useGatewayOptions,
  usePaymentsList,
  useSavePaymentsRow,
  useSaveWithdrawSettings,
  useWithdrawSettings,
  type PaymentsResource,
  type PaymentsRow,
} from '../api/payments-api';

const p = zh.payments;

type Option = { value: string; label: string };
type Row = Record<string, unknown>;

interface Field {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'money' | 'number' | 'switch' | 'select' | 'list' | 'password';
  options?: readonly Option[];
  /** Choices that depend on the row being edited (e.g. its current, disabled gateway). */
  optionsFor?: (row: Row) => readonly Option[];
  schema?: z.ZodType;
  required?: boolean;
  /** Required when creating only (a stored secret is kept when left empty). */
  requiredOnCreate?: boolean;
  /** When editing, an empty value is not checked against the schema (it means "keep"). */
  emptyAllowedOnEdit?: boolean;
  /** Set once when creating; shown read-only and never sent afterwards. */
  createOnly?: boolean;
  placeholder?: string;
  /** Help text under the field, for the row being edited (`isNew` for a new row). */
  extra?: (row: Row, isNew: boolean) => ReactNode;
}

const T = AdminRechargeTypeCreateSchema.shape;
const C = AdminRechargeChannelCreateSchema.shape;
const W = AdminWithdrawChannelUpdateSchema.shape;
const G = AdminPaymentGatewayCreateSchema.shape;

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
  // The choices come from the configured gateways (ChannelsTab fills them in).
  { name: 'gateway', label: p.gateway, kind: 'select', options: [{ value: '', label: p.offline }] },
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

const GATEWAY_FIELDS: Field[] = [
  {
    name: 'code',
    label: p.gatewayCode,
    schema: G.code,
    required: true,
    createOnly: true,
    placeholder: 'acme-pay',
    extra: () => p.gatewayCodeHint,
  },
  { name: 'name', label: p.gatewayName, schema: G.name, required: true },
  { name: 'kind', label: p.gatewayKind, kind: 'select', options: p.gatewayKinds, required: true },
  { name: 'merchant_id', label: p.merchantId, schema: G.merchant_id, required: true },
  {
    name: 'secret',
    label: p.secret,
    kind: 'password',
    schema: G.secret,
    requiredOnCreate: true,
    emptyAllowedOnEdit: true,
    extra: (row, isNew) =>
      isNew || typeof row.secret_last4 !== 'string' ? p.secretNewHint : p.secretKeepHint(row.secret_last4),
  },
  {
    name: 'cashier_url',
    label: p.cashierUrl,
    schema: G.cashier_url,
    required: true,
    placeholder: 'https://pay.example.com/cashier',
  },
  {
    name: 'site_url',
    label: p.siteUrl,
    schema: G.site_url,
    required: true,
    placeholder: 'https://www.example.com',
    extra: () => p.siteUrlHint,
  },
  {
    name: 'notify_ips',
    label: p.notifyIps,
    kind: 'list',
    schema: G.notify_ips,
    placeholder: '203.0.113.8',
    extra: () => p.notifyIpsHint,
  },
  { name: 'enabled', label: p.enabled, kind: 'switch' },
];

/** A rule that lets an empty value through (e.g. a secret left empty to keep the stored one). */
function unlessEmpty(rule: FormRule): FormRule {
  return (form) => {
    const resolved = typeof rule === 'function' ? rule(form) : rule;
    return {
      ...resolved,
      validator: async (ruleObject, value: unknown) => {
        if (value === undefined || value === null || value === '') return;
        await resolved.validator?.(ruleObject, value, () => undefined);
      },
    };
  };
}

/** min ≤ max, checked in the form before anything is sent. */
const maxRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const min = Number(getFieldValue('min'));
    if (value !== undefined && value !== '' && Number.isFinite(min) && Number(value) < min)
      throw new Error(p.minAboveMax);
  },
});

/**
 * The control of one field. Form.Item hands its child `id`, `value`/`checked` and `onChange`; they
 * are passed on to the antd control (without them the control is not bound to the form and its
 * label points nowhere).
 */
function FieldInput({
  field,
  row,
  disabled,
  ...control
}: {
  field: Field;
  row: Row;
  disabled: boolean;
  [formProp: string]: unknown;
}): ReactNode {
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea {...control} rows={3} maxLength={1000} />;
    case 'number':
      return <SortInput {...control} />;
    case 'switch':
      return <Switch {...control} />;
    case 'select':
      return <Select {...control} options={[...(field.optionsFor?.(row) ?? field.options ?? [])]} />;
    case 'list':
      return (
        <Select
          {...control}
          mode="tags"
          tokenSeparators={[',', ' ']}
          placeholder={field.placeholder ?? p.fixedAmountsHint}
        />
      );
    case 'password':
      // A new value only: the stored secret is never sent back to the browser.
      return <Input.Password {...control} autoComplete="new-password" placeholder={field.placeholder} />;
    case 'money':
    case 'text':
    case undefined:
      return <Input {...control} disabled={disabled} placeholder={field.placeholder} />;
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
  row: Row | null;
  resource: PaymentsResource;
  extra?: Row;
  onClose: () => void;
}) {
  const save = useSavePaymentsRow(resource);
  const idOf = (item: Row) => (typeof item.id === 'number' ? item.id : undefined);
  return (
    <FormModal<Row, Row, { id?: number; body: Row }>
      item={row}
      title={() => title}
      initialValues={(item) => ({ enabled: true, allow_custom_amount: true, gateway: '', usdt_protocol: '', ...item })}
      save={save}
      variables={(values, item) => {
        const id = idOf(item);
        const body: Row = { ...extra };
        for (const field of fields) {
          if (field.createOnly && id !== undefined) continue;
          const value = values[field.name];
          body[field.name] = typeof value === 'string' ? value.trim() : (value ?? null);
        }
        return { ...(id === undefined ? {} : { id }), body };
      }}
      onClose={onClose}
    >
      {(item) => {
        const isNew = idOf(item) === undefined;
        return fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            extra={field.extra?.(item, isNew)}
            validateFirst
            valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
            dependencies={field.name === 'max' ? ['min'] : undefined}
            rules={
              field.createOnly && !isNew
                ? []
                : [
                    ...(field.required || (field.requiredOnCreate && isNew)
                      ? [{ required: true, message: p.required(field.label) }]
                      : []),
                    ...(field.schema
                      ? [
                          field.emptyAllowedOnEdit && !isNew
                            ? unlessEmpty(zodRule(field.schema))
                            : zodRule(field.schema),
                        ]
                      : []),
                    ...(field.name === 'max' ? [maxRule] : []),
                  ]
            }
          >
            <FieldInput field={field} row={item} disabled={Boolean(field.createOnly && !isNew)} />
          </Form.Item>
        ));
      }}
    </FormModal>
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
  const [editing, setEditing] = useState<Row | null>(null);
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const all: TableColumnsType<PaymentsRow<R>> = [
    ...columns,
    enabledColumn(p.enabled, save),
    actionsColumn((row) => <EditButton onClick={() => setEditing(row)} />),
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
  const gateways = useGatewayOptions();
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const typeOptions = (types.data ?? []).map((type) => ({ value: type.id, label: type.name }));
  const gatewayLabel = (code: string) => {
    const gateway = gateways.data?.find((option) => option.code === code);
    if (!gateway) return code;
    return `${gateway.name}（${gateway.code}）${gateway.enabled ? '' : ` ${p.gatewayDisabled}`}`;
  };
  // Enabled gateways, plus the channel's own one when it is switched off (so saving keeps it).
  const fields = useMemo(
    () =>
      CHANNEL_FIELDS.map((field) =>
        field.name === 'gateway'
          ? {
              ...field,
              optionsFor: (row: Row) => [
                { value: '', label: p.offline },
                ...(gateways.data ?? [])
                  .filter((option) => option.enabled || option.code === row.gateway)
                  .map((option) => ({
                    value: option.code,
                    label: `${option.name}（${option.code}）${option.enabled ? '' : ` ${p.gatewayDisabled}`}`,
                  })),
              ],
            }
          : field,
      ),
    [gateways.data],
  );
  return (
    <ListTab
      resource="recharge-channels"
      fields={fields}
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
        {
          key: 'gateway',
          title: p.gateway,
          render: (_v, row) => (row.gateway === null ? p.offline : gatewayLabel(row.gateway)),
        },
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

function GatewaysTab() {
  return (
    <ListTab
      resource="payment-gateways"
      fields={GATEWAY_FIELDS}
      newRow={{ kind: 'signed_redirect', notify_ips: [], enabled: true }}
      columns={[
        { key: 'code', title: p.gatewayCode, dataIndex: 'code' },
        { key: 'name', title: p.gatewayName, dataIndex: 'name' },
        { key: 'merchant', title: p.merchantId, dataIndex: 'merchant_id' },
        {
          key: 'secret',
          title: p.secret,
          render: (_v, row) => (row.secret_set ? p.secretSet(row.secret_last4) : <Tag>{p.secretUnset}</Tag>),
        },
        {
          key: 'notify',
          title: p.notifyUrl,
          render: (_v, row) => <Typography.Text copyable={{ text: row.notify_url }}>{row.notify_url}</Typography.Text>,
        },
        {
          key: 'ips',
          title: p.notifyIps,
          render: (_v, row) => (row.notify_ips.length === 0 ? p.anyIp : row.notify_ips.join('、')),
        },
        { key: 'updated', title: p.updatedAt, dataIndex: 'updated_at' },
      ]}
    />
  );
}

/** start ≠ end: the window must not be empty (00:00–24:00 is the whole day). */
const windowRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const startValue: unknown = getFieldValue('window_start');
    const start = typeof startValue === 'string' ? startValue.trim() : '';
    const end = typeof value === 'string' ? value.trim() : '';
    // 00:00–00:00 reads as 00:00–24:00 (the end 00:00 is midnight); any other equal pair is empty.
    if (start !== '' && end === start && start !== '00:00') throw new Error(p.windowEmpty);
  },
});

function WithdrawSettingsTab() {
  const settings = useWithdrawSettings();
  const save = useSaveWithdrawSettings();
  const saveWithToast = useSaveWithToast();
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
      onFinish={(values: Row) => saveWithToast(save, values)}
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
      <Flex gap={12}>
        <Form.Item
          name="window_start"
          label={p.windowStart}
          style={{ flex: 1 }}
          rules={[{ required: true, message: p.required(p.windowStart) }, zodRule(S.window_start)]}
        >
          <Input placeholder="00:00" maxLength={5} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="window_end"
          label={p.windowEnd}
          style={{ flex: 1 }}
          dependencies={['window_start']}
          rules={[{ required: true, message: p.required(p.windowEnd) }, zodRule(S.window_end), windowRule]}
        >
          <Input placeholder="24:00" maxLength={5} inputMode="numeric" />
        </Form.Item>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
        {p.windowHint}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {zh.common.save}
      </Button>
    </Form>
  );
}

/**
 * 支付设置: recharge types, recharge channels (company accounts / USDT addresses), payment gateways,
 * withdraw channels, limits and the withdraw time window.
 */
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
            { key: 'gateways', label: p.tabGateways, children: <GatewaysTab /> },
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
