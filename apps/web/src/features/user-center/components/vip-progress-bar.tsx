import { ProgressBar } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import type { UserInfo } from '../../../lib/api/get-user';
import { useVipLevels } from '../../../lib/api/get-vip-levels';
import { vipProgressPercent } from '../utils/vip-progress';

/** VIP badge image, level name and the progress bar (spec-1 §2, §4). */
export function VipProgressBar({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const levels = useVipLevels();
  const percent = levels.data ? vipProgressPercent(user.paysum, levels.data, user.vip) : 0;
  const isTop = levels.data !== undefined && !levels.data.some((level) => level.vip_id > user.vip);

  return (
    <div className="uc-vip">
      <div className="uc-vip__head">
        {user.vipname ? (
          <img
            className="uc-vip__badge"
            src={user.vipname}
            alt={t('userCenter.vipBadgeAlt', { level: user.current_vip })}
          />
        ) : null}
        <span className="uc-vip__level">{user.current_vip}</span>
        <span className="uc-vip__next">
          {isTop || !user.next_vip ? t('userCenter.vipTop') : t('userCenter.vipNext', { next: user.next_vip })}
        </span>
      </div>
      <div
        className="uc-vip__bar"
        role="progressbar"
        aria-label={t('userCenter.vipProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <ProgressBar
          percent={percent}
          style={{
            '--fill-color': '#ffd36b',
            '--track-color': 'rgba(255, 255, 255, 0.28)',
            '--track-width': '6px',
          }}
        />
        <span className="uc-vip__percent">{levels.data ? `${percent}%` : '--'}</span>
      </div>
    </div>
  );
}
