import { describe, expect, it } from 'vitest';

import { validateAgentApplication } from './agent-application';

describe('validateAgentApplication', () => {
  it('checks the mobile first, then the reason', () => {
    expect(validateAgentApplication({ mobile: '15412345678', reason: '' })).toBe('请输入正确手机号');
    expect(validateAgentApplication({ mobile: '13800138000', reason: ' ' })).toBe('请输入申请理由');
    expect(validateAgentApplication({ mobile: '13800138000', reason: '有推广资源' })).toBeNull();
  });

  it('caps the reason at 200 characters (decision 0028), counting characters, not bytes', () => {
    expect(validateAgentApplication({ mobile: '13800138000', reason: '推'.repeat(200) })).toBeNull();
    expect(validateAgentApplication({ mobile: '13800138000', reason: '推'.repeat(201) })).toBe('申请理由最多200个字');
  });
});
