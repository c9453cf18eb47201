import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { RECOMMENDED_CATEGORY, useGameList } from '../api/get-game-list';
import type { GameLaunchTarget } from '../../../lib/api/get-game-url';
import { useProviderGames } from '../api/get-provider-games';
import { recommendedGames } from '../utils/game-filters';
import { targetOfGame } from '../../../lib/game-paths';
import { GameTile } from '../../../components/game-tile';
import { TabStrip, tabIdOf } from '../../../components/tab-strip';

/**
 * The slot providers section of /games exists but is hidden (spec-2 §2: "a hidden section has tabs
 * for recommended, OB, FG, PP and AE"; what it shows beyond the provider's list is not given).
 */
export const SHOW_PROVIDER_SECTION = false;

const PROVIDERS = ['OB', 'FG', 'PP', 'AE'] as const;
const RECOMMENDED_TAB = 'recommended';

export function ProviderSection({ onOpen }: { onOpen: (target: GameLaunchTarget) => void }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<string>(RECOMMENDED_TAB);
  const id = useId();
  const isRecommended = active === RECOMMENDED_TAB;
  const recommended = useGameList(RECOMMENDED_CATEGORY, isRecommended);
  const provider = useProviderGames(active, !isRecommended);

  let body;
  if (isRecommended) {
    if (recommended.isPending) body = <LoadingState />;
    else if (recommended.isError) body = <ErrorState onRetry={() => void recommended.refetch()} />;
    else {
      const games = recommendedGames(recommended.data);
      body = games.length ? (
        <div className="games-page__grid">
          {games.map((game) => (
            <GameTile
              key={game.id}
              name={game.name}
              image={game.mobile_img}
              mark={game.desc_mark}
              markColor={game.mark_color}
              isLaunching={false}
              onOpen={() => onOpen(targetOfGame(game))}
            />
          ))}
        </div>
      ) : (
        <EmptyState />
      );
    }
  } else if (provider.isPending) body = <LoadingState />;
  else if (provider.isError) body = <ErrorState onRetry={() => void provider.refetch()} />;
  else if (provider.data.length === 0) body = <EmptyState />;
  else
    body = (
      <div className="games-page__grid">
        {provider.data.map((game) => (
          <GameTile
            key={`${game.supplier}:${game.gamecode}`}
            name={game.gamename}
            image={game.gamepic}
            mark=""
            markColor=""
            isLaunching={false}
            onOpen={() =>
              onOpen({
                platName: game.platform_name || game.supplier,
                gameType: '0',
                gameCode: game.gamecode,
                supplier: game.supplier,
                name: game.gamename,
              })
            }
          />
        ))}
      </div>
    );

  return (
    <section className="games-providers" aria-label={t('games.providers')}>
      <TabStrip
        id={id}
        panelId={`${id}-panel`}
        tabs={[
          { key: RECOMMENDED_TAB, title: t('games.recommendedTab') },
          ...PROVIDERS.map((code) => ({ key: code, title: code })),
        ]}
        activeKey={active}
        onChange={setActive}
      />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabIdOf(id, active)}>
        {body}
      </div>
    </section>
  );
}
