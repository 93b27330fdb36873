// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';
import {
  Banner,
  BootstrapConfig,
  Popup,
  SiteOption,
  safeLink,
  CallRequestForm,
  ChangePasswordRequest,
  LoginPayload,
  Notification,
  PaymentField,
  PhonePayload,
  RecoveryData,
  RegisterForm,
  toRegisterPayload,
} from '../../contract/schemas';

const validRegister = {
  name: 'Çağrı Ömer',
  surname: 'Işıkoğlu',
  username: 'cagri2024',
  email: 'cagri@example.com',
  phone: '905551112233',
  country: 1,
  birthDateDay: '09',
  birthDateMonth: '02',
  birthDateYear: '1990',
  trialBonus: false,
  password: 'secret1',
  password2: 'secret1',
};

describe('contract: validation rules of spec section 5', () => {
  it('login: username 1 to 50, password 3 to 100', () => {
    expect(LoginPayload.safeParse({ username: 'a', password: 'abc' }).success).toBe(true);
    expect(LoginPayload.safeParse({ username: '', password: 'abc' }).success).toBe(false);
    expect(LoginPayload.safeParse({ username: 'a'.repeat(51), password: 'abc' }).success).toBe(false);
    expect(LoginPayload.safeParse({ username: 'a', password: 'ab' }).success).toBe(false);
    expect(LoginPayload.safeParse({ username: 'a', password: 'a'.repeat(101) }).success).toBe(false);
  });

  it('register: Turkish letters with single spaces in names; currencyId defaults to 1', () => {
    const parsed = RegisterForm.parse(validRegister);
    expect(parsed.currencyId).toBe(1);
    // Leading and trailing spaces are trimmed, not refused.
    expect(RegisterForm.parse({ ...validRegister, name: ' Ali ' }).name).toBe('Ali');
    for (const name of ['Ali  Veli', 'Ali1', 'A', 'Ali-Veli']) {
      expect(RegisterForm.safeParse({ ...validRegister, name }).success, name).toBe(false);
    }
  });

  it('register: username letters and digits 5 to 30; email; phone digits 5 to 20', () => {
    expect(RegisterForm.safeParse({ ...validRegister, username: 'abcd' }).success).toBe(false);
    expect(RegisterForm.safeParse({ ...validRegister, username: 'ab_cd1' }).success).toBe(false);
    expect(RegisterForm.safeParse({ ...validRegister, email: 'not-an-email' }).success).toBe(false);
    expect(RegisterForm.safeParse({ ...validRegister, phone: '9055a' }).success).toBe(false);
    expect(RegisterForm.safeParse({ ...validRegister, phone: '1'.repeat(21) }).success).toBe(false);
  });

  it('register: passwords match, birth date is a real date of an adult', () => {
    expect(RegisterForm.safeParse({ ...validRegister, password2: 'other1' }).success).toBe(false);
    expect(RegisterForm.safeParse({ ...validRegister, birthDateDay: '30', birthDateMonth: '02' }).success).toBe(false);
    expect(RegisterForm.safeParse({ ...validRegister, birthDateDay: '9' }).success).toBe(false);
    const thisYear = String(new Date().getUTCFullYear() - 10);
    expect(RegisterForm.safeParse({ ...validRegister, birthDateYear: thisYear }).success).toBe(false);
  });

  it('register payload composes birthDate and leaves trialBonus out', () => {
    const payload = toRegisterPayload(RegisterForm.parse({ ...validRegister, trialBonus: true, refId: 7 }));
    expect(payload).not.toHaveProperty('trialBonus');
    expect(payload).toMatchObject({ birthDate: '1990-02-09', refId: 7, currencyId: 1 });
    expect(calls.register.request.safeParse(payload).success).toBe(true);
  });

  it('phone: step 2 needs a 6-character code', () => {
    expect(PhonePayload.safeParse({ step: 1, phone: '905551112233' }).success).toBe(true);
    expect(PhonePayload.safeParse({ step: 2, phone: '905551112233', code: '12345' }).success).toBe(false);
    expect(PhonePayload.safeParse({ step: 2, phone: '905551112233', code: '123456' }).success).toBe(true);
  });

  it('recovery and change password: min 5 and matching', () => {
    expect(RecoveryData.safeParse({ username: 'ab', code: '123', password: 'abcde', password2: 'abcde' }).success).toBe(true);
    expect(RecoveryData.safeParse({ username: 'a', code: '123', password: 'abcde', password2: 'abcde' }).success).toBe(false);
    expect(RecoveryData.safeParse({ username: 'ab', code: '12', password: 'abcde', password2: 'abcde' }).success).toBe(false);
    expect(RecoveryData.safeParse({ username: 'ab', code: '123', password: 'abcde', password2: 'abcdf' }).success).toBe(false);
    expect(ChangePasswordRequest.safeParse({ oldPassword: 'abcde', password: 'fghij', confirmPassword: 'fghij' }).success).toBe(true);
    expect(ChangePasswordRequest.safeParse({ oldPassword: 'abcd', password: 'fghij', confirmPassword: 'fghij' }).success).toBe(false);
  });

  it('call request: name 5 to 30, message 5 to 100, a time slot, 1 to 5 contacts of 5 to 30', () => {
    const form = {
      name: 'Ayşe Yılmaz',
      username: 'ayse2024',
      message: 'Please call me',
      timeSlot: '10:30-11:30',
      contacts: [{ type: 1, contact: '05551112233' }],
    };
    expect(CallRequestForm.safeParse(form).success).toBe(true);
    expect(CallRequestForm.safeParse({ ...form, contacts: [] }).success).toBe(false);
    expect(CallRequestForm.safeParse({ ...form, contacts: Array(6).fill(form.contacts[0]) }).success).toBe(false);
    expect(CallRequestForm.safeParse({ ...form, timeSlot: '09:30-10:30' }).success).toBe(false);
    expect(CallRequestForm.safeParse({ ...form, contacts: [{ type: 9, contact: '05551112233' }] }).success).toBe(false);
  });
});

describe('contract: entities of spec section 3', () => {
  it('reads payment field objectType as a name or as its FieldDataType number', () => {
    expect(PaymentField.parse({ key: 'Amount', mask: null, objectType: 'Decimal', option: null }).objectType).toBe('Decimal');
    expect(PaymentField.parse({ key: 'Bank', objectType: 7, option: [{ id: 1, name: 'Ziraat' }] })).toEqual({
      key: 'Bank',
      mask: null,
      objectType: 'Dropdown',
      option: [{ id: 1, name: 'Ziraat' }],
    });
    expect(PaymentField.safeParse({ key: 'Amount', objectType: 'Money' }).success).toBe(false);
  });

  it('notification types and UTC timestamps without a zone', () => {
    const base = { id: 1, title: 't', note: 'n', type: 4, timeStamp: '2026-11-21T10:15:00', isRead: false, message: null };
    expect(Notification.parse(base).message).toBe('');
    expect(Notification.safeParse({ ...base, type: 9 }).success).toBe(false);
    expect(Notification.safeParse({ ...base, timeStamp: 'yesterday' }).success).toBe(false);
  });

  it('bootstrap config with optional parts absent', () => {
    const config = BootstrapConfig.parse({
      casinoCategoryList: [],
      language: [{ locale: 'tr' }, { locale: 'en' }],
      translationList: [],
      siteOption: [{ key: 'chat-site-id', value: 'x', status: true }],
      trialBonusAmount: '50',
      sliderList: [],
    });
    expect(config).toMatchObject({ popup: null, domainStatus: null, video: null, trialBonusAmount: 50 });
  });

  it('a failed response needs no data', () => {
    expect(calls.login.response.parse({ success: false, message: 'Hatalı şifre', data: null })).toEqual({
      success: false,
      message: 'Hatalı şifre',
      data: null,
    });
  });

  it('has one entry per call, each path relative and unique', () => {
    const paths = Object.values(calls).map((c) => `${c.method} ${c.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const c of Object.values(calls)) expect(c.path).toMatch(/^[a-z0-9]+\/[a-z0-9]+$/);
  });
});

describe('links from the server', () => {
  it('keeps relative, http(s), mailto and tel links, and blanks every scheme that could run script, however disguised', () => {
    for (const kept of [
      '/promotions',
      'casino/slot',
      '#top',
      '?q=1',
      'https://t.me/demo',
      'http://x.example/a',
      '//cdn.example/x',
      'mailto:destek@x.example',
      'tel:+905551112233',
      'destek@x.example',
    ]) {
      expect(safeLink(kept), kept).toBe(kept);
    }
    for (const blanked of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://x.example/1',
      'http://[bad',
    ]) {
      expect(safeLink(blanked), JSON.stringify(blanked)).toBe('');
    }
  });

  it('applies to banners, the popup, site options and the sportsbook links', () => {
    expect(Banner.parse({ url: 'javascript:alert(1)', target: '', images: ['/a.svg'] }).url).toBe('');
    expect(Popup.parse({ url: ' JAVASCRIPT:alert(1)', images: ['/a.svg'] }).url).toBeNull();
    expect(SiteOption.parse({ key: 'telegram', value: 'data:text/html,x', status: true }).value).toBe('');
    expect(Popup.parse({ url: '/promotions', images: ['/a.svg'] }).url).toBe('/promotions');
  });
});

describe('site settings', () => {
  it('keep a link’s target only when it names a window the browser knows (spec section 7: the same window by default)', () => {
    const option = (target: unknown) =>
      SiteOption.parse({ key: 'telegram', value: 'https://t.me/x', status: true, ...(target === undefined ? {} : { target }) }).target;
    expect(option(undefined)).toBe('');
    expect(option(null)).toBe('');
    expect(option('_blank')).toBe('_blank');
    expect(option('_top')).toBe('_top');
    expect(option('javascript:alert(1)')).toBe('');
    expect(option('myWindow')).toBe('');
  });
});
