import { toNationalMobile } from '@app/shared/validation';

/** A mainland mobile as stored: its 11 digits without prefix ('' when it is not a mobile number). */
export function normalizeMobile(input: string): string {
  return toNationalMobile(input.replace(/[\s-]/g, '')) ?? '';
}
