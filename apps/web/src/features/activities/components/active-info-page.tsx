import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { RichHtml } from '../../../components/rich-html';
import { loginPath, paths } from '../../../config/paths';
import { useSession } from '../../../hooks/use-session';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { serverMessageOf } from '../../../lib/server-message';
import { showToast } from '../../../lib/show-toast';
import { activitiesQueryKey, applyForActivity, useActivityDetail } from '../api/activities';
import './activities.css';

/**
 * /activeInfo?id= (spec-2 §2): the activity's content and memo as sanitised rich text and 点我申请.
 * Decision 0026: on an activity that takes applications the button applies through
 * doactivityapply and shows the server's message; otherwise it opens customer service (/kefu), as
 * the spec says. A visitor without a session is sent to /login first.
 */
export function ActiveInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const detail = useActivityDetail(id);
  const [applying, setApplying] = useState(false);

  if (!/^\d{1,18}$/.test(id)) return <EmptyState text={t('activities.notFound')} />;
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    const message = serverMessageOf(detail.error);
    return message ? <EmptyState text={message} /> : <ErrorState onRetry={() => void detail.refetch()} />;
  }
  const activity = detail.data;

  async function onApply() {
    if (activity.apply !== 1) {
      void navigate(paths.kefu);
      return;
    }
    if (!session.isLoggedIn) {
      void navigate(loginPath(`${paths.activeInfo}?id=${activity.id}`));
      return;
    }
    setApplying(true);
    try {
      const message = await applyForActivity(activity.id);
      showToast({ icon: 'success', content: message });
      void queryClient.invalidateQueries({ queryKey: activitiesQueryKey });
    } catch (error) {
      // A refusal is the server's own words (活动尚未开始, 您已申请过该活动…); a network error is shown by the client.
      if (isApiError(error) && error.kind === 'server' && error.message)
        showToast({ icon: 'fail', content: error.message });
    } finally {
      setApplying(false);
    }
  }

  return (
    <div className="activities activity-info" data-testid="activity-info">
      <img
        className="activity-info__banner"
        src={activity.banner}
        alt={t('activities.bannerAlt', { title: activity.title })}
      />
      <div className="activity-info__card">
        <h2 className="activity-info__title">{activity.title}</h2>
        {(activity.starts_at || activity.ends_at) && (
          <p className="activity-info__window">
            {t('activities.window', {
              from: activity.starts_at ?? t('activities.noLimit'),
              to: activity.ends_at ?? t('activities.noLimit'),
            })}
          </p>
        )}
        <RichHtml className="activity-info__content" html={activity.content} />
        {activity.memo && (
          <>
            <h3 className="activity-info__memo-title">{t('activities.memoTitle')}</h3>
            <RichHtml className="activity-info__memo" html={activity.memo} />
          </>
        )}
      </div>
      <div className="activity-info__actions">
        <Button block color="primary" shape="rounded" loading={applying} onClick={() => void onApply()}>
          {t('activities.apply')}
        </Button>
      </div>
    </div>
  );
}

export default ActiveInfoPage;
