export * from './audit';
export * from './account-requests';
export * from './content';
export * from './manage.types';
export * from './moderation';
export * from './requests';
