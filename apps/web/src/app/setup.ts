import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { configureApiClient } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { showToast } from '../lib/show-toast';

// antd-mobile renders Toast, Dialog and Modal with the React 18 API; on React 19 they throw and
// nothing shows unless it is given createRoot (STACK-NOTES trap 2).
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

configureApiClient({
  showError: (message) => showToast({ icon: 'fail', content: message }),
  unauthorizedMessage: i18n.t('auth.sessionExpired'),
});
