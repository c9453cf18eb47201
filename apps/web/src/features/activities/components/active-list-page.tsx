import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { TabStrip, tabIdOf } from '../../../components/tab-strip';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { serverMessageOf } from '../../../lib/server-message';
import { useActivityList, useActivityTypes } from '../api/activities';
import './activities.css';

type TopTab = 'promotions' | 'tasks';

/** 全部优惠 is type -1 (spec-2 §2). */
const ALL_TYPES = -1;

export interface ActiveListPageProps {
  /** The 日常任务 tab's content, built by the tasks feature and passed in by app/router.tsx. */
  tasksTab?: ReactNode;
}

/**
 * /activeList, the activity centre (spec-2 §2): top tabs 优惠活动 / 日常任务; under 优惠活动 the type
 * tabs (全部优惠 = -1, then the server's types) and the banner cards (banner, type name, title)
 * opening /activeInfo?id=.
 */
export function ActiveListPage({ tasksTab = null }: ActiveListPageProps) {
  const { t } = useTranslation();
  const [top, setTop] = useState<TopTab>('promotions');
  return (
    <div className="activities">
      <TabStrip
        id="activities-top"
        panelId="activities-top-panel"
        className="activities__top-tabs"
        tabs={[
          { key: 'promotions', title: t('activities.promotionsTab') },
          { key: 'tasks', title: t('activities.tasksTab') },
        ]}
        activeKey={top}
        onChange={setTop}
      />
      <div id="activities-top-panel" role="tabpanel" aria-labelledby={tabIdOf('activities-top', top)}>
        {top === 'promotions' ? <PromotionsPanel /> : tasksTab}
      </div>
    </div>
  );
}

function PromotionsPanel() {
  const { t } = useTranslation();
  const types = useActivityTypes();
  const [type, setType] = useState(ALL_TYPES);
  const tabs = [
    { key: String(ALL_TYPES), title: t('activities.allTypes') },
    ...(types.data ?? []).map((row) => ({ key: String(row.id), title: row.name })),
  ];
  return (
    <>
      <div className="activities__types">
        <TabStrip
          id="activity-types"
          panelId="activity-list"
          label={t('activities.typesLabel')}
          className="activities__type-tabs"
          tabs={tabs}
          activeKey={String(type)}
          onChange={(key) => setType(Number(key))}
        />
      </div>
      <div id="activity-list" role="tabpanel" aria-labelledby={tabIdOf('activity-types', String(type))}>
        <ActivityCards type={type} />
      </div>
    </>
  );
}

function ActivityCards({ type }: { type: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useActivityList(type);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState description={serverMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyState text={t('activities.listEmpty')} />;
  return (
    <ul className="activities__cards" data-testid="activity-cards">
      {list.data.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            className="activities__card"
            onClick={() => void navigate(`${paths.activeInfo}?id=${row.id}`)}
          >
            <img
              className="activities__banner"
              src={row.banner}
              alt={t('activities.bannerAlt', { title: row.title })}
            />
            <span className="activities__card-body">
              <span className="activities__type-name">{row.type_name}</span>
              <span className="activities__title">{row.title}</span>
              {row.state === 0 && <span className="activities__soon">{t('activities.scheduled')}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export default ActiveListPage;
