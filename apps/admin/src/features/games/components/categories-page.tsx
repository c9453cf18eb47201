import { AdminGameCategoryUpdateSchema, type AdminGameCategory } from '@app/shared/contracts';
import { Card, Flex, Form, Image, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { actionsColumn, enabledColumn } from '../../../components/columns';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { EditButton } from '../../../components/row-actions';
import { SmallList } from '../../../components/small-list';
import { useGameCategories, useSaveGameCategory } from '../api/game-categories';
import { catalogueTexts as t } from '../games-texts';
import { ImageField, NameField, SortField } from './catalogue-fields';

const S = AdminGameCategoryUpdateSchema.shape;

interface CategoryForm {
  name: string;
  game_img: string;
  sort: number;
}

function CategoryModal({ category, onClose }: { category: AdminGameCategory | null; onClose: () => void }) {
  const save = useSaveGameCategory();
  return (
    <FormModal<AdminGameCategory, CategoryForm, { id: number; body: Record<string, unknown> }>
      item={category}
      title={(row) => t.editCategoryTitle(row.name)}
      initialValues={(row) => ({ name: row.name, game_img: row.game_img, sort: row.sort })}
      save={save}
      variables={(values, row) => ({
        id: row.id,
        body: { name: values.name.trim(), game_img: (values.game_img ?? '').trim(), sort: values.sort ?? 0 },
      })}
      onClose={onClose}
    >
      {(row) => (
        <>
          <Form.Item label={t.code}>
            <Tag>{row.code}</Tag>
          </Form.Item>
          <NameField label={t.categoryName} schema={S.name} max={20} />
          <ImageField schema={S.game_img} />
          <SortField schema={S.sort} />
        </>
      )}
    </FormModal>
  );
}

/** 游戏分类: the lobby categories (fixed codes): name, image, order, enabled. */
export default function CategoriesPage() {
  const categories = useGameCategories();
  const save = useSaveGameCategory();
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
    enabledColumn(t.enabled, save),
    actionsColumn((row) => <EditButton onClick={() => setEditing(row)} name={row.name} />),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t.categoriesTitle} sub={t.categoriesSub} />
      <Card size="small">
        {categories.isError ? (
          <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <SmallList
            rows={categories.data}
            columns={columns}
            loading={categories.isFetching}
            pending={categories.isPending}
          />
        )}
      </Card>
      <CategoryModal category={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
