import { configureApiClient } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { showToast } from '../lib/show-toast';

// antd-mobile's React 19 renderer is set by lib/antd-render.ts, loaded with the first toast or
// dialog (decision 0015).
configureApiClient({
  showError: (message) => showToast({ icon: 'fail', content: message }),
  unauthorizedMessage: i18n.t('auth.sessionExpired'),
});
