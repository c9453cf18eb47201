import type { MessageKey } from '../../../lib/i18n';

/** State labels of spec-2 §4: 0 and 4 未同意, 1 待审核, 2 通过, 3 拒绝 (anything else as 未同意). */
export function applyStateKey(state: number): MessageKey {
  if (state === 1) return 'activities.state1';
  if (state === 2) return 'activities.state2';
  if (state === 3) return 'activities.state3';
  return 'activities.state0';
}
