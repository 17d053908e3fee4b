import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { RouteProgress } from '../shell/route-progress';

const AntdProvider = lazy(() => import('./antd-provider'));

/**
 * Wraps anything built with antd components. antd (ConfigProvider alone is ~35 KB gz, a page's
 * worth of components 150 KB+) loads with the first screen that needs it, not with the home page,
 * which is built from light components of our own (budget: 150 KB gz of JS on the entry route).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<RouteProgress />}>
      <AntdProvider>{children}</AntdProvider>
    </Suspense>
  );
}

/** A route element: the page's own chunk, inside antd's scope unless `antd: false`. */
export function page(
  load: () => Promise<{ default: ComponentType }>,
  { antd = true }: { antd?: boolean } = {},
): ReactNode {
  const Page = lazy(load);
  const el = (
    <Suspense fallback={<RouteProgress />}>
      <Page />
    </Suspense>
  );
  return antd ? <AntdScope>{el}</AntdScope> : el;
}
