/** What a seed step may create (seeds/index.ts). */
export interface SeedOptions {
  /**
   * The demo staff accounts (operator, data-centre admins, publisher, expert, author) and the fixed reviewer token.
   * Off under NODE_ENV=production: their passwords and the token are published in the README.
   */
  staff: boolean;
}
