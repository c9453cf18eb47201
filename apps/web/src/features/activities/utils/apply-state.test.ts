import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { applyStateKey } from './apply-state';

describe('applyStateKey', () => {
  it('labels the states of spec-2 §4', () => {
    expect([0, 1, 2, 3, 4].map((state) => t(applyStateKey(state)))).toEqual([
      '未同意',
      '待审核',
      '通过',
      '拒绝',
      '未同意',
    ]);
  });
});
