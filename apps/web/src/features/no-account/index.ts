export { NoAccountNotice } from './components/no-account-notice';
