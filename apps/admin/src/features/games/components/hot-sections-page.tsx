import {
  AdminHotSectionItemCreateSchema,
  AdminHotSectionUpdateSchema,
  type AdminHotSection,
  type AdminHotSectionItem,
} from '@app/shared/contracts';
import { Button, Card, Empty, Flex, Form, Image, Input, Select, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { ConfirmButton, EditButton } from '../../../components/row-actions';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import {
  useHotSections,
  useRemoveHotItem,
  useReorderHotSection,
  useSaveHotItem,
  useSaveHotTitle,
  useUpdateHotItem,
} from '../api/hot-sections';
import { catalogueTexts as t } from '../games-texts';
import { GamePicker } from './game-picker';

const SECTION_IDS = [1, 2, 3] as const;

type Target = { section: number; item?: AdminHotSectionItem };

/** Add a game to a section, or edit an item's description. */
function ItemModal({ target, onClose }: { target: Target | null; onClose: () => void }) {
  const save = useSaveHotItem();
  return (
    <FormModal<Target, { game_id?: number; home_desc: string }, Parameters<typeof save.mutate>[0]>
      item={target}
      title={({ section, item }) => (item ? t.editItemTitle(item.game_name) : t.addGameTitle(section))}
      initialValues={({ item }) => ({ home_desc: item?.home_desc ?? '' })}
      save={save}
      variables={(values, { section, item }) => {
        const homeDesc = (values.home_desc ?? '').trim();
        return item
          ? { section, id: item.id, body: { home_desc: homeDesc } }
          : { section, body: { game_id: values.game_id, home_desc: homeDesc } };
      }}
      onClose={onClose}
    >
      {({ item }) => (
        <>
          {item ? null : (
            <Form.Item name="game_id" label={t.game} rules={[{ required: true, message: t.choose(t.game) }]}>
              <GamePicker />
            </Form.Item>
          )}
          <Form.Item
            name="home_desc"
            label={t.homeDesc}
            rules={[zodRule(AdminHotSectionItemCreateSchema.shape.home_desc)]}
          >
            <Input.TextArea rows={2} maxLength={100} showCount />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

function TitleForm({ section }: { section: AdminHotSection }) {
  const [form] = Form.useForm<{ title: string }>();
  const save = useSaveHotTitle();
  const saveWithToast = useSaveWithToast();
  const isEmpty = section.items.length === 0;
  return (
    <Form
      form={form}
      layout="vertical"
      className="hot-title-form"
      initialValues={{ title: section.custom_title }}
      onFinish={(values) => saveWithToast(save, { section: section.id, title: (values.title ?? '').trim() })}
    >
      <Form.Item
        label={t.sectionTitle}
        extra={isEmpty ? t.sectionTitleEmpty : t.sectionTitleHint(section.default_title)}
        style={{ maxWidth: 520, marginBottom: 8 }}
      >
        <Flex gap={8}>
          <Form.Item name="title" noStyle rules={[zodRule(AdminHotSectionUpdateSchema.shape.title)]}>
            <Input
              maxLength={20}
              placeholder={section.default_title}
              disabled={isEmpty}
              aria-label={`${t.sectionName(section.id)} ${t.sectionTitle}`}
            />
          </Form.Item>
          <Button htmlType="submit" loading={save.isPending} disabled={isEmpty || save.isPending}>
            {t.saveTitle}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}

function SectionCard({
  section,
  onAdd,
  onEdit,
}: {
  section: AdminHotSection;
  onAdd: () => void;
  onEdit: (item: AdminHotSectionItem) => void;
}) {
  const reorder = useReorderHotSection();
  const update = useUpdateHotItem();
  const remove = useRemoveHotItem();
  const saveWithToast = useSaveWithToast();
  const busy = reorder.isPending || update.isPending || remove.isPending;

  function move(index: number, step: -1 | 1) {
    const ids = section.items.map((item) => item.id);
    const other = index + step;
    const [a, b] = [ids[index], ids[other]];
    if (a === undefined || b === undefined) return;
    ids[index] = b;
    ids[other] = a;
    saveWithToast(reorder, { section: section.id, itemIds: ids });
  }

  return (
    <Card
      size="small"
      title={
        <span>
          {t.sectionName(section.id)} · {section.title}{' '}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {t.sectionStyle[section.id]}
          </Typography.Text>
        </span>
      }
      extra={
        <Button type="primary" size="small" onClick={onAdd}>
          {t.addGame}
        </Button>
      }
      data-testid={`hot-section-${section.id}`}
    >
      <TitleForm key={section.custom_title} section={section} />
      {section.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.emptySection} />
      ) : (
        <ol className="hot-items" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {section.items.map((item, index) => (
            <li
              key={item.id}
              className="hot-item"
              aria-label={item.game_name}
              style={{ borderTop: '1px solid #f0f0f0', padding: '8px 0' }}
            >
              <Flex gap={8} align="center" justify="space-between" wrap>
                <Flex gap={8} align="center" style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Typography.Text type="secondary" style={{ width: 20, textAlign: 'right' }}>
                    {index + 1}
                  </Typography.Text>
                  {item.game_img ? (
                    <Image src={item.game_img} alt="" width={40} height={40} preview={false} />
                  ) : (
                    <Typography.Text type="secondary">{t.noImage}</Typography.Text>
                  )}
                  <div className="cell-stack" style={{ minWidth: 0 }}>
                    <span>
                      {item.game_name || zh.common.none} <Tag>{item.platname}</Tag>
                      {item.game_enabled ? null : (
                        <Tooltip title={t.hiddenForMembersHint}>
                          <Tag color="warning">{t.gameDisabled}</Tag>
                        </Tooltip>
                      )}
                    </span>
                    <Typography.Text type="secondary" ellipsis>
                      {item.home_desc || zh.common.none}
                    </Typography.Text>
                  </div>
                </Flex>
                <Flex gap={4} wrap className="hot-item__actions">
                  <Button
                    size="small"
                    aria-label={`${t.moveUp} ${item.game_name}`}
                    title={t.moveUp}
                    disabled={index === 0 || busy}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    aria-label={`${t.moveDown} ${item.game_name}`}
                    title={t.moveDown}
                    disabled={index === section.items.length - 1 || busy}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </Button>
                  <Select<number>
                    // Uncontrolled: the item leaves this section when the move succeeds; a failed move resets it.
                    key={update.submittedAt}
                    size="small"
                    placeholder={t.moveTo}
                    aria-label={`${t.moveTo} ${item.game_name}`}
                    disabled={busy}
                    style={{ width: 96 }}
                    options={SECTION_IDS.filter((id) => id !== section.id).map((id) => ({
                      value: id,
                      label: t.sectionName(id),
                    }))}
                    onChange={(target) => saveWithToast(update, { id: item.id, body: { section_id: target } })}
                  />
                  <EditButton onClick={() => onEdit(item)} name={item.game_name} />
                  <ConfirmButton
                    confirm={t.removeConfirm(item.game_name)}
                    onConfirm={() => saveWithToast(remove, item.id)}
                    label={`${t.remove} ${item.game_name}`}
                  >
                    {t.remove}
                  </ConfirmButton>
                </Flex>
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** 首页热门版块: the games of hot sections 1–3, their order, descriptions and titles. */
export default function HotSectionsPage() {
  const sections = useHotSections();
  const [target, setTarget] = useState<Target | null>(null);

  let body;
  if (sections.isPending) body = <Skeleton active />;
  else if (sections.isError) body = <QueryError error={sections.error} onRetry={() => void sections.refetch()} />;
  else
    body = sections.data.map((section) => (
      <SectionCard
        key={section.id}
        section={section}
        onAdd={() => setTarget({ section: section.id })}
        onEdit={(item) => setTarget({ section: section.id, item })}
      />
    ));

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t.hotTitle} sub={t.hotSub} />
      {body}
      <ItemModal target={target} onClose={() => setTarget(null)} />
    </Flex>
  );
}
