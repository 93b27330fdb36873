// Every browser adapter, in the order the report lists them.
import type { AnyAdapter } from '../adapter';
import { loginAdapter } from './login.adapter';
import { topNotificationAdapter } from './topNotification.adapter';

export const adapters: AnyAdapter[] = [loginAdapter, topNotificationAdapter];
