import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { useServiceUrl } from '../../../lib/api/get-service-url';
import { serverMessageOf } from '../../../lib/server-message';
import { useAgentLoginUrl } from '../api/get-agent-login-url';
import type { GameLaunchTarget } from '../../../lib/api/get-game-url';
import { useLaunchGame, type LaunchResult } from '../../../hooks/use-launch-game';
import './games.css';

type GamePageMode =
  { kind: 'agent' } | { kind: 'service' } | { kind: 'game'; target: GameLaunchTarget } | { kind: 'none' };

/** What the query asks for (spec-2 §2 /gamePage): dailiD first, then a game by name. */
export function gamePageModeOf(query: URLSearchParams): GamePageMode {
  const dailiD = query.get('dailiD');
  if (dailiD !== null && dailiD !== '') return dailiD === '1' ? { kind: 'agent' } : { kind: 'service' };
  const name = query.get('name') ?? '';
  const code = query.get('code') ?? '';
  if (!name && !code) return { kind: 'none' };
  const supplier = query.get('supplier') ?? '';
  return {
    kind: 'game',
    target: {
      // The spec's query has no platform: it is the supplier unless `plat` says otherwise.
      platName: query.get('plat') || supplier,
      gameType: query.get('type') || '0',
      gameCode: code,
      supplier,
      name: name || code,
    },
  };
}

function FramePage({ url, title }: { url: string; title: string }) {
  return (
    <div className="game-page">
      <iframe className="game-page__frame" src={url} title={title} allow="fullscreen" />
    </div>
  );
}

/** dailiD=1: the agent login address in an embedded frame. */
function AgentFrame() {
  const { t } = useTranslation();
  const agent = useAgentLoginUrl(true);
  if (agent.isPending) return <LoadingState />;
  if (agent.isError)
    return <ErrorState description={serverMessageOf(agent.error)} onRetry={() => void agent.refetch()} />;
  return <FramePage url={agent.data} title={t('games.agentFrame')} />;
}

/** Any other dailiD: the customer-service address. */
function ServiceFrame() {
  const { t } = useTranslation();
  const service = useServiceUrl();
  if (service.isPending) return <LoadingState />;
  if (service.isError)
    return <ErrorState description={serverMessageOf(service.error)} onRetry={() => void service.refetch()} />;
  return <FramePage url={service.data} title={t('games.serviceFrame')} />;
}

/** With a game in the query: request its launch address and open it, once. */
function GameLaunch({ target }: { target: GameLaunchTarget }) {
  const { t } = useTranslation();
  const { launch, failure, loginPrompt } = useLaunchGame();
  const [result, setResult] = useState<LaunchResult | 'pending'>('pending');
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; a game starts once.
    if (started.current) return;
    started.current = true;
    void launch(target).then(setResult);
  }, [launch, target]);

  const retry = () => {
    setResult('pending');
    void launch(target).then(setResult);
  };

  return (
    <div className="game-page__launch">
      {result === 'pending' || result === 'busy' || result === 'opened' ? (
        <>
          <DotLoading color="primary" style={{ fontSize: 28 }} />
          <h2 className="game-page__launch-title">{t('games.launching', { name: target.name })}</h2>
          <p className="game-page__launch-text">{t('games.launchingHint')}</p>
        </>
      ) : (
        <>
          <h2 className="game-page__launch-title">{target.name}</h2>
          <p className="game-page__launch-text">
            {result === 'login-required' ? t('games.loginPromptText') : (failure ?? t('games.launchFailed'))}
          </p>
          <Button color="primary" shape="rounded" onClick={retry}>
            {t('games.enterGame')}
          </Button>
        </>
      )}
      {loginPrompt}
    </div>
  );
}

/** /gamePage?name=&type=&code=&supplier=&dailiD= (spec-2 §2). */
export function GamePage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  const mode = useMemo(() => gamePageModeOf(new URLSearchParams(query)), [query]);
  switch (mode.kind) {
    case 'agent':
      return <AgentFrame />;
    case 'service':
      return <ServiceFrame />;
    case 'game':
      return <GameLaunch key={query} target={mode.target} />;
    case 'none':
      return <GamePageEmpty />;
  }
}

function GamePageEmpty() {
  const { t } = useTranslation();
  return <EmptyState text={t('games.noGame')} />;
}

export default GamePage;
