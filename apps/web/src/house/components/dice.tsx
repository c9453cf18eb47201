import { useEffect, useState } from 'react';

/** Pip positions (3×3 grid cells 0–8) of each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function Die({
  face,
  rolling = false,
  size = 'large',
}: {
  face: number;
  rolling?: boolean;
  size?: 'large' | 'small';
}) {
  const pips = PIPS[face] ?? [];
  return (
    <span
      className={`die die--${size}${rolling ? ' die--rolling' : ''}${face === 1 || face === 4 ? ' die--red' : ''}`}
      role="img"
      aria-label={rolling ? '摇骰中' : `${face}点`}
    >
      {Array.from({ length: 9 }, (_, cell) => (
        <span key={cell} className={pips.includes(cell) ? 'die__pip' : 'die__cell'} />
      ))}
    </span>
  );
}

/** While `rolling`, the faces tumble through 1–6 (a fixed cycle: a picture, not an outcome). */
export function useTumblingFaces(faces: readonly number[], rolling: boolean): number[] {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!rolling) return;
    const timer = window.setInterval(() => setTick((value) => value + 1), 90);
    return () => window.clearInterval(timer);
  }, [rolling]);
  if (!rolling) return [...faces];
  return faces.map((_, index) => ((tick + index * 2) % 6) + 1);
}

/** Three dice that tumble while rolling and then show the result. */
export function DiceRow({ dice, rolling }: { dice: readonly number[]; rolling: boolean }) {
  const shown = useTumblingFaces(dice.length === 3 ? dice : [1, 2, 3], rolling);
  return (
    <div className="dice-row" aria-live="polite">
      {shown.map((face, index) => (
        <Die key={index} face={face} rolling={rolling} />
      ))}
    </div>
  );
}
