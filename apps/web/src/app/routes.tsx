import type { RouteObject } from 'react-router';
import { Root } from './root';
import { titled } from './route-handle';
import { NotFoundPage, PageLoader, RouteError } from './route-states';

const loginPage = () =>
  import('../features/auth/pages/login-page').then((module) => ({ Component: module.LoginPage }));

/** Every page is lazy-loaded: the first page downloads only what it shows. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, handle: titled('pages.login'), lazy: loginPage },
      { path: 'login', handle: titled('pages.login'), lazy: loginPage },
      {
        path: 'welcome',
        handle: titled('pages.welcome'),
        lazy: () =>
          import('../features/welcome/pages/welcome-page').then((m) => ({
            Component: m.WelcomePage,
          })),
      },
      {
        path: 'reset_password',
        handle: titled('pages.reset_password'),
        lazy: () =>
          import('../features/auth/pages/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: 'home',
        handle: titled('pages.home'),
        lazy: () =>
          import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'about',
        handle: titled('pages.about'),
        lazy: () =>
          import('../features/about/pages/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'locale',
        handle: titled('pages.locale'),
        lazy: () =>
          import('../features/locale/pages/locale-page').then((m) => ({
            Component: m.LocalePage,
          })),
      },
      {
        path: 'no-account',
        handle: titled('pages.no_account'),
        lazy: () =>
          import('../features/no-account/pages/no-account-page').then((m) => ({
            Component: m.NoAccountPage,
          })),
      },
      {
        path: 'account-creation',
        handle: titled('pages.account_creation'),
        lazy: () =>
          import('../features/account-request/pages/account-creation-page').then((m) => ({
            Component: m.AccountCreationPage,
          })),
      },
      {
        path: 'profile',
        handle: titled('pages.profile'),
        lazy: () =>
          import('../features/profile/pages/profile-page').then((m) => ({
            Component: m.ProfilePage,
          })),
      },
      {
        path: 'terms',
        handle: titled('pages.terms'),
        lazy: () =>
          import('../features/legal/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'privacy',
        handle: titled('pages.privacy'),
        lazy: () =>
          import('../features/legal/pages/privacy-page').then((m) => ({
            Component: m.PrivacyPage,
          })),
      },
      { path: '*', handle: titled('pages.not_found'), Component: NotFoundPage },
    ],
  },
];
