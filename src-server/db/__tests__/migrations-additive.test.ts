import { describe, expect, it } from 'vitest';
import { migrations } from '../migrations';

/**
 * A rolling upgrade (docs/deployment.md, "Upgrades") runs old servers on a database the first new server has migrated.
 * That holds only while migrations add: an old server fails on a dropped or renamed table or column, and its inserts
 * fail on a new NOT NULL column without a default or a new constraint. A change like that is split into an expand
 * release and a later contract release; this test names the statements that would need it.
 */
const TIGHTENING: [RegExp, string][] = [
  [/\bDROP\s+(TABLE|COLUMN|VIEW|TYPE|SCHEMA)\b/i, 'drops'],
  [/\bRENAME\b/i, 'renames'],
  [/\bALTER\s+COLUMN\b/i, 'changes a column'],
  [/\bADD\s+CONSTRAINT\b/i, 'adds a constraint to a table'],
  [
    /\bADD\s+COLUMN\b(?:(?!DEFAULT)[^,;])*\bNOT\s+NULL\b(?:(?!DEFAULT)[^,;])*[,;]/i,
    'adds a NOT NULL column without a default',
  ],
];

describe('migrations', () => {
  it('only add, so servers of the previous release keep working during a rolling upgrade', () => {
    const found = migrations.flatMap((m) =>
      TIGHTENING.filter(([re]) => re.test(m.sql)).map(([, what]) => `${m.id} ${what}`),
    );
    expect(found).toEqual([]);
  });

  it('would name a migration that tightens', () => {
    const sample = [
      'ALTER TABLE users DROP COLUMN avatar;',
      'ALTER TABLE users RENAME COLUMN avatar TO picture;',
      'ALTER TABLE users ADD COLUMN nickname text NOT NULL;',
    ];
    for (const sql of sample)
      expect(
        TIGHTENING.some(([re]) => re.test(sql)),
        sql,
      ).toBe(true);
    expect(TIGHTENING.some(([re]) => re.test("ALTER TABLE users ADD COLUMN nickname text NOT NULL DEFAULT '';"))).toBe(
      false,
    );
  });
});
