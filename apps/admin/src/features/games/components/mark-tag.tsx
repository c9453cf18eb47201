import { Tag } from 'antd';

/** A game's corner mark as members see it (text on its colour); nothing when there is no text. */
export function MarkTag({ text, color }: { text: string; color: string }) {
  if (!text) return null;
  return (
    <Tag color={color || 'red'} style={{ marginInlineEnd: 0 }}>
      {text}
    </Tag>
  );
}
