import type { CategoryEntrySchema, GameSchema, GameTypeTabSchema, LobbyCategoryTabSchema } from '@app/shared/contracts';
import type { z } from 'zod';
import { isRecord, readNumber, readText } from './read';

// Catalogue answers read by hand against the shared contract types (spec-1 §3, spec-2 §3): the
// home page stays free of zod, and a missing field never crashes a screen.

export type GameTypeTab = z.infer<typeof GameTypeTabSchema>;
export type CategoryEntry = z.infer<typeof CategoryEntrySchema>;
export type Game = z.infer<typeof GameSchema>;
export type LobbyCategoryTab = z.infer<typeof LobbyCategoryTabSchema>;

export function readGameTypeTab(row: Record<string, unknown>): GameTypeTab {
  return {
    id: readNumber(row, 'id'),
    name: readText(row, 'name'),
    game_img: readText(row, 'game_img'),
    show_type: readNumber(row, 'show_type', 1),
    platform_name: readText(row, 'platform_name'),
    game_code: readText(row, 'game_code'),
    supplier: readText(row, 'supplier'),
    game_name: readText(row, 'game_name'),
  };
}

export function readCategoryEntry(row: Record<string, unknown>): CategoryEntry {
  return {
    id: readNumber(row, 'id'),
    name: readText(row, 'name'),
    game_img: readText(row, 'game_img'),
    platform_name: readText(row, 'platform_name'),
    game_code: readText(row, 'game_code'),
    supplier: readText(row, 'supplier'),
    type: readText(row, 'type') === 'category' ? 'category' : 'game',
    desc_mark: readText(row, 'desc_mark'),
    mark_color: readText(row, 'mark_color'),
    desc_num: readText(row, 'desc_num'),
    desc_unit: readText(row, 'desc_unit'),
    betrayal: readText(row, 'betrayal'),
    home_desc: readText(row, 'home_desc'),
    category_en: readText(row, 'category_en'),
  };
}

export function readGame(row: Record<string, unknown>): Game {
  return {
    id: readNumber(row, 'id'),
    platform_name: readText(row, 'platform_name'),
    game_code: readText(row, 'game_code'),
    supplier: readText(row, 'supplier'),
    name: readText(row, 'name'),
    mobile_img: readText(row, 'mobile_img'),
    desc_mark: readText(row, 'desc_mark'),
    mark_color: readText(row, 'mark_color'),
    app_state: readNumber(row, 'app_state'),
    category_en: readText(row, 'category_en'),
  };
}

export function readLobbyCategoryTab(row: Record<string, unknown>): LobbyCategoryTab {
  return {
    id: readNumber(row, 'id'),
    name: readText(row, 'name'),
    game_img: readText(row, 'game_img'),
    category_en: readText(row, 'category_en'),
    is_current: readNumber(row, 'is_current'),
  };
}

/** The rows of a list answer (`data` itself, or `data.<key>`), records only. */
export function readRows(data: unknown, key?: string): Record<string, unknown>[] {
  const list = key === undefined ? data : isRecord(data) ? data[key] : undefined;
  if (!Array.isArray(list)) throw new Error('list missing');
  return list.filter(isRecord);
}
