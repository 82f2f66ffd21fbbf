/** The console's addresses (kept apart from config/paths: the resident guard needs only these). */
export const managePaths = {
  dashboard: () => '/manage',
  login: () => '/manage/login',
  billboard: (status?: string) =>
    status && status !== 'pending' ? `/manage/billboard?status=${status}` : '/manage/billboard',
} as const;
