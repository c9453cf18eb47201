import { lazy, Suspense, type ComponentProps } from 'react';

// The loading state lives in its own file: the shell uses it without the error illustrations.
export { LoadingState } from './loading-state';

// The error and empty states (antd-mobile ErrorBlock with its illustrations) load when one is shown,
// not with every page that might show one (decision 0015).
const blocks = () => import('./state-blocks');
const LazyErrorState = lazy(() => blocks().then((module) => ({ default: module.ErrorState })));
const LazyEmptyState = lazy(() => blocks().then((module) => ({ default: module.EmptyState })));

/** Holds the block's place while it loads (its illustration and title), so nothing below jumps. */
const placeholder = <div aria-busy="true" style={{ minHeight: 180 }} />;

/** Error state with a retry button. */
export function ErrorState(props: ComponentProps<typeof LazyErrorState>) {
  return (
    <Suspense fallback={placeholder}>
      <LazyErrorState {...props} />
    </Suspense>
  );
}

/** Empty state of a list. */
export function EmptyState(props: ComponentProps<typeof LazyEmptyState>) {
  return (
    <Suspense fallback={placeholder}>
      <LazyEmptyState {...props} />
    </Suspense>
  );
}
