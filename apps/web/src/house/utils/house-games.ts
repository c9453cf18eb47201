import { GAME_INFO, type HouseGameCode } from '@app/house-games';

/** The five house games served at /house/<code> (ADR 0009). */
export const HOUSE_GAME_CODES = [
  'slots',
  'sic-bo',
  'baccarat',
  'dragon-tiger',
  'fast3',
] as const satisfies readonly HouseGameCode[];

/** Games played one round at a time (`POST /api/house/{game}/play`); Fast-3 is drawn for everyone. */
export type InstantGameCode = Exclude<HouseGameCode, 'fast3'>;

export function isHouseGame(value: string): value is HouseGameCode {
  return (HOUSE_GAME_CODES as readonly string[]).includes(value);
}

/** `/house/slots` → 'slots'; anything else → null. */
export function gameOfPath(pathname: string): HouseGameCode | null {
  const match = /^\/house\/([a-z0-9-]+)\/?$/.exec(pathname);
  const code = match?.[1];
  return code !== undefined && isHouseGame(code) ? code : null;
}

export function gameName(code: HouseGameCode): string {
  return GAME_INFO[code].name;
}

/**
 * Where login comes back to: /gamePage for this game on the member site, which then launches it
 * (house games are `plat_name` = `supplier` = 'house').
 */
export function siteLoginPath(code: HouseGameCode): string {
  const gamePage = `/gamePage?${new URLSearchParams({ name: gameName(code), type: '0', code, supplier: 'house' }).toString()}`;
  return `/#/login?${new URLSearchParams({ redirect: gamePage }).toString()}`;
}

/** The member site's home. */
export const SITE_HOME = '/#/';
/** The member site's transfer page, for moving money back out. */
export const SITE_ASSETS = '/#/assets';
