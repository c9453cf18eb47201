import { Image, SearchBar, Skeleton } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { serverMessageOf } from '../../../lib/server-message';
import { useGameList, RECOMMENDED_CATEGORY } from '../api/get-game-list';
import { useGameLobby } from '../api/get-game-lobby';
import type { Game } from '@app/shared/contracts';
import { useLaunchGame } from '../../../hooks/use-launch-game';
import { targetOfGame } from '../../../lib/game-paths';
import { filterGamesByName, recommendedGames } from '../utils/game-filters';
import { GameTile } from '../../../components/game-tile';
import { ProviderSection, SHOW_PROVIDER_SECTION } from './provider-section';
import './games.css';

const SKELETON_TILES = 9;

/**
 * The game lobby /games?pyid=<category id>&type=<category code> (spec-2 §2): category tabs with
 * images, a search box filtering by name (substring) and a grid of games with their marks. The
 * recommended category lists only games with app_state 1. Tapping a game starts it.
 */
export function GamesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const pyid = searchParams.get('pyid') ?? '';
  const [keyword, setKeyword] = useState('');
  const lobby = useGameLobby(pyid);
  const { launch, launching, loginPrompt } = useLaunchGame();

  const current = lobby.data?.siblings.find((tab) => tab.is_current === 1) ?? lobby.data?.siblings[0];
  const isRecommended = current?.category_en === RECOMMENDED_CATEGORY;
  // The recommended list comes from game/list?category=concise (the lobby's call, spec-2 §7).
  const recommended = useGameList(RECOMMENDED_CATEGORY, lobby.isSuccess && isRecommended);
  const source = isRecommended ? recommended : lobby;
  const games: Game[] | undefined = isRecommended
    ? recommended.data && recommendedGames(recommended.data)
    : lobby.data?.games;
  const shown = useMemo(() => filterGamesByName(games ?? [], keyword), [games, keyword]);

  function chooseCategory(id: number, code: string) {
    setKeyword('');
    setSearchParams({ pyid: String(id), type: code }, { replace: true });
  }

  let body;
  if (lobby.isPending || (isRecommended && recommended.isPending)) {
    body = (
      <div className="games-page__grid" aria-busy="true">
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <div key={index}>
            <Skeleton animated style={{ '--height': '96px', '--border-radius': '12px' }} />
            <Skeleton.Paragraph lineCount={1} animated />
          </div>
        ))}
      </div>
    );
  } else if (source.isError) {
    body = <ErrorState description={serverMessageOf(source.error)} onRetry={() => void source.refetch()} />;
  } else if (shown.length === 0) {
    body = <EmptyState text={keyword.trim() ? t('games.noMatch') : t('games.empty')} />;
  } else {
    body = (
      <>
        {keyword.trim() ? <p className="games-page__count">{t('games.matchCount', { count: shown.length })}</p> : null}
        <div className="games-page__grid">
          {shown.map((game) => (
            <GameTile
              key={`${game.platform_name}:${game.game_code}:${game.id}`}
              name={game.name}
              image={game.mobile_img}
              mark={game.desc_mark}
              markColor={game.mark_color}
              isLaunching={launching?.gameCode === game.game_code && launching.platName === game.platform_name}
              onOpen={() => void launch(targetOfGame(game))}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <div className="games-page">
      {lobby.data ? (
        <nav className="games-page__categories" role="tablist" aria-label={t('games.categories')}>
          {lobby.data.siblings.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              className="games-category"
              aria-selected={tab.id === current?.id}
              onClick={() => chooseCategory(tab.id, tab.category_en)}
            >
              <Image src={tab.game_img} alt="" className="games-category__image" fit="cover" />
              {tab.name}
            </button>
          ))}
        </nav>
      ) : lobby.isPending ? (
        // The category row's space while the lobby loads: the search and grid below stay put.
        <div className="games-page__categories" aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <span key={index} className="games-category">
              <span className="games-category__image games-category__image--placeholder" />
              {'\u00a0'}
            </span>
          ))}
        </div>
      ) : null}
      <div className="games-page__search">
        <SearchBar
          placeholder={t('games.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
          aria-label={t('games.searchPlaceholder')}
        />
      </div>
      {body}
      {SHOW_PROVIDER_SECTION ? <ProviderSection onOpen={(target) => void launch(target)} /> : null}
      {loginPrompt}
    </div>
  );
}

export default GamesPage;
