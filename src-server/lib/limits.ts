/**
 * Security limits and lifetimes of the platform foundation (seconds unless named otherwise). One place, so the
 * README's Security section and the tests read the same numbers.
 */
export const LIMITS = {
  login: {
    window: 15 * 60,
    /** Failures per account (per area) in the window; a success clears the account's count. */
    perAccount: 5,
    /** Failures per client address in the window: a school behind one NAT has many honest typos. */
    perAddress: 50,
  },
  slider: { challengeTtl: 120 },
  /** Slider challenges and captcha images issued per client address per window. */
  verifyIssue: { window: 10 * 60, perAddress: 300 },
  /** A passed slider or captcha: spent by one SMS send. */
  verifyTokenTtl: 120,
  captchaTtl: 5 * 60,
  sms: {
    /** One SMS per mobile per cooldown (the client counts the same 60 s down). */
    cooldown: 60,
    hourWindow: 3600,
    perMobilePerHour: 5,
    perAddressPerHour: 20,
    codeTtl: 5 * 60,
    /** Wrong entries that kill a code. */
    maxTries: 5,
  },
} as const;
