import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { ShareApi } from '@shared/api/share';
import { Msg } from '@shared/rules/messages';
import { testConfig } from '../../../config';
import { call, createTestApp } from '../../../test-helpers';
import { createShareSigner, jsSdkSignature } from '../signer';

const t = await createTestApp({ TRUST_PROXY: 'true' });
afterAll(() => t.close());

const sign = (url: string, ip = '10.0.0.1') =>
  call<{ configured: boolean; signature: string }>(t.app, {
    method: 'GET',
    url: ShareApi.signature.path,
    query: { url },
    headers: { 'x-forwarded-for': ip },
  });

describe('share signatures', () => {
  it('answers "not configured" without a provider, for this product’s own pages only', async () => {
    const own = await sign('http://localhost:8080/#/h5/activity?activityId=1');
    expect([own.body.code, own.body.data.configured, own.body.data.signature]).toEqual([Code.OK, false, '']);
    const foreign = await sign('https://evil.example.com/page');
    expect([foreign.body.code, foreign.body.message]).toEqual([Code.BAD_REQUEST, Msg.shareUrlInvalid]);
    const notUrl = await sign('javascript:alert(1)');
    expect(notUrl.body.message).toBe(Msg.shareUrlInvalid);
  });

  it('limits one address to 60 signatures a minute', async () => {
    const codes = [];
    for (let i = 0; i < 62; i++) codes.push((await sign('http://localhost/#/h5/index', '10.9.9.9')).body.code);
    expect(codes.slice(0, 60).every((c) => c === Code.OK)).toBe(true);
    expect(codes.slice(60)).toEqual([Code.TOO_MANY, Code.TOO_MANY]);
  });

  it('signs with the WeChat jsapi ticket, fetched once and kept in the shared store', async () => {
    const config = testConfig({ SHARE_PROVIDER: 'wechat', WX_APP_ID: 'wx123', WX_APP_SECRET: 's3cret' });
    const asked: string[] = [];
    const signer = createShareSigner(config, t.app.kv, async (url) => {
      asked.push(url.replace(/\?.*/, ''));
      return url.includes('/cgi-bin/token')
        ? { access_token: 'AT', expires_in: 7200 }
        : { ticket: 'TICKET', errcode: 0 };
    });
    const a = await signer.sign('http://localhost/h5');
    const b = await signer.sign('http://localhost/h5');
    expect(asked).toEqual([
      'https://api.weixin.qq.com/cgi-bin/token',
      'https://api.weixin.qq.com/cgi-bin/ticket/getticket',
    ]);
    // The official example shape: sha1 over the four fields in order.
    const expected = createHash('sha1')
      .update(`jsapi_ticket=TICKET&noncestr=${a!.nonceStr}&timestamp=${a!.timestamp}&url=http://localhost/h5`)
      .digest('hex');
    expect(a!.signature).toBe(expected);
    expect(jsSdkSignature('TICKET', b!.nonceStr, b!.timestamp, 'http://localhost/h5')).toBe(b!.signature);
    expect(a!.appId).toBe('wx123');
    // A refused token is an error for the route to report, not a signature.
    const broken = createShareSigner({ ...config, WX_APP_ID: 'wx-broken' }, t.app.kv, async () => ({
      errcode: 40013,
      errmsg: 'invalid appid',
    }));
    await expect(broken.sign('http://localhost/h5')).rejects.toThrow(/invalid appid/);
  });
});
