import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { FeedbackProvider } from '@/lib/feedback';
import { selectDirection, selectSkin } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import type { AppStore } from '@/lib/store/makeStore';
import { ThemeRoot } from '@/lib/theme/ThemeRoot';
import { PreferencesEffects } from './PreferencesEffects';
import type { AppRoute } from '@/lib/auth/routes';
import type { AppRouter } from './router';
import { RoutesContext } from './routesContext';

function Themed({ router }: { router: AppRouter }) {
  const skin = useAppSelector(selectSkin);
  const direction = useAppSelector(selectDirection);
  return (
    <ThemeRoot skin={skin} direction={direction}>
      <FeedbackProvider>
        <PreferencesEffects />
        <RouterProvider router={router} />
      </FeedbackProvider>
    </ThemeRoot>
  );
}

export function App({
  store,
  router,
  routes,
}: {
  store: AppStore;
  router: AppRouter;
  /** A test's own route table, or null for the app's. */
  routes: AppRoute[] | null;
}) {
  return (
    <Provider store={store}>
      <RoutesContext value={routes}>
        <Themed router={router} />
      </RoutesContext>
    </Provider>
  );
}
