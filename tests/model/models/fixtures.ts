// Shared payloads for the models' event cases.
import { ApiError } from '../../../src/api/errors';
import type { AuthData, Notification } from '../../../src/api/schemas';

export const authData: AuthData = {
  token: 'token-1',
  balance: 100,
  username: 'demo',
  usercode: '1000001',
  phone: '905551234567',
  smsVerified: false,
};

export const unread: Notification = { id: 1, title: 'Bonus', note: 'n', type: 4, timeStamp: '2026-11-21T10:00:00', isRead: false, message: '' };
export const read: Notification = { ...unread, id: 2, type: 1, isRead: true };
export const arriving: Notification = { ...unread, id: 3, type: 2 };

export const networkError = new ApiError('network', 'test', 'offline');
