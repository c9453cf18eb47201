import { AdminGameCategoryUpdateSchema, type AdminGameCategory } from '@app/shared/contracts';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { MobileRows } from '../../../components/mobile-rows';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useGameCategories, useSaveGameCategory } from '../api/game-categories';
import { catalogueTexts as t } from '../games-texts';

const S = AdminGameCategoryUpdateSchema.shape;

function CategoryModal({ category, onClose }: { category: AdminGameCategory | null; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string; game_img: string; sort: number }>();
  const { message } = App.useApp();
  const save = useSaveGameCategory();
  return (
    <Modal
      open={category !== null}
      title={category ? t.editCategoryTitle(category.name) : ''}
      okText={zh.common.save}
      okButtonProps={{ loading: save.isPending, disabled: save.isPending }}
      cancelButtonProps={{ disabled: save.isPending }}
      onOk={() => form.submit()}
      onCancel={() => !save.isPending && onClose()}
      destroyOnHidden
    >
      {category ? (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ name: category.name, game_img: category.game_img, sort: category.sort }}
          onFinish={(values) =>
            save.mutate(
              {
                id: category.id,
                body: { name: values.name.trim(), game_img: (values.game_img ?? '').trim(), sort: values.sort ?? 0 },
              },
              {
                onSuccess: ({ message: text }) => {
                  void message.success(text);
                  onClose();
                },
              },
            )
          }
        >
          <Form.Item label={t.code}>
            <Tag>{category.code}</Tag>
          </Form.Item>
          <Form.Item
            name="name"
            label={t.categoryName}
            rules={[{ required: true, message: t.required(t.categoryName) }, zodRule(S.name)]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="game_img" label={t.image} extra={t.imageHint} rules={[zodRule(S.game_img)]}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="sort" label={t.sort} extra={t.sortHint} rules={[zodRule(S.sort)]}>
            <InputNumber precision={0} min={-100_000} max={100_000} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** 游戏分类: the lobby categories (fixed codes): name, image, order, enabled. */
export default function CategoriesPage() {
  const categories = useGameCategories();
  const save = useSaveGameCategory();
  const isMobile = useIsMobile();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<AdminGameCategory | null>(null);

  const columns: TableColumnsType<AdminGameCategory> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    {
      key: 'name',
      title: t.categoryName,
      render: (_value, row) => (
        <Flex gap={8} align="center">
          {row.game_img ? <Image src={row.game_img} alt="" width={32} height={32} preview={false} /> : null}
          <div className="cell-stack">
            <span>{row.name}</span>
            {row.code === 'concise' ? <Typography.Text type="secondary">{t.conciseHint}</Typography.Text> : null}
          </div>
        </Flex>
      ),
    },
    { key: 'code', title: t.code, render: (_value, row) => <Tag>{row.code}</Tag> },
    { key: 'count', title: t.gameCount, dataIndex: 'game_count' },
    { key: 'sort', title: t.sort, dataIndex: 'sort' },
    {
      key: 'enabled',
      title: t.enabled,
      render: (_value, row) => (
        <Switch
          checked={row.enabled}
          loading={save.isPending && save.variables.id === row.id}
          aria-label={`${row.name} ${t.enabled}`}
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
        <Button size="small" onClick={() => setEditing(row)} aria-label={`${zh.common.edit} ${row.name}`}>
          {zh.common.edit}
        </Button>
      ),
    },
  ];

  let body;
  if (categories.isError) body = <QueryError error={categories.error} onRetry={() => void categories.refetch()} />;
  else if (isMobile)
    body = (
      <MobileRows
        rows={categories.data ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={categories.isFetching}
        emptyText={categories.isPending ? zh.common.loading : zh.common.empty}
      />
    );
  else
    body = (
      <Table
        rowKey="id"
        size="small"
        loading={categories.isFetching}
        dataSource={categories.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={categories.isPending ? zh.common.loading : zh.common.empty} /> }}
      />
    );

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t.categoriesTitle} sub={t.categoriesSub} />
      <Card size="small">{body}</Card>
      <CategoryModal category={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
