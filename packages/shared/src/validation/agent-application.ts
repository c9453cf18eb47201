// Agent application rules, spec-2 §5.
import { isMainlandMobile } from './patterns';
import { isBlank, textOf, type TextInput, type ValidationResult } from './rule-helpers';

/** Longest application reason kept (decision 0028). */
export const AGENT_APPLICATION_REASON_MAX = 200;

/** Agent application messages, verbatim from spec-2 §5 (the length cap is decision 0028's). */
export const AGENT_APPLICATION_MESSAGES = {
  mobileInvalid: '请输入正确手机号',
  reasonRequired: '请输入申请理由',
  reasonTooLong: `申请理由最多${AGENT_APPLICATION_REASON_MAX}个字`,
} as const;

/** Agent application (applyagentdo): the mainland mobile pattern, then a reason, then its length. */
export function validateAgentApplication(input: { mobile: TextInput; reason: TextInput }): ValidationResult {
  if (!isMainlandMobile(textOf(input.mobile))) return AGENT_APPLICATION_MESSAGES.mobileInvalid;
  if (isBlank(input.reason)) return AGENT_APPLICATION_MESSAGES.reasonRequired;
  if ([...textOf(input.reason).trim()].length > AGENT_APPLICATION_REASON_MAX) {
    return AGENT_APPLICATION_MESSAGES.reasonTooLong;
  }
  return null;
}
