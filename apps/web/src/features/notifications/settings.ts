// What the console's notification settings share with the residents' page: one cache and one
// form. Apart from index.ts, which the first page loads.
export {
  notificationSettingsKeys,
  useNotificationSettings,
  useSaveNotificationSettings,
} from './settings/api';
export { NotificationSettingsForm, type TSettingsTexts } from './settings/settings-form';
