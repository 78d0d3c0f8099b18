import { ShareApi, type ShareSignature } from '@shared/api/share';
import { Msg } from '@shared/rules/messages';
import { call } from './http';
import { notify } from './notify';

/** The WeChat JS-SDK, when the page runs inside WeChat with the SDK loaded (a deployment's choice). */
interface WeChatSdk {
  config(c: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(fn: () => void): void;
  updateAppMessageShareData(d: { title: string; desc: string; link: string; imgUrl: string }): void;
}

/**
 * Shares the current page (issue 15): inside WeChat with the SDK and a configured provider, the share card is set
 * from the server's signature (getWxGzhShareSignature) and the user shares from WeChat's menu; elsewhere the system
 * share sheet, and without one the link is copied.
 */
export async function sharePage(card: { title: string; desc: string; imgUrl?: string }) {
  const link = location.href;
  const wx = (window as unknown as { wx?: WeChatSdk }).wx;
  if (wx) {
    let signed: ShareSignature | null = null;
    try {
      signed = await call(ShareApi.signature, { url: link.split('#')[0]! }, { silent: true });
    } catch {
      signed = null;
    }
    if (signed?.configured) {
      const { appId, timestamp, nonceStr, signature } = signed;
      wx.config({ appId, timestamp, nonceStr, signature, jsApiList: ['updateAppMessageShareData'] });
      wx.ready(() => wx.updateAppMessageShareData({ ...card, link, imgUrl: card.imgUrl ?? '' }));
      notify.info('请点击右上角“…”分享给好友');
      return;
    }
  }
  if (navigator.share) {
    try {
      await navigator.share({ title: card.title, text: card.desc, url: link });
      return;
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    notify.success(Msg.linkCopied);
  } catch {
    notify.warning(Msg.copyLinkManually);
  }
}
