import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { routePaths } from '../config/paths';
import { passwordPageTitleKey } from '../features/auth/password-page-title';
import { manageRoutePaths } from '../features/manage/paths';
import { loadTexts, type TTextSection } from '../i18n/setup';
import { lazyPage } from './lazy-page';
import { Root } from './root';
import { titled } from './route-handle';
import { NotFoundPage } from './route-states';

/**
 * A page's code and its texts (sections of the catalog, i18n/setup.ts), downloaded at once: the
 * page shows when both are there. i18n/page-texts.test.ts checks that a page asks for every
 * section its components use.
 */
const withTexts =
  (names: readonly TTextSection[], load: () => Promise<ComponentType>) =>
  (): Promise<ComponentType> =>
    Promise.all([load(), loadTexts(names)]).then(([page]) => page);

const loginPage = lazyPage(
  withTexts(['login'], () => import('../features/auth/pages/login-page').then((m) => m.LoginPage)),
);

/**
 * Every page is lazy-loaded: the first page downloads only what it shows. `handle` carries the
 * page's title key (route-handle.ts); the router's data APIs are not used (decision 033).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    children: [
      { index: true, handle: titled('pages.login'), Component: loginPage },
      { path: routePaths.login, handle: titled('pages.login'), Component: loginPage },
      {
        path: routePaths.welcome,
        handle: titled('pages.welcome'),
        Component: lazyPage(
          withTexts(['welcome'], () =>
            import('../features/welcome/pages/welcome-page').then((m) => m.WelcomePage),
          ),
        ),
      },
      {
        path: routePaths.resetPassword,
        handle: titled('pages.reset_password', passwordPageTitleKey),
        Component: lazyPage(
          withTexts(['reset_password', 'login', 'forms'], () =>
            import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
          ),
        ),
      },
      {
        path: routePaths.home,
        handle: titled('pages.home'),
        Component: lazyPage(
          withTexts(['home'], () =>
            import('../features/home/pages/home-page').then((m) => m.HomePage),
          ),
        ),
      },
      {
        path: routePaths.about,
        handle: titled('pages.about'),
        Component: lazyPage(
          withTexts(['about'], () =>
            import('../features/about/pages/about-page').then((m) => m.AboutPage),
          ),
        ),
      },
      {
        path: routePaths.locale,
        handle: titled('pages.locale'),
        Component: lazyPage(
          withTexts(['locale'], () =>
            import('../features/locale/pages/locale-page').then((m) => m.LocalePage),
          ),
        ),
      },
      {
        path: routePaths.noAccount,
        handle: titled('pages.no_account'),
        Component: lazyPage(
          withTexts(['no_account'], () =>
            import('../features/no-account/pages/no-account-page').then((m) => m.NoAccountPage),
          ),
        ),
      },
      {
        path: routePaths.accountCreation,
        handle: titled('pages.account_creation'),
        Component: lazyPage(
          withTexts(['account_creation'], () =>
            import('../features/account-request/pages/account-creation-page').then(
              (m) => m.AccountCreationPage,
            ),
          ),
        ),
      },
      {
        path: routePaths.profile,
        handle: titled('pages.profile'),
        Component: lazyPage(
          withTexts(['profile', 'forms', 'bookings'], () =>
            import('../features/profile/pages/profile-page').then((m) => m.ProfilePage),
          ),
        ),
      },
      {
        path: routePaths.notificationSettings,
        handle: titled('pages.notification_settings'),
        Component: lazyPage(
          withTexts(['notifications', 'forms'], () =>
            import('../features/notifications/pages/notification-settings-page').then(
              (m) => m.NotificationSettingsPage,
            ),
          ),
        ),
      },
      {
        path: routePaths.notifications,
        handle: titled('pages.notifications'),
        Component: lazyPage(
          withTexts(['notifications'], () =>
            import('../features/notifications/pages/notifications-page').then(
              (m) => m.NotificationsPage,
            ),
          ),
        ),
      },
      {
        path: routePaths.unsubscribe,
        handle: titled('pages.unsubscribe'),
        Component: lazyPage(
          withTexts(['notifications', 'forms'], () =>
            import('../features/notifications/pages/unsubscribe-page').then(
              (m) => m.UnsubscribePage,
            ),
          ),
        ),
      },
      {
        path: routePaths.emergencyMessage,
        handle: titled('pages.emergency_message'),
        Component: lazyPage(
          withTexts(['notifications'], () =>
            import('../features/notifications/pages/emergency-message-page').then(
              (m) => m.EmergencyMessagePage,
            ),
          ),
        ),
      },
      {
        path: routePaths.confirmEmail,
        handle: titled('pages.confirm_email'),
        Component: lazyPage(
          withTexts(['profile'], () =>
            import('../features/profile/pages/confirm-email-page').then((m) => m.ConfirmEmailPage),
          ),
        ),
      },
      {
        path: routePaths.services,
        handle: titled('pages.services'),
        Component: lazyPage(
          withTexts(['services'], () =>
            import('../features/services/pages/services-page').then((m) => m.ServicesPage),
          ),
        ),
      },
      {
        path: routePaths.service,
        handle: titled('pages.service'),
        Component: lazyPage(
          withTexts(['services', 'bookings'], () =>
            import('../features/services/pages/service-detail-page').then(
              (m) => m.ServiceDetailPage,
            ),
          ),
        ),
      },
      {
        path: routePaths.news,
        handle: titled('pages.news'),
        Component: lazyPage(
          withTexts(['news', 'no_account'], () =>
            import('../features/news/pages/news-page').then((m) => m.NewsPage),
          ),
        ),
      },
      {
        path: routePaths.newsItem,
        handle: titled('pages.news_item'),
        Component: lazyPage(
          withTexts(['news', 'no_account'], () =>
            import('../features/news/pages/news-detail-page').then((m) => m.NewsDetailPage),
          ),
        ),
      },
      {
        path: routePaths.documents,
        handle: titled('pages.documents'),
        Component: lazyPage(
          withTexts(['documents'], () =>
            import('../features/documents/pages/documents-page').then((m) => m.DocumentsPage),
          ),
        ),
      },
      {
        path: routePaths.billboard,
        handle: titled('pages.billboard'),
        Component: lazyPage(
          withTexts(['billboard', 'no_account'], () =>
            import('../features/billboard/pages/billboard-page').then((m) => m.BillboardPage),
          ),
        ),
      },
      {
        path: routePaths.post,
        handle: titled('pages.post'),
        Component: lazyPage(
          withTexts(['billboard', 'forms', 'no_account'], () =>
            import('../features/billboard/pages/post-detail-page').then((m) => m.PostDetailPage),
          ),
        ),
      },
      {
        path: routePaths.newPost,
        handle: titled('pages.new_post'),
        Component: lazyPage(
          withTexts(['billboard', 'forms'], () =>
            import('../features/billboard/pages/new-post-page').then((m) => m.NewPostPage),
          ),
        ),
      },
      {
        path: routePaths.requests,
        handle: titled('pages.requests'),
        Component: lazyPage(
          withTexts(['requests'], () =>
            import('../features/requests/pages/requests-page').then((m) => m.RequestsPage),
          ),
        ),
      },
      {
        path: routePaths.request,
        handle: titled('pages.request'),
        Component: lazyPage(
          withTexts(['requests', 'forms'], () =>
            import('../features/requests/pages/request-detail-page').then(
              (m) => m.RequestDetailPage,
            ),
          ),
        ),
      },
      {
        path: routePaths.newRequest,
        handle: titled('pages.new_request'),
        Component: lazyPage(
          withTexts(['requests', 'forms'], () =>
            import('../features/requests/pages/new-request-page').then((m) => m.NewRequestPage),
          ),
        ),
      },
      {
        path: routePaths.bookings,
        handle: titled('pages.bookings'),
        Component: lazyPage(
          withTexts(['bookings'], () =>
            import('../features/bookings/pages/bookings-page').then((m) => m.BookingsPage),
          ),
        ),
      },
      {
        path: routePaths.booking,
        handle: titled('pages.booking'),
        Component: lazyPage(
          withTexts(['bookings'], () =>
            import('../features/bookings/pages/booking-detail-page').then(
              (m) => m.BookingDetailPage,
            ),
          ),
        ),
      },
      {
        path: routePaths.newBooking,
        handle: titled('pages.new_booking'),
        Component: lazyPage(
          withTexts(['bookings', 'forms'], () =>
            import('../features/bookings/pages/new-booking-page').then((m) => m.NewBookingPage),
          ),
        ),
      },
      {
        path: routePaths.terms,
        handle: titled('pages.terms'),
        Component: lazyPage(
          withTexts(['legal'], () =>
            import('../features/legal/pages/terms-page').then((m) => m.TermsPage),
          ),
        ),
      },
      {
        path: routePaths.privacy,
        handle: titled('pages.privacy'),
        Component: lazyPage(
          withTexts(['legal'], () =>
            import('../features/legal/pages/privacy-page').then((m) => m.PrivacyPage),
          ),
        ),
      },
      { path: '*', handle: titled('pages.not_found'), Component: NotFoundPage },
    ],
  },
  {
    // The manager console: its own guard and layout, in chunks residents never download.
    id: 'manage',
    path: manageRoutePaths.root,
    // The console's texts come with its code: the resident catalogs do not carry them.
    Component: lazyPage(
      withTexts(['manage'], () =>
        import('../features/manage/manage-root').then((m) => m.ManageRoot),
      ),
    ),
    children: [
      {
        path: manageRoutePaths.login,
        handle: titled('manage.pages.login'),
        Component: lazyPage(
          withTexts(['login'], () =>
            import('../features/manage/pages/manage-login-page').then((m) => m.ManageLoginPage),
          ),
        ),
      },
      {
        Component: lazyPage(() =>
          import('../features/manage/layout/manage-console-layout').then((m) => m.ConsoleLayout),
        ),
        children: [
          {
            index: true,
            handle: titled('manage.pages.dashboard'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-dashboard-page').then(
                (m) => m.ManageDashboardPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.billboard,
            handle: titled('manage.pages.billboard'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-billboard-page').then(
                (m) => m.ManageBillboardPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.accounts,
            handle: titled('manage.accounts.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-accounts-page').then(
                (m) => m.ManageAccountsPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.notifications,
            handle: titled('manage.notifications.inbox_title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-notifications-page').then(
                (m) => m.ManageNotificationsPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.notificationSettings,
            handle: titled('manage.notifications.settings_title'),
            Component: lazyPage(
              withTexts(['forms'], () =>
                import('../features/manage/pages/manage-notification-settings-page').then(
                  (m) => m.ManageNotificationSettingsPage,
                ),
              ),
            ),
          },
          {
            path: manageRoutePaths.deliveries,
            handle: titled('manage.notifications.deliveries_title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-deliveries-page').then(
                (m) => m.ManageDeliveriesPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.emergency,
            handle: titled('manage.notifications.emergency_title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-emergency-page').then(
                (m) => m.ManageEmergencyPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.residents,
            handle: titled('manage.residents.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-residents-page').then(
                (m) => m.ManageResidentsPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.resident,
            handle: titled('manage.residents.detail_title'),
            Component: lazyPage(
              withTexts(['forms'], () =>
                import('../features/manage/pages/manage-resident-page').then(
                  (m) => m.ManageResidentPage,
                ),
              ),
            ),
          },
          {
            path: manageRoutePaths.leases,
            handle: titled('manage.leases.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-leases-page').then((m) => m.ManageLeasesPage),
            ),
          },
          {
            path: manageRoutePaths.lease,
            handle: titled('manage.leases.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-lease-page').then((m) => m.ManageLeasePage),
            ),
          },
          {
            path: manageRoutePaths.managers,
            handle: titled('manage.managers.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-managers-page').then(
                (m) => m.ManageManagersPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.calendar,
            handle: titled('manage.calendar.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-calendar-page').then(
                (m) => m.ManageCalendarPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.audit,
            handle: titled('manage.audit.page_title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-audit-page').then((m) => m.ManageAuditPage),
            ),
          },
          {
            path: manageRoutePaths.building,
            handle: titled('manage.building.title'),
            Component: lazyPage(
              withTexts(['forms'], () =>
                import('../features/manage/pages/manage-building-page').then(
                  (m) => m.ManageBuildingPage,
                ),
              ),
            ),
          },
          {
            path: manageRoutePaths.refunds,
            handle: titled('manage.refunds.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-refunds-page').then(
                (m) => m.ManageRefundsPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.requests,
            handle: titled('manage.requests.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-requests-page').then(
                (m) => m.ManageRequestsPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.request,
            handle: titled('manage.requests.detail_title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-request-page').then(
                (m) => m.ManageRequestPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.news,
            handle: titled('manage.news.title'),
            Component: lazyPage(
              withTexts(['forms'], () =>
                import('../features/manage/pages/manage-news-page').then((m) => m.ManageNewsPage),
              ),
            ),
          },
          {
            path: manageRoutePaths.documents,
            handle: titled('manage.documents.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-documents-page').then(
                (m) => m.ManageDocumentsPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.requestCategories,
            handle: titled('manage.request_categories.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-request-categories-page').then(
                (m) => m.ManageRequestCategoriesPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.services,
            handle: titled('manage.services.title'),
            Component: lazyPage(() =>
              import('../features/manage/pages/manage-services-page').then(
                (m) => m.ManageServicesPage,
              ),
            ),
          },
          {
            path: manageRoutePaths.service,
            handle: titled('manage.services.detail_title'),
            Component: lazyPage(
              withTexts(['forms', 'services'], () =>
                import('../features/manage/pages/manage-service-page').then(
                  (m) => m.ManageServicePage,
                ),
              ),
            ),
          },
          {
            path: manageRoutePaths.serviceBookings,
            handle: titled('manage.bookings.title'),
            Component: lazyPage(
              withTexts(['forms', 'services'], () =>
                import('../features/manage/pages/manage-service-bookings-page').then(
                  (m) => m.ManageServiceBookingsPage,
                ),
              ),
            ),
          },
        ],
      },
    ],
  },
];
