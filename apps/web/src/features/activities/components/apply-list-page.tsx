import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { serverMessageOf } from '../../../lib/server-message';
import { useApplyLog } from '../api/activities';
import { applyStateKey } from '../utils/apply-state';
import './activities.css';

/** /applyagentList (spec-2 §2): the member's applications (activity, state, time) opening /activeInfo?id=. */
export function ApplyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const log = useApplyLog();
  if (log.isPending) return <LoadingState />;
  if (log.isError) return <ErrorState description={serverMessageOf(log.error)} onRetry={() => void log.refetch()} />;
  if (log.data.length === 0) return <EmptyState text={t('activities.recordsEmpty')} />;
  return (
    <div className="activities apply-list">
      <List data-testid="apply-records">
        {log.data.map((row) => (
          <List.Item
            key={row.apply_id}
            description={row.created_at}
            extra={
              <span className={`apply-list__state apply-list__state--${row.state}`}>{t(applyStateKey(row.state))}</span>
            }
            onClick={() => void navigate(`${paths.activeInfo}?id=${row.id}`)}
          >
            {row.activity_name}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

export default ApplyListPage;
