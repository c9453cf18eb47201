import { useState } from 'react';
import { useCaptcha } from '../api/get-captcha';

/**
 * The code typed into a captcha field and the captcha it answers. `reload` empties the field and
 * loads a new image: a captcha is checked once, so every failed submit uses it up (spec-1 §8).
 */
export function useCaptchaInput(purpose: 'login' | 'register', enabled = true) {
  const [value, setValue] = useState('');
  const captcha = useCaptcha(purpose, enabled);
  const reload = () => {
    setValue('');
    void captcha.refetch();
  };
  return { value, setValue, captcha, reload };
}

export type CaptchaInput = ReturnType<typeof useCaptchaInput>;
