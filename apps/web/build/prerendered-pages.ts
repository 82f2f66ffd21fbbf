/**
 * The pages painted from HTML before any script runs, and the paths that show them: the login
 * page as a visitor sees it, and the pages a resident opens most as a signed-in resident sees
 * them before their data (`signedIn`: rendered with a session, shown only to one).
 */
export const PRERENDERED_PAGES = [
  {
    file: 'login.html',
    paths: ['/', '/login'],
    module: 'src/features/auth/pages/login-page.tsx',
    signedIn: false,
  },
  {
    file: 'home.html',
    paths: ['/home'],
    module: 'src/features/home/pages/home-page.tsx',
    signedIn: true,
  },
  {
    file: 'billboard.html',
    paths: ['/billboard'],
    module: 'src/features/billboard/pages/billboard-page.tsx',
    signedIn: true,
  },
  {
    file: 'services.html',
    paths: ['/services'],
    module: 'src/features/services/pages/services-page.tsx',
    signedIn: true,
  },
];
