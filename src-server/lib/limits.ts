/**
 * Security limits and lifetimes of the platform foundation (seconds unless named otherwise). One place, so the
 * docs/security.md and the tests read the same numbers.
 */
export const LIMITS = {
  login: {
    window: 15 * 60,
    /** Failures per account (per area) in the window; a success clears the account's count. */
    perAccount: 5,
    /**
     * Attempts in flight plus failures per client address in the window (a success takes its count back). Sized for a
     * school behind one NAT address: several classes signing in together, with honest typos, stay far below it
     * (issue 27: at 50 a class's typos locked the whole school out); a guesser is stopped per account first.
     */
    perAddress: 300,
    /**
     * Failures from one address after which a password sign-in from it must bring a passed slider or captcha (one
     * per attempt) instead of meeting `perAddress`: a school's lesson-start typos escalate to a check, never to a
     * lock-out, while a guesser trying many accounts has to solve one check per guess.
     */
    verifyAfter: 30,
  },
  /**
   * Wrong school activation and redeem codes (look-ups and redeems alike): per account, then per client address
   * (a school's teachers share one NAT). A right code is not counted.
   */
  codeGuess: { window: 15 * 60, perAccount: 10, perAddress: 50 },
  /** Registration and mobile-change attempts with an SMS code that is not right, per client address. */
  smsCodeEntry: { window: 60 * 60, perAddress: 30 },
  /**
   * Files (authorizations and avatars) and stored bytes per user per day. An anonymous H5 submitter (a temp token of a
   * sign-up that needs no verification) also shares a quota per client address with every other token of that
   * address, so signing up again does not buy more room (issue 28.7).
   */
  uploads: {
    window: 24 * 3600,
    perUserFiles: 60,
    perUserBytes: 60 * 1024 * 1024,
    anonymousPerAddressFiles: 100,
    anonymousPerAddressBytes: 200 * 1024 * 1024,
  },
  /** Anonymous speed-test downloads (up to 4 MB each) per client address: a computer room shares one NAT. */
  speedTest: { window: 10 * 60, perAddress: 60 },
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
