import { DotLoading, Image } from 'antd-mobile';
import { GameMark } from './game-mark';
import './game-tile.css';

interface GameTileProps {
  name: string;
  image: string;
  mark: string;
  markColor: string;
  isLaunching: boolean;
  onOpen: () => void;
}

/** One game of a grid: image, name and its mark; tapping starts it. */
export function GameTile({ name, image, mark, markColor, isLaunching, onOpen }: GameTileProps) {
  return (
    <button type="button" className="game-tile" onClick={onOpen} aria-busy={isLaunching}>
      <span className="game-tile__art">
        <Image src={image} alt="" lazy fit="cover" className="game-tile__image" />
        <GameMark text={mark} color={markColor} />
        {isLaunching ? (
          <span className="game-tile__loading">
            <DotLoading color="white" />
          </span>
        ) : null}
      </span>
      <span className="game-tile__name">{name}</span>
    </button>
  );
}
