import './game-tile.css';

/** The optional corner label of a game (desc_mark in mark_color, spec-2 §2). */
export function GameMark({ text, color }: { text: string; color: string }) {
  if (!text) return null;
  return (
    <span className="game-mark" style={{ background: isCssColor(color) ? readableBackground(color) : undefined }}>
      {text}
    </span>
  );
}

/** Staff type the colour: only a hex colour or a plain colour name reaches the style. */
function isCssColor(value: string): boolean {
  return /^#[0-9a-f]{3,8}$/i.test(value) || /^[a-z]{3,20}$/i.test(value);
}

function relativeLuminance([red, green, blue]: number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
}

/**
 * The label's white 10 px text needs 4.5:1 against its background (WCAG AA): a staff colour that
 * is too light is darkened, keeping its hue, until it does. Colour names are kept as typed.
 */
export function readableBackground(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  let channels = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
  while (1.05 / (relativeLuminance(channels) + 0.05) < 4.5) {
    channels = channels.map((channel) => Math.floor(channel * 0.92));
  }
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
