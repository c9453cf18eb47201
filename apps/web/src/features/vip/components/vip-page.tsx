import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { TabStrip, tabIdOf } from '../../../components/tab-strip';
import { loginPath } from '../../../config/paths';
import { useFreshUser } from '../../../hooks/use-fresh-user';
import { useSession } from '../../../hooks/use-session';
import { useVipLevels, type VipLevel } from '../../../lib/api/get-vip-levels';
import { useRefreshUserMoney } from '../../../lib/api/refresh-user-money';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/show-toast';
import { useClaimUserBonus } from '../api/claim-user-bonus';
import { userBonusesQueryKey, useUserBonuses, type VipBonusRecord } from '../api/get-user-bonuses';
import {
  BONUS_TYPES,
  bonusAmountOf,
  bonusStateOf,
  initialTab,
  isUnlocked,
  REBATE_KEYS,
  type BonusType,
} from '../utils/vip-cards';
import './vip.css';

const STRIP_ID = 'vip-levels';
const BONUS_TYPE_KEYS = { 1: 'promotion', 2: 'weekly', 3: 'monthly' } as const;
const PANEL_ID = 'vip-level-card';

/**
 * /vip (spec-2 §2): tabs by level name and a card per level — unlocked when its vip_id is at most the
 * member's level, else locked — with its thresholds, its promotion / weekly / monthly bonus and their
 * conditions, the claim button of a claimable bonus (status 0 → 领取; after claiming the records
 * reload), and the level's rebate table (six categories, in %). A visitor sees the levels; a claim
 * asks them to log in. Kept alive: the levels stay cached for the visit.
 */
export function VipPage() {
  const { t } = useTranslation();
  const session = useSession();
  useFreshUser();
  const levels = useVipLevels(true, { keepAlive: true });
  const bonuses = useUserBonuses(session.isLoggedIn);
  const userVip = session.isLoggedIn ? session.user?.vip : undefined;
  const [chosen, setChosen] = useState<number | undefined>(undefined);

  if (levels.isPending) return <LoadingState />;
  if (levels.isError) return <ErrorState onRetry={() => void levels.refetch()} />;
  if (levels.data.length === 0) return <EmptyState text={t('vip.noLevels')} />;

  const active = chosen ?? initialTab(levels.data, userVip);
  const level = levels.data.find((entry) => entry.vip_id === active) ?? levels.data[0]!;

  return (
    <div className="vip-page">
      <header className="vip-head">
        {session.isLoggedIn && session.user ? (
          <p className="vip-head__mine">
            {t('vip.myLevel')}
            <strong>{session.user.current_vip || `VIP${session.user.vip}`}</strong>
          </p>
        ) : (
          <p className="vip-head__mine">{t('vip.visitorHint')}</p>
        )}
      </header>
      <TabStrip
        id={STRIP_ID}
        panelId={PANEL_ID}
        className="vip-tabs"
        label={t('vip.tabsLabel')}
        tabs={levels.data.map((entry) => ({ key: String(entry.vip_id), title: entry.vipname }))}
        activeKey={String(level.vip_id)}
        onChange={(key) => setChosen(Number(key))}
      />
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabIdOf(STRIP_ID, String(level.vip_id))}>
        <LevelCard
          level={level}
          unlocked={isUnlocked(level, userVip)}
          isLoggedIn={session.isLoggedIn}
          records={bonuses.data ?? []}
          recordsState={
            session.isLoggedIn ? (bonuses.isPending ? 'loading' : bonuses.isError ? 'error' : 'ready') : 'ready'
          }
          onRetry={() => void bonuses.refetch()}
        />
      </section>
    </div>
  );
}

function LevelCard({
  level,
  unlocked,
  isLoggedIn,
  records,
  recordsState,
  onRetry,
}: {
  level: VipLevel;
  unlocked: boolean;
  isLoggedIn: boolean;
  records: readonly VipBonusRecord[];
  recordsState: 'loading' | 'error' | 'ready';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article className={`vip-card ${unlocked ? 'vip-card--unlocked' : 'vip-card--locked'}`}>
      <div className="vip-card__head">
        {level.badge ? <img className="vip-card__badge" src={level.badge} alt="" /> : null}
        <div className="vip-card__title">
          <h2>{level.vipname}</h2>
          <span className="vip-card__state" data-testid="vip-lock-state">
            {unlocked ? t('vip.unlocked') : t('vip.locked')}
          </span>
        </div>
      </div>
      <dl className="vip-card__thresholds">
        <div>
          <dt>{t('vip.recharge')}</dt>
          <dd>{level.recharge}</dd>
        </div>
        <div>
          <dt>{t('vip.flow')}</dt>
          <dd>{level.flow}</dd>
        </div>
      </dl>

      <h3 className="vip-card__section">{t('vip.bonusTitle')}</h3>
      {recordsState === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : (
        <ul className="vip-bonuses">
          {BONUS_TYPES.map((type) => (
            <BonusRow
              key={type}
              level={level}
              type={type}
              isLoggedIn={isLoggedIn}
              loading={recordsState === 'loading'}
              state={bonusStateOf(records, level.vip_id, type)}
            />
          ))}
        </ul>
      )}

      <h3 className="vip-card__section">{t('vip.rebateTitle')}</h3>
      <table className="vip-rebates">
        <thead>
          <tr>
            <th scope="col">{t('vip.category')}</th>
            <th scope="col">{t('vip.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {REBATE_KEYS.map((key) => (
            <tr key={key}>
              <th scope="row">{t(`vip.rebate.${key}`)}</th>
              <td>{level[key]}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

function conditionOf(level: VipLevel, type: BonusType, t: ReturnType<typeof useTranslation>['t']): string {
  if (type === 1) return t('vip.promotionCondition', { level: level.vipname });
  if (type === 2)
    return t('vip.periodCondition', { deposit: level.week_deposit, bet: level.week_bet, period: t('vip.week') });
  return t('vip.periodCondition', { deposit: level.month_deposit, bet: level.month_bet, period: t('vip.month') });
}

function BonusRow({
  level,
  type,
  isLoggedIn,
  loading,
  state,
}: {
  level: VipLevel;
  type: BonusType;
  isLoggedIn: boolean;
  loading: boolean;
  state: { claimableId?: number; claimed: boolean };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const claim = useClaimUserBonus();
  const refreshUser = useRefreshUserMoney();
  const amount = bonusAmountOf(level, type);
  const noBonus = Number(amount) <= 0;

  const onClaim = () => {
    if (!isLoggedIn) {
      showToast({ content: t('vip.loginToClaim') });
      void navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    if (state.claimableId === undefined || claim.isPending) return;
    claim.mutate(state.claimableId, {
      onSuccess: (message) => showToast({ icon: 'success', content: message }),
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: userBonusesQueryKey });
        refreshUser.mutate();
      },
    });
  };

  let button;
  if (noBonus) button = null;
  else if (!isLoggedIn)
    button = (
      <Button size="mini" color="primary" shape="rounded" onClick={onClaim}>
        {t('vip.claim')}
      </Button>
    );
  else if (state.claimableId !== undefined)
    button = (
      <Button size="mini" color="primary" shape="rounded" loading={claim.isPending} onClick={onClaim}>
        {t('vip.claim')}
      </Button>
    );
  else
    button = (
      <Button size="mini" shape="rounded" disabled loading={loading}>
        {state.claimed ? t('vip.claimed') : t('vip.notReached')}
      </Button>
    );

  return (
    <li className="vip-bonus" data-testid={`vip-bonus-${type}`}>
      <div className="vip-bonus__text">
        <span className="vip-bonus__name">{t(`vip.bonusType.${BONUS_TYPE_KEYS[type]}`)}</span>
        <span className={`vip-bonus__amount${noBonus ? ' vip-bonus__amount--none' : ''}`}>
          {noBonus ? t('vip.none') : t('vip.yuan', { amount })}
        </span>
        {noBonus ? null : <span className="vip-bonus__condition">{conditionOf(level, type, t)}</span>}
      </div>
      {button}
    </li>
  );
}

export default VipPage;
