// What the console's notification settings share with the residents' page: one cache, one
// table of switches, one pair of times. Apart from index.ts, which the first page loads.
export {
  notificationSettingsKeys,
  useNotificationSettings,
  useSaveNotificationSettings,
} from './settings/api';
export { ChannelTable } from './settings/channel-table';
export { QuietHoursTimes } from './settings/quiet-hours-times';
