import { describe, expect, it } from 'vitest';
import { readableBackground } from './game-mark';

function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 1.05 / (0.2126 * red! + 0.7152 * green! + 0.0722 * blue! + 0.05);
}

describe('readableBackground', () => {
  it.each(['#e53935', '#f5a623', '#1677ff', '#fff', '#ffeb3b'])(
    'darkens %s until white text reaches 4.5:1',
    (color) => {
      const background = readableBackground(color);
      expect(background).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a colour that is already dark enough, and colour names', () => {
    expect(readableBackground('#0958d9')).toBe('#0958d9');
    expect(readableBackground('#333')).toBe('#333333');
    expect(readableBackground('red')).toBe('red');
  });
});
