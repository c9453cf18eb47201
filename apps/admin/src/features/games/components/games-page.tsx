import { AdminGameCreateSchema, AdminGameUpdateSchema, type AdminGame } from '@app/shared/contracts';
import { Flex, Form, Image, Input, Select, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, enabledColumn } from '../../../components/columns';
import type { FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { FormModal } from '../../../components/form-modal';
import { EditButton } from '../../../components/row-actions';
import { RowSwitch } from '../../../components/row-switch';
import { zodRule } from '../../../lib/form-rules';
import { useListPage } from '../../../hooks/use-list-page';
import { useGameCategories } from '../api/game-categories';
import { useGamePlatforms } from '../api/list-game-platforms';
import { gamesList } from '../api/list-games';
import { useSaveGame } from '../api/save-game';
import { catalogueTexts as t } from '../games-texts';
import { EnabledField, ImageField, NameField, SortField } from './catalogue-fields';
import { MarkTag } from './mark-tag';

const DEFAULTS = {
  sort: 'sort',
  order: 'asc',
  platname: '',
  category: '',
  name: '',
  enabled: '',
  app_state: '',
};

const C = AdminGameCreateSchema.shape;
const U = AdminGameUpdateSchema.shape;
const YES_NO = [
  { value: '1', label: t.yes },
  { value: '0', label: t.no },
];

/** The platform and category choices (the category list leaves out 热门推荐, which is not a game category). */
function useChoices() {
  const platforms = useGamePlatforms({ page: '1', per_page: '100', order: 'asc' });
  const categories = useGameCategories();
  return useMemo(
    () => ({
      platforms: (platforms.data?.data ?? []).map((row) => ({
        value: row.platname,
        label: `${row.name}（${row.platname}）`,
      })),
      categories: (categories.data ?? [])
        .filter((row) => row.code !== 'concise')
        .map((row) => ({ value: row.code, label: row.name })),
    }),
    [platforms.data, categories.data],
  );
}

interface GameForm {
  platname?: string;
  game_code?: string;
  supplier?: string;
  name: string;
  category_code: string;
  game_img: string;
  desc_mark: string;
  mark_color: string;
  app_state: boolean;
  sort: number;
  enabled: boolean;
}

const text = (value: string | undefined) => (value ?? '').trim();

/** Create (`game` = 'new') or edit a game. */
function GameModal({ game, onClose }: { game: AdminGame | 'new' | null; onClose: () => void }) {
  const save = useSaveGame();
  const choices = useChoices();
  return (
    <FormModal<AdminGame | 'new', GameForm, { id?: number; body: Record<string, unknown> }>
      item={game}
      title={(item) => (item === 'new' ? t.createGameTitle : t.editGameTitle(item.name))}
      initialValues={(item) =>
        item === 'new'
          ? { app_state: true, enabled: true, sort: 0, game_img: '', desc_mark: '', mark_color: '' }
          : {
              name: item.name,
              category_code: item.category_code,
              game_img: item.game_img,
              desc_mark: item.desc_mark,
              mark_color: item.mark_color,
              app_state: item.app_state === 1,
              sort: item.sort,
              enabled: item.enabled,
              supplier: item.supplier,
            }
      }
      save={save}
      variables={(values, item) => {
        const body: Record<string, unknown> = {
          name: text(values.name),
          category_code: values.category_code,
          game_img: text(values.game_img),
          desc_mark: text(values.desc_mark),
          mark_color: text(values.mark_color),
          app_state: values.app_state ? 1 : 0,
          sort: values.sort ?? 0,
          enabled: values.enabled,
          supplier: text(values.supplier),
        };
        if (item === 'new') {
          body.platname = values.platname;
          body.game_code = text(values.game_code);
        }
        return { ...(item === 'new' ? {} : { id: item.id }), body };
      }}
      onClose={onClose}
    >
      {(item) => (
        <>
          {item === 'new' ? (
            <>
              <Form.Item name="platname" label={t.platform} rules={[{ required: true, message: t.choose(t.platform) }]}>
                <Select options={choices.platforms} placeholder={t.choose(t.platform)} />
              </Form.Item>
              <Form.Item
                name="game_code"
                label={t.gameCode}
                extra={t.gameCodeHint}
                rules={[{ required: true, message: t.required(t.gameCode) }, zodRule(C.game_code)]}
              >
                <Input maxLength={60} />
              </Form.Item>
            </>
          ) : (
            <Form.Item label={t.gameCode}>
              <Typography.Text>
                <Tag>{item.platname}</Tag>
                {item.game_code}
              </Typography.Text>
            </Form.Item>
          )}
          <NameField label={t.gameName} schema={C.name} max={60} />
          <Form.Item
            name="category_code"
            label={t.category}
            rules={[{ required: true, message: t.choose(t.category) }]}
          >
            <Select options={choices.categories} placeholder={t.choose(t.category)} />
          </Form.Item>
          <ImageField schema={U.game_img} />
          <Flex gap={12} wrap>
            <Form.Item name="desc_mark" label={t.descMark} rules={[zodRule(U.desc_mark)]} style={{ flex: '1 1 140px' }}>
              <Input maxLength={10} />
            </Form.Item>
            <Form.Item
              name="mark_color"
              label={t.markColor}
              extra={t.markColorHint}
              rules={[zodRule(U.mark_color)]}
              style={{ flex: '1 1 160px' }}
            >
              <Input maxLength={7} />
            </Form.Item>
          </Flex>
          <Form.Item name="supplier" label={t.supplier} extra={t.supplierHint} rules={[zodRule(U.supplier)]}>
            <Input maxLength={40} />
          </Form.Item>
          <Flex gap={12} wrap>
            <SortField schema={U.sort} style={{ flex: '1 1 140px' }} />
            <Form.Item
              name="app_state"
              label={t.appState}
              valuePropName="checked"
              extra={t.appStateHint}
              style={{ flex: '1 1 140px' }}
            >
              <Switch />
            </Form.Item>
            <EnabledField />
          </Flex>
        </>
      )}
    </FormModal>
  );
}

/** 游戏列表: the catalogue of every platform, filtered and sorted on the server. */
export default function GamesPage() {
  const save = useSaveGame();
  const choices = useChoices();
  const [editing, setEditing] = useState<AdminGame | 'new' | null>(null);

  const fields: FilterField[] = [
    { kind: 'text', name: 'name', label: t.nameOrCode },
    { kind: 'select', name: 'category', label: t.category, options: choices.categories },
    { kind: 'select', name: 'platname', label: t.platform, options: choices.platforms },
    { kind: 'select', name: 'enabled', label: t.enabled, options: YES_NO },
    { kind: 'select', name: 'app_state', label: t.appState, options: YES_NO },
  ];

  const page = useListPage(gamesList, { defaults: DEFAULTS, fields: fields, csv: 'games' });

  const columns: TableColumnsType<AdminGame> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    {
      key: 'name',
      title: t.gameName,
      render: (_value, row) => (
        <Flex gap={8} align="center">
          {row.game_img ? (
            <Image
              src={row.game_img}
              alt=""
              width={40}
              height={40}
              preview={false}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ) : null}
          <div className="cell-stack">
            <span>
              {row.name} <MarkTag text={row.desc_mark} color={row.mark_color} />
            </span>
            <Typography.Text type="secondary">{row.game_code}</Typography.Text>
          </div>
        </Flex>
      ),
    },
    { key: 'platname', title: t.platform, render: (_value, row) => <Tag>{row.platform_name || row.platname}</Tag> },
    { key: 'category', title: t.category, render: (_value, row) => row.category_name || row.category_code },
    {
      key: 'app_state',
      title: t.appState,
      render: (_value, row) => (
        <RowSwitch
          size="small"
          rowId={row.id}
          checked={row.app_state === 1}
          label={`${row.name} ${t.appState}`}
          save={save}
          variables={(checked) => ({ id: row.id, body: { app_state: checked ? 1 : 0 } })}
        />
      ),
    },
    enabledColumn(t.enabled, save),
    { key: 'sort', title: t.sort, dataIndex: 'sort' },
    actionsColumn((row) => <EditButton onClick={() => setEditing(row)} name={row.name} />),
  ];

  return (
    <ListPage
      title={t.gamesTitle}
      sub={t.gamesSub}
      create={{ text: t.createGame, onClick: () => setEditing('new') }}
      page={page}
      columns={columns}
      rowKey="id"
    >
      <GameModal game={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
