import {
  AdminGameTypeCreateSchema,
  AdminGameTypeEntryCreateSchema,
  type AdminGameType,
  type AdminGameTypeEntry,
} from '@app/shared/contracts';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Flex,
  Form,
  Image,
  Input,
  Select,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { actionsColumn, enabledColumn } from '../../../components/columns';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { ConfirmButton, EditButton } from '../../../components/row-actions';
import { SmallList } from '../../../components/small-list';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useGameCategories } from '../api/game-categories';
import {
  useDeleteGameType,
  useDeleteGameTypeEntry,
  useGameTypeEntries,
  useGameTypes,
  useSaveGameType,
  useSaveGameTypeEntry,
} from '../api/game-types';
import { catalogueTexts as t } from '../games-texts';
import { EnabledField, ImageField, NameField, SortField } from './catalogue-fields';
import { GamePicker } from './game-picker';
import { MarkTag } from './mark-tag';

const T = AdminGameTypeCreateSchema.shape;
const E = AdminGameTypeEntryCreateSchema.shape;

interface TypeForm {
  name: string;
  game_img: string;
  show_type: number;
  game_id?: number | null;
  sort: number;
  enabled: boolean;
}

type SaveVariables = { id?: number; body: Record<string, unknown> };

function TypeModal({ tab, onClose }: { tab: AdminGameType | 'new' | null; onClose: () => void }) {
  const [form] = Form.useForm<TypeForm>();
  const save = useSaveGameType();
  const showType = Form.useWatch('show_type', form);
  return (
    <FormModal<AdminGameType | 'new', TypeForm, SaveVariables>
      item={tab}
      form={form}
      title={(item) => (item === 'new' ? t.createTypeTitle : t.editTypeTitle(item.name))}
      initialValues={(item) =>
        item === 'new'
          ? { show_type: 1, sort: 0, enabled: true, game_img: '' }
          : {
              name: item.name,
              game_img: item.game_img,
              show_type: item.show_type,
              game_id: item.game_id,
              sort: item.sort,
              enabled: item.enabled,
            }
      }
      save={save}
      variables={(values, item) => {
        const body: Record<string, unknown> = {
          name: values.name.trim(),
          game_img: (values.game_img ?? '').trim(),
          show_type: values.show_type,
          sort: values.sort ?? 0,
          enabled: values.enabled,
        };
        if (values.show_type === 2) body.game_id = values.game_id;
        return { ...(item === 'new' ? {} : { id: item.id }), body };
      }}
      onClose={onClose}
    >
      {(item) => (
        <>
          <NameField label={t.typeName} schema={T.name} max={20} />
          <ImageField schema={T.game_img} />
          <Form.Item name="show_type" label={t.showType} rules={[{ required: true, message: t.choose(t.showType) }]}>
            <Select options={[...t.showTypes]} />
          </Form.Item>
          {showType === 2 ? (
            <Form.Item name="game_id" label={t.openGame} rules={[{ required: true, message: t.choose(t.openGame) }]}>
              <GamePicker currentName={item === 'new' ? undefined : item.game_name} />
            </Form.Item>
          ) : null}
          <Flex gap={12} wrap>
            <SortField schema={T.sort} style={{ flex: '1 1 160px' }} />
            <EnabledField />
          </Flex>
        </>
      )}
    </FormModal>
  );
}

interface EntryForm {
  kind: 'game' | 'category';
  game_id?: number | null;
  category_id?: number | null;
  name: string;
  game_img: string;
  desc_mark: string;
  mark_color: string;
  desc_num: string;
  desc_unit: string;
  betrayal: string;
  home_desc: string;
  sort?: number | null;
}

const DECORATIONS: { name: keyof EntryForm & keyof typeof E; label: string; extra?: string; max: number }[] = [
  { name: 'name', label: t.displayName, extra: t.displayNameHint, max: 40 },
  { name: 'game_img', label: t.entryImage, extra: t.imageHint, max: 500 },
  { name: 'desc_mark', label: t.descMark, max: 10 },
  { name: 'mark_color', label: t.markColor, extra: t.markColorHint, max: 7 },
  { name: 'desc_num', label: t.descNum, max: 20 },
  { name: 'desc_unit', label: t.descUnit, max: 10 },
  { name: 'betrayal', label: t.betrayal, max: 40 },
  { name: 'home_desc', label: t.homeDesc, max: 100 },
];

function EntryModal({
  typeId,
  entry,
  onClose,
}: {
  typeId: number;
  entry: AdminGameTypeEntry | 'new' | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<EntryForm>();
  const save = useSaveGameTypeEntry();
  const categories = useGameCategories();
  const kind = Form.useWatch('kind', form);
  return (
    <FormModal<AdminGameTypeEntry | 'new', EntryForm, SaveVariables & { typeId: number }>
      item={entry}
      form={form}
      title={(item) => (item === 'new' ? t.createEntryTitle : t.editEntryTitle)}
      initialValues={(item) =>
        item === 'new'
          ? { kind: 'game' }
          : {
              kind: item.kind === 'category' ? 'category' : 'game',
              game_id: item.game_id,
              category_id: item.category_id,
              name: item.name,
              game_img: item.game_img,
              desc_mark: item.desc_mark,
              mark_color: item.mark_color,
              desc_num: item.desc_num,
              desc_unit: item.desc_unit,
              betrayal: item.betrayal,
              home_desc: item.home_desc,
              sort: item.sort,
            }
      }
      save={save}
      variables={(values, item) => {
        const body: Record<string, unknown> = { kind: values.kind };
        if (values.kind === 'game') body.game_id = values.game_id;
        else body.category_id = values.category_id;
        for (const field of DECORATIONS) body[field.name] = String(values[field.name] ?? '').trim();
        if (typeof values.sort === 'number') body.sort = values.sort;
        return { typeId, ...(item === 'new' ? {} : { id: item.id }), body };
      }}
      onClose={onClose}
    >
      {(item) => (
        <>
          <Form.Item name="kind" label={t.entryKind} rules={[{ required: true, message: t.choose(t.entryKind) }]}>
            <Select options={[...t.entryKinds]} />
          </Form.Item>
          {kind === 'category' ? (
            <Form.Item
              name="category_id"
              label={t.category}
              rules={[{ required: true, message: t.choose(t.category) }]}
            >
              <Select
                placeholder={t.choose(t.category)}
                options={(categories.data ?? []).map((row) => ({
                  value: row.id,
                  label: row.enabled ? row.name : `${row.name}（${t.gameDisabled}）`,
                }))}
              />
            </Form.Item>
          ) : (
            <Form.Item name="game_id" label={t.game} rules={[{ required: true, message: t.choose(t.game) }]}>
              <GamePicker currentName={item !== 'new' && item.kind === 'game' ? item.target_name : undefined} />
            </Form.Item>
          )}
          <Flex gap={12} wrap>
            {DECORATIONS.map((field) => (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label}
                extra={field.extra}
                rules={[zodRule(E[field.name])]}
                style={{ flex: field.max >= 100 ? '1 1 100%' : '1 1 200px' }}
              >
                <Input maxLength={field.max} />
              </Form.Item>
            ))}
            <SortField schema={E.sort} style={{ flex: '1 1 200px' }} />
          </Flex>
        </>
      )}
    </FormModal>
  );
}

function EntriesDrawer({ tab, onClose }: { tab: AdminGameType | null; onClose: () => void }) {
  const entries = useGameTypeEntries(tab?.id ?? null);
  const remove = useDeleteGameTypeEntry();
  const isMobile = useIsMobile();
  const saveWithToast = useSaveWithToast();
  const [editing, setEditing] = useState<AdminGameTypeEntry | 'new' | null>(null);

  const columns: TableColumnsType<AdminGameTypeEntry> = [
    {
      key: 'target',
      title: t.target,
      render: (_value, row) => (
        <div className="cell-stack">
          <span>
            <Tag>{row.kind === 'category' ? t.entryKinds[1].label : t.entryKinds[0].label}</Tag>
            {row.target_name || zh.common.none}
          </span>
          {row.target_enabled ? null : (
            <Tooltip title={t.hiddenForMembersHint}>
              <Tag color="warning">{t.hiddenForMembers}</Tag>
            </Tooltip>
          )}
        </div>
      ),
    },
    {
      key: 'display',
      title: t.decorations,
      render: (_value, row) => (
        <Flex gap={8} align="center">
          {row.game_img ? <Image src={row.game_img} alt="" width={32} height={32} preview={false} /> : null}
          <div className="cell-stack">
            <span>
              {row.name || row.target_name} <MarkTag text={row.desc_mark} color={row.mark_color} />
            </span>
            <Typography.Text type="secondary">
              {[row.desc_num ? `${row.desc_num}${row.desc_unit}` : '', row.betrayal, row.home_desc]
                .filter(Boolean)
                .join(' · ') || zh.common.none}
            </Typography.Text>
          </div>
        </Flex>
      ),
    },
    { key: 'sort', title: t.sort, dataIndex: 'sort' },
    actionsColumn((row) => (
      <Flex gap={4} wrap>
        <EditButton onClick={() => setEditing(row)} />
        <ConfirmButton
          confirm={t.removeEntryConfirm}
          onConfirm={() => saveWithToast(remove, row.id)}
          loading={remove.isPending && remove.variables === row.id}
        >
          {t.removeEntry}
        </ConfirmButton>
      </Flex>
    )),
  ];

  let body: ReactNode;
  if (entries.isError) body = <QueryError error={entries.error} onRetry={() => void entries.refetch()} />;
  else
    body = <SmallList rows={entries.data} columns={columns} loading={entries.isFetching} pending={entries.isPending} />;

  return (
    <Drawer
      open={tab !== null}
      title={tab ? t.entriesTitle(tab.name) : ''}
      size={isMobile ? '100%' : 820}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t.createEntry}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={t.entriesHint} />
        {body}
      </Flex>
      {tab ? <EntryModal typeId={tab.id} entry={editing} onClose={() => setEditing(null)} /> : null}
    </Drawer>
  );
}

/** 首页游戏标签: the home game-type tabs and their entries. */
export default function GameTypesPage() {
  const types = useGameTypes();
  const save = useSaveGameType();
  const remove = useDeleteGameType();
  const saveWithToast = useSaveWithToast();
  const [editing, setEditing] = useState<AdminGameType | 'new' | null>(null);
  const [entriesOf, setEntriesOf] = useState<AdminGameType | null>(null);

  const columns: TableColumnsType<AdminGameType> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    {
      key: 'name',
      title: t.typeName,
      render: (_value, row) => (
        <Flex gap={8} align="center">
          {row.game_img ? <Image src={row.game_img} alt="" width={32} height={32} preview={false} /> : null}
          <span>{row.name}</span>
        </Flex>
      ),
    },
    {
      key: 'show_type',
      title: t.showType,
      render: (_value, row) =>
        row.show_type === 2 ? (
          <span>
            <Tag color="blue">{t.showTypes[1].label}</Tag>
            {row.game_name || zh.common.none}
          </span>
        ) : (
          <span>
            <Tag>{t.showTypes[0].label}</Tag>
            {t.entryCount(row.entry_count)}
          </span>
        ),
    },
    { key: 'sort', title: t.sort, dataIndex: 'sort' },
    enabledColumn(t.enabled, save),
    actionsColumn((row) => (
      <Flex gap={4} wrap>
        <EditButton onClick={() => setEditing(row)} name={row.name} />
        {row.show_type === 1 ? (
          <Button size="small" onClick={() => setEntriesOf(row)}>
            {t.manageEntries}
          </Button>
        ) : null}
        <ConfirmButton
          confirm={t.deleteTypeConfirm(row.name)}
          onConfirm={() => saveWithToast(remove, row.id)}
          loading={remove.isPending && remove.variables === row.id}
        >
          {t.deleteType}
        </ConfirmButton>
      </Flex>
    )),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={t.typesTitle}
        sub={t.typesSub}
        create={{ text: t.createType, onClick: () => setEditing('new') }}
      />
      <Card size="small">
        {types.isError ? (
          <QueryError error={types.error} onRetry={() => void types.refetch()} />
        ) : (
          <SmallList rows={types.data} columns={columns} loading={types.isFetching} pending={types.isPending} />
        )}
      </Card>
      <TypeModal tab={editing} onClose={() => setEditing(null)} />
      <EntriesDrawer
        tab={entriesOf ? (types.data?.find((row) => row.id === entriesOf.id) ?? entriesOf) : null}
        onClose={() => setEntriesOf(null)}
      />
    </Flex>
  );
}
