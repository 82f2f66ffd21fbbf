import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { routePaths } from '../config/paths';
import { passwordPageTitleKey } from '../features/auth/password-page-title';
import { manageRoutePaths } from '../features/manage/paths';
import { loadConsoleCatalog, loadNotificationCatalog } from '../i18n/setup';
import { Root } from './root';
import { titled } from './route-handle';
import { NotFoundPage, PageLoader, RouteError } from './route-states';

const loginPage = () =>
  import('../features/auth/pages/login-page').then((module) => ({ Component: module.LoginPage }));

/** A notification page and its texts (a catalog of their own, see i18n/setup.ts). */
const notificationPage = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  Promise.all([load(), loadNotificationCatalog()]).then(([module]) => ({
    Component: pick(module),
  }));

/** Every page is lazy-loaded: the first page downloads only what it shows. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, handle: titled('pages.login'), lazy: loginPage },
      { path: routePaths.login, handle: titled('pages.login'), lazy: loginPage },
      {
        path: routePaths.welcome,
        handle: titled('pages.welcome'),
        lazy: () =>
          import('../features/welcome/pages/welcome-page').then((m) => ({
            Component: m.WelcomePage,
          })),
      },
      {
        path: routePaths.resetPassword,
        handle: titled('pages.reset_password', passwordPageTitleKey),
        lazy: () =>
          import('../features/auth/pages/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: routePaths.home,
        handle: titled('pages.home'),
        lazy: () =>
          import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: routePaths.about,
        handle: titled('pages.about'),
        lazy: () =>
          import('../features/about/pages/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: routePaths.locale,
        handle: titled('pages.locale'),
        lazy: () =>
          import('../features/locale/pages/locale-page').then((m) => ({
            Component: m.LocalePage,
          })),
      },
      {
        path: routePaths.noAccount,
        handle: titled('pages.no_account'),
        lazy: () =>
          import('../features/no-account/pages/no-account-page').then((m) => ({
            Component: m.NoAccountPage,
          })),
      },
      {
        path: routePaths.accountCreation,
        handle: titled('pages.account_creation'),
        lazy: () =>
          import('../features/account-request/pages/account-creation-page').then((m) => ({
            Component: m.AccountCreationPage,
          })),
      },
      {
        path: routePaths.profile,
        handle: titled('pages.profile'),
        lazy: () =>
          import('../features/profile/pages/profile-page').then((m) => ({
            Component: m.ProfilePage,
          })),
      },
      {
        path: routePaths.notificationSettings,
        handle: titled('pages.notification_settings'),
        lazy: () =>
          notificationPage(
            () => import('../features/notifications/pages/notification-settings-page'),
            (m) => m.NotificationSettingsPage,
          ),
      },
      {
        path: routePaths.notifications,
        handle: titled('pages.notifications'),
        lazy: () =>
          notificationPage(
            () => import('../features/notifications/pages/notifications-page'),
            (m) => m.NotificationsPage,
          ),
      },
      {
        path: routePaths.unsubscribe,
        handle: titled('pages.unsubscribe'),
        lazy: () =>
          notificationPage(
            () => import('../features/notifications/pages/unsubscribe-page'),
            (m) => m.UnsubscribePage,
          ),
      },
      {
        path: routePaths.emergencyMessage,
        handle: titled('pages.emergency_message'),
        lazy: () =>
          notificationPage(
            () => import('../features/notifications/pages/emergency-message-page'),
            (m) => m.EmergencyMessagePage,
          ),
      },
      {
        path: routePaths.confirmEmail,
        handle: titled('pages.confirm_email'),
        lazy: () =>
          import('../features/profile/pages/confirm-email-page').then((m) => ({
            Component: m.ConfirmEmailPage,
          })),
      },
      {
        path: routePaths.services,
        handle: titled('services.title'),
        lazy: () =>
          import('../features/services/pages/services-page').then((m) => ({
            Component: m.ServicesPage,
          })),
      },
      {
        path: routePaths.service,
        handle: titled('services.detail_title'),
        lazy: () =>
          import('../features/services/pages/service-detail-page').then((m) => ({
            Component: m.ServiceDetailPage,
          })),
      },
      {
        path: routePaths.news,
        handle: titled('news.title'),
        lazy: () =>
          import('../features/news/pages/news-page').then((m) => ({ Component: m.NewsPage })),
      },
      {
        path: routePaths.newsItem,
        handle: titled('news.detail_title'),
        lazy: () =>
          import('../features/news/pages/news-detail-page').then((m) => ({
            Component: m.NewsDetailPage,
          })),
      },
      {
        path: routePaths.documents,
        handle: titled('documents.title'),
        lazy: () =>
          import('../features/documents/pages/documents-page').then((m) => ({
            Component: m.DocumentsPage,
          })),
      },
      {
        path: routePaths.billboard,
        handle: titled('billboard.title'),
        lazy: () =>
          import('../features/billboard/pages/billboard-page').then((m) => ({
            Component: m.BillboardPage,
          })),
      },
      {
        path: routePaths.post,
        handle: titled('billboard.detail_title'),
        lazy: () =>
          import('../features/billboard/pages/post-detail-page').then((m) => ({
            Component: m.PostDetailPage,
          })),
      },
      {
        path: routePaths.newPost,
        handle: titled('billboard.new_title'),
        lazy: () =>
          import('../features/billboard/pages/new-post-page').then((m) => ({
            Component: m.NewPostPage,
          })),
      },
      {
        path: routePaths.requests,
        handle: titled('requests.title'),
        lazy: () =>
          import('../features/requests/pages/requests-page').then((m) => ({
            Component: m.RequestsPage,
          })),
      },
      {
        path: routePaths.request,
        handle: titled('requests.detail_title'),
        lazy: () =>
          import('../features/requests/pages/request-detail-page').then((m) => ({
            Component: m.RequestDetailPage,
          })),
      },
      {
        path: routePaths.newRequest,
        handle: titled('requests.new_title'),
        lazy: () =>
          import('../features/requests/pages/new-request-page').then((m) => ({
            Component: m.NewRequestPage,
          })),
      },
      {
        path: routePaths.bookings,
        handle: titled('bookings.title'),
        lazy: () =>
          import('../features/bookings/pages/bookings-page').then((m) => ({
            Component: m.BookingsPage,
          })),
      },
      {
        path: routePaths.booking,
        handle: titled('bookings.detail_title'),
        lazy: () =>
          import('../features/bookings/pages/booking-detail-page').then((m) => ({
            Component: m.BookingDetailPage,
          })),
      },
      {
        path: routePaths.newBooking,
        handle: titled('bookings.new_title'),
        lazy: () =>
          import('../features/bookings/pages/new-booking-page').then((m) => ({
            Component: m.NewBookingPage,
          })),
      },
      {
        path: routePaths.terms,
        handle: titled('pages.terms'),
        lazy: () =>
          import('../features/legal/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: routePaths.privacy,
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
    path: manageRoutePaths.root,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    // The console's texts come with its code: the resident catalogs do not carry them.
    lazy: () =>
      Promise.all([import('../features/manage/manage-root'), loadConsoleCatalog()]).then(([m]) => ({
        Component: m.ManageRoot,
      })),
    children: [
      {
        path: manageRoutePaths.login,
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
            path: manageRoutePaths.billboard,
            handle: titled('manage.pages.billboard'),
            lazy: () =>
              import('../features/manage/pages/manage-billboard-page').then((m) => ({
                Component: m.ManageBillboardPage,
              })),
          },
          {
            path: manageRoutePaths.accounts,
            handle: titled('manage.accounts.title'),
            lazy: () =>
              import('../features/manage/pages/manage-accounts-page').then((m) => ({
                Component: m.ManageAccountsPage,
              })),
          },
          {
            path: manageRoutePaths.notifications,
            handle: titled('manage.notifications.inbox_title'),
            lazy: () =>
              import('../features/manage/pages/manage-notifications-page').then((m) => ({
                Component: m.ManageNotificationsPage,
              })),
          },
          {
            path: manageRoutePaths.notificationSettings,
            handle: titled('manage.notifications.settings_title'),
            lazy: () =>
              import('../features/manage/pages/manage-notification-settings-page').then((m) => ({
                Component: m.ManageNotificationSettingsPage,
              })),
          },
          {
            path: manageRoutePaths.deliveries,
            handle: titled('manage.notifications.deliveries_title'),
            lazy: () =>
              import('../features/manage/pages/manage-deliveries-page').then((m) => ({
                Component: m.ManageDeliveriesPage,
              })),
          },
          {
            path: manageRoutePaths.emergency,
            handle: titled('manage.notifications.emergency_title'),
            lazy: () =>
              import('../features/manage/pages/manage-emergency-page').then((m) => ({
                Component: m.ManageEmergencyPage,
              })),
          },
          {
            path: manageRoutePaths.residents,
            handle: titled('manage.residents.title'),
            lazy: () =>
              import('../features/manage/pages/manage-residents-page').then((m) => ({
                Component: m.ManageResidentsPage,
              })),
          },
          {
            path: manageRoutePaths.resident,
            handle: titled('manage.residents.detail_title'),
            lazy: () =>
              import('../features/manage/pages/manage-resident-page').then((m) => ({
                Component: m.ManageResidentPage,
              })),
          },
          {
            path: manageRoutePaths.leases,
            handle: titled('manage.leases.title'),
            lazy: () =>
              import('../features/manage/pages/manage-leases-page').then((m) => ({
                Component: m.ManageLeasesPage,
              })),
          },
          {
            path: manageRoutePaths.lease,
            handle: titled('manage.leases.title'),
            lazy: () =>
              import('../features/manage/pages/manage-lease-page').then((m) => ({
                Component: m.ManageLeasePage,
              })),
          },
          {
            path: manageRoutePaths.managers,
            handle: titled('manage.managers.title'),
            lazy: () =>
              import('../features/manage/pages/manage-managers-page').then((m) => ({
                Component: m.ManageManagersPage,
              })),
          },
          {
            path: manageRoutePaths.calendar,
            handle: titled('manage.calendar.title'),
            lazy: () =>
              import('../features/manage/pages/manage-calendar-page').then((m) => ({
                Component: m.ManageCalendarPage,
              })),
          },
          {
            path: manageRoutePaths.audit,
            handle: titled('manage.audit.page_title'),
            lazy: () =>
              import('../features/manage/pages/manage-audit-page').then((m) => ({
                Component: m.ManageAuditPage,
              })),
          },
          {
            path: manageRoutePaths.building,
            handle: titled('manage.building.title'),
            lazy: () =>
              import('../features/manage/pages/manage-building-page').then((m) => ({
                Component: m.ManageBuildingPage,
              })),
          },
          {
            path: manageRoutePaths.refunds,
            handle: titled('manage.refunds.title'),
            lazy: () =>
              import('../features/manage/pages/manage-refunds-page').then((m) => ({
                Component: m.ManageRefundsPage,
              })),
          },
          {
            path: manageRoutePaths.requests,
            handle: titled('manage.requests.title'),
            lazy: () =>
              import('../features/manage/pages/manage-requests-page').then((m) => ({
                Component: m.ManageRequestsPage,
              })),
          },
          {
            path: manageRoutePaths.request,
            handle: titled('manage.requests.detail_title'),
            lazy: () =>
              import('../features/manage/pages/manage-request-page').then((m) => ({
                Component: m.ManageRequestPage,
              })),
          },
          {
            path: manageRoutePaths.news,
            handle: titled('manage.news.title'),
            lazy: () =>
              import('../features/manage/pages/manage-news-page').then((m) => ({
                Component: m.ManageNewsPage,
              })),
          },
          {
            path: manageRoutePaths.documents,
            handle: titled('manage.documents.title'),
            lazy: () =>
              import('../features/manage/pages/manage-documents-page').then((m) => ({
                Component: m.ManageDocumentsPage,
              })),
          },
          {
            path: manageRoutePaths.requestCategories,
            handle: titled('manage.request_categories.title'),
            lazy: () =>
              import('../features/manage/pages/manage-request-categories-page').then((m) => ({
                Component: m.ManageRequestCategoriesPage,
              })),
          },
          {
            path: manageRoutePaths.services,
            handle: titled('manage.services.title'),
            lazy: () =>
              import('../features/manage/pages/manage-services-page').then((m) => ({
                Component: m.ManageServicesPage,
              })),
          },
          {
            path: manageRoutePaths.service,
            handle: titled('manage.services.detail_title'),
            lazy: () =>
              import('../features/manage/pages/manage-service-page').then((m) => ({
                Component: m.ManageServicePage,
              })),
          },
          {
            path: manageRoutePaths.serviceBookings,
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
