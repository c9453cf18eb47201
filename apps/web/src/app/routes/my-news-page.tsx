import { Badge, Tabs } from 'antd-mobile';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../components/page-states';
import { LoginPrompt } from '../../components/login-prompt';
import { useSession } from '../../hooks/use-session';
import { ServiceEntryList } from '../../features/service/components/service-entry-list';
import { useNotices } from '../../lib/api/get-notices';
import { messageTabs, parseMessageTab, SERVICE_TAB } from '../../features/messages/utils/message-tabs';
import { NoticeList } from '../../features/messages/components/notice-list';
import '../../features/messages/components/messages.css';

/**
 * /myNews (spec-1 §2, §6): tabs 客服 (-1, default: the service entries), 通知, 活动, 公告, 推荐;
 * a red dot on each tab with unread messages. Messages load only when logged in. The open tab is
 * kept in `?type=`, so coming back from a message returns to it.
 */
export function MyNewsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseMessageTab(searchParams.get('type'));
  const notices = useNotices(session.isLoggedIn);
  const unread = notices.data?.unread;

  let content;
  if (tab === SERVICE_TAB) content = <ServiceEntryList />;
  else if (!session.isLoggedIn) content = <LoginPrompt />;
  else if (notices.isPending) content = <LoadingState />;
  else if (notices.isError) content = <ErrorState onRetry={() => void notices.refetch()} />;
  else content = <NoticeList notices={notices.data.notices.filter((notice) => notice.type === tab)} />;

  return (
    <div className="my-news">
      <Tabs
        className="my-news__tabs"
        activeKey={String(tab)}
        onChange={(key) => setSearchParams({ type: String(parseMessageTab(key)) }, { replace: true })}
      >
        {messageTabs.map((item) => {
          const hasUnread = item.tab !== SERVICE_TAB && (unread?.[item.tab] ?? 0) > 0;
          const title = t(`messages.tabs.${item.key}`);
          return (
            <Tabs.Tab
              key={String(item.tab)}
              title={
                hasUnread ? (
                  <Badge content={Badge.dot} className="my-news__dot">
                    <span>
                      {title}
                      <span className="visually-hidden">{t('messages.unreadDot')}</span>
                    </span>
                  </Badge>
                ) : (
                  title
                )
              }
            />
          );
        })}
      </Tabs>
      {content}
    </div>
  );
}

export default MyNewsPage;
