import { zhCN, type Messages } from '../locales/zh-CN';
import type { AgentsMessages } from '../locales/zh-CN-agents';
import type { HouseMessages } from '../locales/zh-CN-house';
import type { ResponsiblePlayMessages } from '../locales/zh-CN-responsible-play';

/**
 * The message catalogue's lookup: `t('login.submit')`, with `{{name}}` placeholders filled from
 * `values`. zh-CN is the only language and its texts are bundled, so a key lookup is all i18next
 * did here; this replaces it and react-i18next (about 17 KB gzipped of the first screen, decision
 * 0015) with the same call shape (`const { t } = useTranslation()`, `i18n.t(...)`). Keys are
 * checked by the compiler; an unknown key (only reachable through a cast) shows the key itself.
 */

/** Every dotted path to a text of the catalogue ('login.submit'). */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Texts of pages no first screen shows, in modules of their own that the page adds when it loads
 * (`addFeatureMessages`), so the first screens do not carry them (decision 0015).
 */
interface FeatureMessages {
  agents: AgentsMessages;
  responsiblePlay: ResponsiblePlayMessages;
}

/** The whole catalogue: the member site's texts, the feature texts and those of the house pages (`house.*`). */
type Catalogue = Messages & FeatureMessages & { house: HouseMessages };

export type MessageKey = KeysOf<Catalogue>;

export type MessageValues = Record<string, string | number>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const catalogue: Record<string, unknown> = { ...zhCN };

/**
 * The house pages' texts (`house.*`) are their own module, added by the house bundle at start
 * (house/main.tsx): no page of the member site uses them, so its first screens do not load them
 * (decision 0015). Before this, a `house.*` key shows as itself.
 */
export function addHouseMessages(messages: HouseMessages): void {
  catalogue.house = messages;
}

/** Adds a feature's texts (its module calls this when it loads, before anything renders). */
export function addFeatureMessages<K extends keyof FeatureMessages>(name: K, messages: FeatureMessages[K]): void {
  catalogue[name] = messages;
}

function lookup(key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key`, placeholders filled (a placeholder without a value stays as written). */
export function t(key: MessageKey, values?: MessageValues): string {
  const text = lookup(key) ?? key;
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const i18n = { t };

const translation = { t };

/** Same shape as react-i18next's hook; the catalogue never changes while the page is open. */
export function useTranslation(): { t: typeof t } {
  return translation;
}
