import { NoticeBar } from 'antd-mobile';
import { FireFill, SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useHomeNotices } from '../api/get-home-notices';

/** Scrolling notice bar with the home notices and a hot-activities button (spec-1 §2). */
export function HomeNoticeBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = useHomeNotices();
  const texts = notices.data ?? [];
  const content = texts.length
    ? texts.join('\u3000\u3000')
    : notices.isPending
      ? t('common.loading')
      : t('home.noNotice');

  return (
    <div className="home-notice">
      <NoticeBar className="home-notice__bar" icon={<SoundOutline />} content={content} speed={40} delay={1000} />
      <button type="button" className="home-notice__hot" onClick={() => void navigate(paths.activeList)}>
        <FireFill aria-hidden="true" />
        {t('home.hotActivities')}
      </button>
    </div>
  );
}
