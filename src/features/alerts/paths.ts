// The alerts' own addresses, below the one in the table of screens.
import { ADDRESSES, below } from '@/i18n/addresses';

export const ALERTS_PATH = ADDRESSES.alerts;
export const SUBSCRIBE_PATH = below(ADDRESSES.alerts, 'subscribe');
export const REQUESTED_PATH = below(ADDRESSES.alerts, 'requested');
export const CONFIRM_PATH = below(ADDRESSES.alerts, 'confirm');
export const MANAGE_PATH = below(ADDRESSES.alerts, 'manage');
export const CHANGE_PATH = below(ADDRESSES.alerts, 'change');
export const UNSUBSCRIBE_PATH = below(ADDRESSES.alerts, 'unsubscribe');
