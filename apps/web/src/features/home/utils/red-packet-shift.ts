/** A vertical band on screen, in CSS pixels from the top of the viewport. */
export interface Band {
  top: number;
  bottom: number;
}

/** Space kept between the float and what it must not cover. */
export const RED_PACKET_GAP_PX = 8;

/**
 * How far to move the red-packet float (positive: down) so that it does not cover the home
 * game-type tabs (their last tab, 体育, sits under the float's right-hand corner; issue #13).
 * `float` is where the float sits unmoved (just above the bottom tab bar), `tabs` where the tab
 * row is now (null when it is not on the page), `roomBelow` how far the float may go down and still
 * keep `RED_PACKET_GAP_PX` above the tab bar. No overlap: stay. Otherwise go just below the tabs
 * when there is room, else just above them.
 */
export function redPacketShift(float: Band, tabs: Band | null, roomBelow: number): number {
  if (!tabs || float.bottom <= tabs.top || float.top >= tabs.bottom) return 0;
  const down = tabs.bottom + RED_PACKET_GAP_PX - float.top;
  if (down <= roomBelow) return down;
  return tabs.top - RED_PACKET_GAP_PX - float.bottom;
}
