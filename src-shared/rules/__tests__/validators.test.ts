import { describe, expect, it } from 'vitest';
import { Msg } from '../messages';
import {
  checkConfirm,
  checkMobile,
  checkNickname,
  checkPassword,
  checkSmsCode,
  checkSmsMobile,
  isDigits,
  isEmail,
  isLink,
  isPhone,
  passwordSubmittable,
} from '../validators';

describe('validators', () => {
  it.each([
    ['', Msg.mobileRequired],
    ['12800000000', Msg.mobileInvalid],
    ['1380000000', Msg.mobileInvalid],
    ['13800000001', null],
    ['19912345678', null],
  ])('mobile %s', (v, expected) => expect(checkMobile(v)).toBe(expected));

  it('words the SMS mobile check its own way', () => {
    expect(checkSmsMobile('')).toBe(Msg.smsMobileEmpty);
    expect(checkSmsMobile('123')).toBe(Msg.smsMobileInvalid);
    expect(checkSmsMobile('13800000001')).toBeNull();
  });

  it.each([
    ['', Msg.passwordRequired],
    ['abcdefgh', Msg.passwordRule],
    ['Abc1', Msg.passwordRule],
    ['abcdefg1', null],
    ['ABCDEFG!', null],
    ['Classpro@2026', null],
    ['a1'.repeat(11), Msg.passwordRule],
  ])('password %s', (v, expected) => expect(checkPassword(v)).toBe(expected));

  it('enables submit at 6-20 characters', () => {
    expect(passwordSubmittable('12345')).toBe(false);
    expect(passwordSubmittable('123456')).toBe(true);
    expect(passwordSubmittable('x'.repeat(20))).toBe(true);
    expect(passwordSubmittable('x'.repeat(21))).toBe(false);
  });

  it('checks confirm, code and nickname', () => {
    expect(checkConfirm('Abcdefg1')('')).toBe(Msg.confirmRequired);
    expect(checkConfirm('Abcdefg1')('Abcdefg2')).toBe(Msg.confirmMismatch);
    expect(checkConfirm('Abcdefg1')('Abcdefg1')).toBeNull();
    expect(checkSmsCode('')).toBe(Msg.smsCodeRequired);
    expect(checkNickname('  ')).toBe(Msg.nicknameRequired);
    expect(checkNickname('王老师')).toBeNull();
  });

  it('has the helper patterns', () => {
    expect(isLink('https://a.cn')).toBe(true);
    expect(isLink('tel:10086')).toBe(true);
    expect(isLink('ftp://a.cn')).toBe(false);
    expect(isEmail('a@b.cn')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isPhone('13800000001')).toBe(true);
    expect(isPhone('23800000001')).toBe(false);
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('12a')).toBe(false);
  });
});
