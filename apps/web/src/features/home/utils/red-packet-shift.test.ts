import { describe, expect, it } from 'vitest';
import { RED_PACKET_GAP_PX, redPacketShift } from './red-packet-shift';

// 375x667 with the download bar: tabs at 466–547, the float unmoved at 528–593 (measured).
const FLOAT = { top: 528, bottom: 593 };
const ROOM_BELOW = 16; // 24 px above the tab bar by default, 8 px at least

describe('redPacketShift', () => {
  it('stays put when the tabs are elsewhere or not on the page', () => {
    expect(redPacketShift(FLOAT, null, ROOM_BELOW)).toBe(0);
    expect(redPacketShift(FLOAT, { top: 50, bottom: 131 }, ROOM_BELOW)).toBe(0); // stuck under the header
    expect(redPacketShift(FLOAT, { top: 420, bottom: 528 }, ROOM_BELOW)).toBe(0); // touching, not covering
  });

  it('moves above the tabs when there is no room below them: the 体育 tab stays uncovered', () => {
    const tabs = { top: 466, bottom: 547 };
    const shift = redPacketShift(FLOAT, tabs, ROOM_BELOW);
    expect(FLOAT.bottom + shift).toBe(tabs.top - RED_PACKET_GAP_PX);
  });

  it('moves just below the tabs when that stays above the tab bar', () => {
    const tabs = { top: 450, bottom: 535 };
    const shift = redPacketShift(FLOAT, tabs, ROOM_BELOW);
    expect(FLOAT.top + shift).toBe(tabs.bottom + RED_PACKET_GAP_PX);
    expect(shift).toBeLessThanOrEqual(ROOM_BELOW);
  });
});
