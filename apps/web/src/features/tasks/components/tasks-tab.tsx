import { Button, CenterPopup, ProgressBar } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MemberChest, MemberTask } from '@app/shared/contracts';
import { LoginPrompt } from '../../../components/login-prompt';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { TabStrip } from '../../../components/tab-strip';
import { paths } from '../../../config/paths';
import { useRefreshWallet } from '../../../hooks/use-refresh-wallet';
import { useSession } from '../../../hooks/use-session';
import { useTranslation } from '../../../lib/i18n';
import { serverMessageOf } from '../../../lib/server-message';
import { showToast } from '../../../lib/show-toast';
import {
  claimTask,
  openChest,
  tasksQueryKey,
  useChests,
  useMemberTasks,
  useTaskTypes,
  useUserStats,
} from '../api/tasks';
import { CHEST_HINT_MS, formatCountdown, secondsUntil } from '../utils/countdown';
import './tasks.css';

/** Ticks once a second to the next site midnight; reloads everything when it is reached (the daily reset). */
function ResetCountdown({ endsAt, onReset }: { endsAt: number; onReset: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = secondsUntil(endsAt, now);
  useEffect(() => {
    if (left === 0) onReset();
  }, [left, onReset]);
  return (
    <span className="tasks__countdown" data-testid="tasks-countdown">
      {formatCountdown(left)}
    </span>
  );
}

function TaskRow({
  task,
  busy,
  onClaim,
  onHelp,
}: {
  task: MemberTask;
  busy: boolean;
  onClaim: () => void;
  onHelp: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <li className="tasks__task" data-testid={`task-${task.id}`}>
      <div className="tasks__task-main">
        <div className="tasks__task-title">
          <span>{task.title}</span>
          <button type="button" className="tasks__help" aria-label={t('tasks.help')} onClick={onHelp}>
            <QuestionCircleOutline />
          </button>
        </div>
        <div className="tasks__progress">
          <ProgressBar percent={task.progress} />
          <span className="tasks__progress-text">
            {task.current}/{task.target}
          </span>
        </div>
        <div className="tasks__rewards">
          <span>{t('tasks.rewardBonus', { money: task.reward_bonus })}</span>
          <span>{t('tasks.rewardPoints', { points: task.reward_points })}</span>
        </div>
      </div>
      {task.status === 1 ? (
        <Button size="small" color="danger" shape="rounded" loading={busy} disabled={busy} onClick={onClaim}>
          {t('tasks.claim')}
        </Button>
      ) : task.status === 2 ? (
        <Button size="small" shape="rounded" disabled>
          {t('tasks.claimed')}
        </Button>
      ) : (
        <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => void navigate(paths.home)}>
          {t('tasks.goDo')}
        </Button>
      )}
    </li>
  );
}

function ChestRow({ chests, onOpen }: { chests: MemberChest[]; onOpen: (chest: MemberChest) => void }) {
  const { t } = useTranslation();
  if (chests.length === 0) return null;
  return (
    <ul className="tasks__chests" aria-label={t('tasks.chests')}>
      {chests.map((chest) => (
        <li key={chest.id}>
          <button
            type="button"
            className={`tasks__chest tasks__chest--${chest.status}`}
            onClick={() => onOpen(chest)}
            data-testid={`chest-${chest.id}`}
          >
            <span className="tasks__chest-box" aria-hidden="true" />
            <span className="tasks__chest-bonus">{chest.bonus_amount}</span>
            <span className="tasks__chest-threshold">{t('tasks.chestThreshold', { points: chest.liveness })}</span>
            <span className="tasks__chest-state">
              {chest.status === 1 ? t('tasks.chestOpenable') : chest.status === 2 ? t('tasks.chestOpened') : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The 日常任务 tab of the activity centre (spec-2 §2, §4, §8): task-type tabs, today's recharge and
 * valid bet, the chest row, liveness, the countdown to the daily reset at site midnight, and each
 * task's title, progress, help popup, rewards and 去完成 / 领取 / 已领取. A claim reloads tasks and
 * stats; an opening reloads tasks, stats and chests. Data needs a session: a visitor is asked to log in.
 */
export function TasksTab() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();
  const types = useTaskTypes(isLoggedIn);
  const [chosenType, setChosenType] = useState<number>();
  const typeId = chosenType ?? types.data?.[0]?.id;
  const tasks = useMemberTasks(isLoggedIn ? typeId : undefined);
  const stats = useUserStats(isLoggedIn);
  const chests = useChests(isLoggedIn);
  const [help, setHelp] = useState<MemberTask>();
  const [busyTask, setBusyTask] = useState<number>();
  const [opening, setOpening] = useState(false);

  if (!isLoggedIn) return <LoginPrompt />;
  if (types.isPending || stats.isPending) return <LoadingState />;
  if (types.isError || stats.isError) {
    return (
      <ErrorState
        description={serverMessageOf(types.error ?? stats.error)}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: tasksQueryKey })}
      />
    );
  }

  const reloadAll = () => void queryClient.invalidateQueries({ queryKey: tasksQueryKey });

  async function claim(task: MemberTask) {
    setBusyTask(task.id);
    try {
      showToast({ content: await claimTask(task.id) });
      refreshWallet();
    } catch {
      // The client showed the server's refusal; a network failure shows nothing (spec-2 §8).
    } finally {
      setBusyTask(undefined);
      void queryClient.invalidateQueries({ queryKey: [...tasksQueryKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...tasksQueryKey, 'stats'] });
      // The new liveness may make a chest openable: its row follows the stats.
      void queryClient.invalidateQueries({ queryKey: [...tasksQueryKey, 'chests'] });
    }
  }

  async function open(chest: MemberChest) {
    if (chest.status !== 1) {
      showToast({ content: t('tasks.chestHint', { money: chest.bonus_amount }), duration: CHEST_HINT_MS });
      return;
    }
    if (opening) return;
    setOpening(true);
    try {
      showToast({ content: await openChest(chest.id) });
      refreshWallet();
    } catch {
      // Refusal shown by the client.
    } finally {
      setOpening(false);
      reloadAll();
    }
  }

  const typeTabs = types.data.map((type) => ({ key: String(type.id), title: type.name }));
  const endsAt = stats.dataUpdatedAt + stats.data.reset_in * 1000;

  return (
    <div className="tasks" data-testid="tasks-tab">
      <section className="tasks__summary">
        <div className="tasks__stats">
          <div className="tasks__stat">
            <span className="tasks__stat-value" data-testid="tasks-sum">
              {stats.data.sum}
            </span>
            <span className="tasks__stat-label">{t('tasks.todayRecharge')}</span>
          </div>
          <div className="tasks__stat">
            <span className="tasks__stat-value" data-testid="tasks-bet">
              {stats.data.bet}
            </span>
            <span className="tasks__stat-label">{t('tasks.todayBet')}</span>
          </div>
          <div className="tasks__stat">
            <span className="tasks__stat-value" data-testid="tasks-liveness">
              {stats.data.liveness}
            </span>
            <span className="tasks__stat-label">{t('tasks.liveness')}</span>
          </div>
        </div>
        {chests.isError ? (
          <p className="tasks__note">{t('tasks.chestsFailed')}</p>
        ) : (
          <ChestRow chests={chests.data ?? []} onOpen={(chest) => void open(chest)} />
        )}
        <p className="tasks__reset">
          {t('tasks.resetIn')} <ResetCountdown key={endsAt} endsAt={endsAt} onReset={reloadAll} />
        </p>
      </section>

      {typeTabs.length === 0 ? (
        <EmptyState text={t('tasks.empty')} />
      ) : (
        <>
          <TabStrip
            id="task-types"
            tabs={typeTabs}
            activeKey={String(typeId)}
            onChange={(key) => setChosenType(Number(key))}
            label={t('tasks.types')}
          />
          {tasks.isPending ? (
            <LoadingState />
          ) : tasks.isError ? (
            <ErrorState description={serverMessageOf(tasks.error)} onRetry={() => void tasks.refetch()} />
          ) : tasks.data.length === 0 ? (
            <EmptyState text={t('tasks.empty')} />
          ) : (
            <ul className="tasks__list">
              {tasks.data.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  busy={busyTask === task.id}
                  onClaim={() => void claim(task)}
                  onHelp={() => setHelp(task)}
                />
              ))}
            </ul>
          )}
        </>
      )}

      <CenterPopup visible={help !== undefined} onMaskClick={() => setHelp(undefined)} destroyOnClose>
        {help && (
          <div className="tasks__help-popup" role="dialog" aria-label={help.title}>
            <h3>{help.title}</h3>
            <p>{help.content || t('tasks.noHelp')}</p>
            <Button block color="primary" shape="rounded" onClick={() => setHelp(undefined)}>
              {t('tasks.ok')}
            </Button>
          </div>
        )}
      </CenterPopup>
    </div>
  );
}

export default TasksTab;
