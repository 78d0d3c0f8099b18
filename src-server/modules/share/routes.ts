import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShareApi } from '@shared/api/share';
import { Msg } from '@shared/rules/messages';
import { badRequest } from '../../lib/errors';
import { hit, tooManyRequests } from '../../lib/rate-limit';
import { trustedHostnames } from '../../lib/trusted-hosts';
import { route } from '../../plugins/endpoints';
import { createShareSigner } from './signer';

const PER_MINUTE = 60;

/** Share cards (issue 15): signs this product's own pages for the WeChat JS-SDK when a provider is configured. */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = createShareSigner(app.config, app.kv);
  const hosts = trustedHostnames(app.config);
  if (app.config.PUBLIC_BASE_URL) hosts.add(new URL(app.config.PUBLIC_BASE_URL).hostname.toLowerCase());

  route(app, ShareApi.signature, async ({ input, req }) => {
    if (!(await hit(app.kv, `rl:share:${req.ip}`, PER_MINUTE, 60))) throw tooManyRequests(Msg.tooManyRequests);
    let page: URL;
    try {
      page = new URL(input.url);
    } catch {
      throw badRequest(Msg.shareUrlInvalid);
    }
    const own = /^https?:$/.test(page.protocol) && hosts.has(page.hostname.toLowerCase().replace(/^\[|\]$/g, ''));
    if (!own) throw badRequest(Msg.shareUrlInvalid);
    // The JS-SDK signs the page without its fragment.
    page.hash = '';
    const signed = await signer.sign(page.toString());
    return signed
      ? { configured: true, ...signed }
      : { configured: false, appId: '', timestamp: 0, nonceStr: '', signature: '' };
  });
};
