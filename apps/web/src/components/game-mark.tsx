import './game-tile.css';

/** The optional corner label of a game (desc_mark in mark_color, spec-2 §2). */
export function GameMark({ text, color }: { text: string; color: string }) {
  if (!text) return null;
  return (
    <span className="game-mark" style={{ background: isCssColor(color) ? color : undefined }}>
      {text}
    </span>
  );
}

/** Staff type the colour: only a hex colour or a plain colour name reaches the style. */
function isCssColor(value: string): boolean {
  return /^#[0-9a-f]{3,8}$/i.test(value) || /^[a-z]{3,20}$/i.test(value);
}
