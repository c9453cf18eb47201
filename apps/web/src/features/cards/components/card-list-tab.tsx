import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/page-states';
import type { useUnbindCard } from '../hooks/use-unbind-card';

interface CardListTabProps<Item> {
  items: readonly Item[];
  emptyText: string;
  /** One `<li>` a saved item. */
  renderItem: (item: Item) => ReactNode;
  /** 添加… shows only while fewer than `max` are saved. */
  max: number;
  addPath: string;
  addLabel: string;
  limitNote: string;
}

/** A tab of /bankCard listing saved cards or addresses, the add link while below the limit, and the limit. */
export function CardListTab<Item>({
  items,
  emptyText,
  renderItem,
  max,
  addPath,
  addLabel,
  limitNote,
}: CardListTabProps<Item>) {
  return (
    <div className="cards-tab">
      {items.length === 0 ? <EmptyState text={emptyText} /> : null}
      <ul className="stack-list">{items.map(renderItem)}</ul>
      {items.length < max ? (
        <Link className="card-add" to={addPath}>
          <AddOutline aria-hidden="true" />
          {addLabel}
        </Link>
      ) : null}
      <p className="cards-note">{limitNote}</p>
    </div>
  );
}

/** 解绑 of one row: disabled while any unbind is in flight, loading on the row being unbound. */
export function UnbindButton({
  id,
  unbinding,
  question,
  className,
}: {
  id: number;
  unbinding: ReturnType<typeof useUnbindCard>;
  /** The confirm dialog's question for this row. */
  question: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      className={className}
      size="mini"
      shape="rounded"
      disabled={unbinding.isPending}
      loading={unbinding.isUnbinding(id)}
      onClick={() => void unbinding.confirmUnbind(id, question)}
    >
      {t('cards.unbind')}
    </Button>
  );
}
