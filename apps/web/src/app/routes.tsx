import type { RouteObject } from 'react-router';
import { loadConsoleCatalog } from '../i18n/setup';
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
        path: 'confirm-email/:token',
        handle: titled('pages.confirm_email'),
        lazy: () =>
          import('../features/profile/pages/confirm-email-page').then((m) => ({
            Component: m.ConfirmEmailPage,
          })),
      },
      {
        path: 'services',
        handle: titled('services.title'),
        lazy: () =>
          import('../features/services/pages/services-page').then((m) => ({
            Component: m.ServicesPage,
          })),
      },
      {
        path: 'services/:id',
        handle: titled('services.detail_title'),
        lazy: () =>
          import('../features/services/pages/service-detail-page').then((m) => ({
            Component: m.ServiceDetailPage,
          })),
      },
      {
        path: 'news',
        handle: titled('news.title'),
        lazy: () =>
          import('../features/news/pages/news-page').then((m) => ({ Component: m.NewsPage })),
      },
      {
        path: 'news/:id',
        handle: titled('news.detail_title'),
        lazy: () =>
          import('../features/news/pages/news-detail-page').then((m) => ({
            Component: m.NewsDetailPage,
          })),
      },
      {
        path: 'documents',
        handle: titled('documents.title'),
        lazy: () =>
          import('../features/documents/pages/documents-page').then((m) => ({
            Component: m.DocumentsPage,
          })),
      },
      {
        path: 'billboard',
        handle: titled('billboard.title'),
        lazy: () =>
          import('../features/billboard/pages/billboard-page').then((m) => ({
            Component: m.BillboardPage,
          })),
      },
      {
        path: 'billboard/:id',
        handle: titled('billboard.detail_title'),
        lazy: () =>
          import('../features/billboard/pages/post-detail-page').then((m) => ({
            Component: m.PostDetailPage,
          })),
      },
      {
        path: 'new-post',
        handle: titled('billboard.new_title'),
        lazy: () =>
          import('../features/billboard/pages/new-post-page').then((m) => ({
            Component: m.NewPostPage,
          })),
      },
      {
        path: 'requests',
        handle: titled('requests.title'),
        lazy: () =>
          import('../features/requests/pages/requests-page').then((m) => ({
            Component: m.RequestsPage,
          })),
      },
      {
        path: 'requests/:id',
        handle: titled('requests.detail_title'),
        lazy: () =>
          import('../features/requests/pages/request-detail-page').then((m) => ({
            Component: m.RequestDetailPage,
          })),
      },
      {
        path: 'new-request',
        handle: titled('requests.new_title'),
        lazy: () =>
          import('../features/requests/pages/new-request-page').then((m) => ({
            Component: m.NewRequestPage,
          })),
      },
      {
        path: 'bookings',
        handle: titled('bookings.title'),
        lazy: () =>
          import('../features/bookings/pages/bookings-page').then((m) => ({
            Component: m.BookingsPage,
          })),
      },
      {
        path: 'booking/:id',
        handle: titled('bookings.detail_title'),
        lazy: () =>
          import('../features/bookings/pages/booking-detail-page').then((m) => ({
            Component: m.BookingDetailPage,
          })),
      },
      {
        path: 'new-booking',
        handle: titled('bookings.new_title'),
        lazy: () =>
          import('../features/bookings/pages/new-booking-page').then((m) => ({
            Component: m.NewBookingPage,
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
  {
    // The manager console: its own guard and layout, in chunks residents never download.
    id: 'manage',
    path: 'manage',
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    // The console's texts come with its code: the resident catalogs do not carry them.
    lazy: () =>
      Promise.all([import('../features/manage/manage-root'), loadConsoleCatalog()]).then(([m]) => ({
        Component: m.ManageRoot,
      })),
    children: [
      {
        path: 'login',
        handle: titled('manage.pages.login'),
        lazy: () =>
          import('../features/manage/pages/manage-login-page').then((m) => ({
            Component: m.ManageLoginPage,
          })),
      },
      {
        lazy: () =>
          import('../features/manage/layout/manage-console-layout').then((m) => ({
            Component: m.ConsoleLayout,
          })),
        children: [
          {
            index: true,
            handle: titled('manage.pages.dashboard'),
            lazy: () =>
              import('../features/manage/pages/manage-dashboard-page').then((m) => ({
                Component: m.ManageDashboardPage,
              })),
          },
          {
            path: 'billboard',
            handle: titled('manage.pages.billboard'),
            lazy: () =>
              import('../features/manage/pages/manage-billboard-page').then((m) => ({
                Component: m.ManageBillboardPage,
              })),
          },
          {
            path: 'accounts',
            handle: titled('manage.accounts.title'),
            lazy: () =>
              import('../features/manage/pages/manage-accounts-page').then((m) => ({
                Component: m.ManageAccountsPage,
              })),
          },
          {
            path: 'requests',
            handle: titled('manage.requests.title'),
            lazy: () =>
              import('../features/manage/pages/manage-requests-page').then((m) => ({
                Component: m.ManageRequestsPage,
              })),
          },
          {
            path: 'requests/:id',
            handle: titled('manage.requests.detail_title'),
            lazy: () =>
              import('../features/manage/pages/manage-request-page').then((m) => ({
                Component: m.ManageRequestPage,
              })),
          },
          {
            path: 'news',
            handle: titled('manage.news.title'),
            lazy: () =>
              import('../features/manage/pages/manage-news-page').then((m) => ({
                Component: m.ManageNewsPage,
              })),
          },
          {
            path: 'documents',
            handle: titled('manage.documents.title'),
            lazy: () =>
              import('../features/manage/pages/manage-documents-page').then((m) => ({
                Component: m.ManageDocumentsPage,
              })),
          },
          {
            path: 'request-categories',
            handle: titled('manage.request_categories.title'),
            lazy: () =>
              import('../features/manage/pages/manage-request-categories-page').then((m) => ({
                Component: m.ManageRequestCategoriesPage,
              })),
          },
          {
            path: 'services',
            handle: titled('manage.services.title'),
            lazy: () =>
              import('../features/manage/pages/manage-services-page').then((m) => ({
                Component: m.ManageServicesPage,
              })),
          },
          {
            path: 'services/:id',
            handle: titled('manage.services.detail_title'),
            lazy: () =>
              import('../features/manage/pages/manage-service-page').then((m) => ({
                Component: m.ManageServicePage,
              })),
          },
          {
            path: 'services/:id/bookings',
            handle: titled('manage.bookings.title'),
            lazy: () =>
              import('../features/manage/pages/manage-service-bookings-page').then((m) => ({
                Component: m.ManageServiceBookingsPage,
              })),
          },
        ],
      },
    ],
  },
];
