import { Tag } from 'antd';

export type Tone = 'default' | 'processing' | 'success' | 'warning' | 'error';

/** A state shown as a coloured tag; `text` comes from the server or the catalogue. */
export function StateTag({ text, tone }: { text: string; tone: Tone }) {
  return <Tag color={tone === 'default' ? undefined : tone}>{text}</Tag>;
}
