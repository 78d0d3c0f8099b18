import { Msg } from './messages';

/** Helper checks of spec section 5. Each validator returns the spec's message, or null when the value is fine. */
export const patterns = {
  link: /^(https?:\/\/|mailto:|tel:)\S+$/i,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  phone: /^1[3-9]\d{9}$/,
  digits: /^\d+$/,
};

export const isLink = (v: string) => patterns.link.test(v);
export const isEmail = (v: string) => patterns.email.test(v);
export const isPhone = (v: string) => patterns.phone.test(v);
export const isDigits = (v: string) => patterns.digits.test(v);
/** A database id as an address gives it: a positive integer; anything else (missing, 0, NaN, 1.5) is not one. */
export const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

export type Check = (value: string) => string | null;

export const checkMobile: Check = (v) => (!v ? Msg.mobileRequired : isPhone(v) ? null : Msg.mobileInvalid);

/** The SMS send button words it differently from the form field. */
export const checkSmsMobile: Check = (v) => (!v ? Msg.smsMobileEmpty : isPhone(v) ? null : Msg.smsMobileInvalid);

const PASSWORD_CLASSES = [/\d/, /[A-Z]/, /[a-z]/, /[^A-Za-z0-9]/];

export const checkPassword: Check = (v) => {
  if (!v) return Msg.passwordRequired;
  const classes = PASSWORD_CLASSES.filter((re) => re.test(v)).length;
  return v.length >= 8 && v.length <= 20 && classes >= 2 ? null : Msg.passwordRule;
};

/** The submit button becomes active when the password length is 6-20 (the rule itself still needs 8-20). */
export const passwordSubmittable = (v: string) => v.length >= 6 && v.length <= 20;

export const checkConfirm =
  (password: string): Check =>
  (v) =>
    !v ? Msg.confirmRequired : v === password ? null : Msg.confirmMismatch;

export const checkSmsCode: Check = (v) => (v ? null : Msg.smsCodeRequired);

export const checkNickname: Check = (v) => (v.trim() ? null : Msg.nicknameRequired);

/** A mobile as shown on screen: 138****0002 (anything that is not a mobile is shown as it is). */
export const maskMobile = (m: string) => (/^1\d{10}$/.test(m) ? `${m.slice(0, 3)}****${m.slice(7)}` : m);
