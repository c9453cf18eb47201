import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES } from './register';
import { formatRateHundredths, rateHundredthsOf, SUB_AGENT_MESSAGES, validateSubAgent } from './sub-agent';

const valid = {
  account: 'team0001',
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
  realName: '李四',
  payPassword: '123456',
  ratePercent: '0.80',
  adult: true,
  ownRatePercent: '1.20',
};

describe('validateSubAgent', () => {
  it('passes a valid sub-agent', () => {
    expect(validateSubAgent(valid)).toBeNull();
  });
  it('applies the registration rules with their messages', () => {
    expect(validateSubAgent({ ...valid, account: 'abc' })).toBe(REGISTER_MESSAGES.accountInvalid);
    expect(validateSubAgent({ ...valid, password: 'short1' })).toBe(REGISTER_MESSAGES.passwordInvalid);
    expect(validateSubAgent({ ...valid, confirmPassword: 'abcd12345' })).toBe(REGISTER_MESSAGES.passwordMismatch);
    expect(validateSubAgent({ ...valid, realName: '李四1' })).toBe(REGISTER_MESSAGES.realNameInvalid);
    expect(validateSubAgent({ ...valid, payPassword: '12345a' })).toBe(REGISTER_MESSAGES.payPasswordNotDigits);
  });
  it('needs a rate strictly below the agent own, with at most two decimals', () => {
    expect(validateSubAgent({ ...valid, ratePercent: '1.20' })).toBe(SUB_AGENT_MESSAGES.rateNotBelow('1.20'));
    expect(validateSubAgent({ ...valid, ratePercent: '1.5' })).toBe(SUB_AGENT_MESSAGES.rateNotBelow('1.20'));
    expect(validateSubAgent({ ...valid, ratePercent: '1.19' })).toBeNull();
    expect(validateSubAgent({ ...valid, ratePercent: '0.805' })).toBe(SUB_AGENT_MESSAGES.rateInvalid);
    expect(validateSubAgent({ ...valid, ratePercent: '-1' })).toBe(SUB_AGENT_MESSAGES.rateInvalid);
    expect(validateSubAgent({ ...valid, ratePercent: '' })).toBe(SUB_AGENT_MESSAGES.rateInvalid);
    expect(validateSubAgent({ ...valid, adult: false })).toBe(SUB_AGENT_MESSAGES.adultRequired);
  });
  it('reads and writes rates exactly in hundredths', () => {
    expect(rateHundredthsOf('0.8')).toBe(80);
    expect(rateHundredthsOf('12.05')).toBe(1205);
    expect(rateHundredthsOf('100.01')).toBeNull();
    expect(formatRateHundredths(80)).toBe('0.80');
    expect(formatRateHundredths(1205)).toBe('12.05');
  });
});
