import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN, type Messages } from '../locales/zh-CN';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

// zh-CN is the only language for now; resources are bundled, so init finishes synchronously.
void i18next.use(initReactI18next).init({
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  resources: { 'zh-CN': { translation: zhCN } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export const i18n = i18next;
