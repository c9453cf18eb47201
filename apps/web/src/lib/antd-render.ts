import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile renders Toast, Dialog and Modal with the React 18 API; on React 19 they throw and
// nothing shows unless it is given createRoot (STACK-NOTES trap 2). Imported for this side effect
// by the modules that show them (toast-now.ts, confirm-dialog.ts, the house pages' main.tsx), so
// antd-mobile's fallback renderer is not part of any first screen (decision 0015).
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
