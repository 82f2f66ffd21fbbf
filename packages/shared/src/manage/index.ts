export * from './manage.types';
export * from './moderation';
