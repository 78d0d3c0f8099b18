// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The real lint config on virtual files: the api/ layer sits below features (any feature may import it; it imports
 * platform/, config/, state/ and shared, never a feature or app/), and no renderer code outside platform/ gives an
 * endpoint's response a hand-written type.
 */
const cwd = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const eslint = new ESLint({ cwd });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${cwd}src-renderer/${file}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('renderer lint: the api/ layer and call()', () => {
  it('lets a feature import the api layer, and the api layer import platform/', async () => {
    expect(
      await problems(
        'features/classes/zz-probe.ts',
        "import { courseKeys } from '../../api/courses/student-courses';\nexport const k = courseKeys.all;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'api/courses/zz-probe.ts',
        "import { call } from '../../platform/http';\nexport const c = call;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses an api module that imports a feature or app/', async () => {
    const fromFeature = await problems(
      'api/courses/zz-probe.ts',
      "import { classKeys } from '../../features/classes/api/keys';\nexport const k = classKeys.all;\n",
    );
    expect(fromFeature).toEqual([expect.stringMatching(/^renderer\/layers: api\/ sits below features/)]);
    const fromApp = await problems(
      'api/courses/zz-probe.ts',
      "import { paths } from '../../app/routes/helpers';\nexport const p = paths;\n",
    );
    expect(fromApp).toEqual([expect.stringMatching(/^renderer\/layers: api\/ sits below features and app\//)]);
  }, 60_000);

  it('refuses a hand-written response type on http.get/http.post outside platform/', async () => {
    const found = await problems(
      'features/classes/zz-probe.ts',
      "import { http } from '../../platform/http';\nexport const a = () => http.get<string[]>('/api/x');\n",
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-syntax: Call endpoints with call\(XxxApi\.k/)]);
  }, 60_000);
});
