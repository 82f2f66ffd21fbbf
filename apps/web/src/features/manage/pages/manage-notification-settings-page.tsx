import { useNotificationSettings } from '@/features/notifications/settings';
import { QueryState } from '../components/console-list';
import { SettingsForm } from '../notifications/settings-form';

/** /manage/notifications/settings: what reaches the manager, how, and when. */
export function ManageNotificationSettingsPage() {
  const settings = useNotificationSettings();
  return <QueryState query={settings}>{(data) => <SettingsForm settings={data} />}</QueryState>;
}
