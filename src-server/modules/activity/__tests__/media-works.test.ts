import { afterAll, describe, expect, it } from 'vitest';
import { ActivityApi as A } from '@shared/api/activity';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { createTestApp } from '../../../test-helpers';
import { PNG, padded, postToHost } from '../../files/__tests__/form';
import { activityId, AI, api, READING, staffToken } from './helpers';

const t = await createTestApp();
afterAll(() => t.close());
const app = t.app;
const reading = await activityId(app, READING);

/** The first bytes of real files of each kind: an MP4 `ftyp` box, a WebM EBML header, a PDF header. */
const MP4 = padded(Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]), 4096);
const WEBM = padded(
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...Buffer.from('webm')]),
  2048,
);
const PDF = padded(Buffer.from('%PDF-1.7\n'), 1024);

async function submitter(name: string, mobile: string) {
  const up = await api(app, A.signUpH5, { activityId: reading, name, mobile, schoolName: '成都市实验小学' });
  return up.data.tempToken;
}

async function upload(temp: string, mediaType: 'IMAGE' | 'VIDEO' | 'DOCUMENT', contentType: string, data: Buffer) {
  const auth = await api(app, A.workUploadAuthor, { mediaType, contentType }, { temp });
  if (auth.code !== Code.OK) return { code: auth.code, message: auth.message, url: '' };
  const posted = await postToHost(app, auth.data[0]!, { data });
  return { code: posted.body.code, message: posted.body.message, url: posted.body.data?.url ?? '' };
}

describe('works with videos and documents', () => {
  it('uploads an MP4, a WebM and a PDF through the signed path and submits a work with a picture, a video and a document', async () => {
    const temp = await submitter('小林', '13700000001');
    const mp4 = await upload(temp, 'VIDEO', 'video/mp4', MP4);
    const webm = await upload(temp, 'VIDEO', 'video/webm', WEBM);
    const pdf = await upload(temp, 'DOCUMENT', 'application/pdf', PDF);
    const png = await upload(temp, 'IMAGE', 'image/png', PNG);
    expect([mp4, webm, pdf, png].map((u) => [u.code, u.message])).toEqual(Array(4).fill([Code.OK, expect.anything()]));
    expect(mp4.url).toMatch(/^\/files\/uploads\/videos\/\d{6}\/[\w-]+\.mp4$/);
    expect(pdf.url).toMatch(/^\/files\/uploads\/documents\/\d{6}\/[\w-]+\.pdf$/);
    const sent = await api(
      app,
      A.submitWorks,
      {
        activityId: reading,
        title: '我的读书视频',
        authors: ['小林'],
        files: [
          { kind: 'IMAGE', url: png.url, name: '封面.png' },
          { kind: 'VIDEO', url: mp4.url, name: '朗读.mp4' },
          { kind: 'VIDEO', url: webm.url, name: '片段.webm' },
          { kind: 'DOCUMENT', url: pdf.url, name: '读书笔记.pdf' },
        ],
      },
      { temp },
    );
    expect(sent.code).toBe(Code.OK);
    expect(sent.data.files.map((f) => f.kind)).toEqual(['IMAGE', 'VIDEO', 'VIDEO', 'DOCUMENT']);
    expect(sent.data.cover).toBe(png.url);
    // The work page reads the files back; the video is served with its type and seeks by range.
    const info = await api(app, A.workInfo, { workId: sent.data.id });
    expect(info.data.files[1]).toEqual({ kind: 'VIDEO', url: mp4.url, name: '朗读.mp4' });
    const whole = await app.inject({ url: mp4.url });
    expect([whole.statusCode, whole.headers['content-type'], whole.headers['accept-ranges']]).toEqual([
      200,
      'video/mp4',
      'bytes',
    ]);
    const part = await app.inject({ url: mp4.url, headers: { range: 'bytes=4-11' } });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.toString()]).toEqual([
      206,
      `bytes 4-11/${MP4.length}`,
      'ftypisom',
    ]);
    const beyond = await app.inject({ url: mp4.url, headers: { range: `bytes=${MP4.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);
    // A PDF opens in the browser's viewer: no sandboxing CSP on it, but still no sniffing.
    const doc = await app.inject({ url: pdf.url });
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-security-policy']).not.toContain('sandbox');
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject({ url: png.url })).headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a file that is not what it was authorized as, with the message of its kind', async () => {
    const temp = await submitter('小周', '13700000002');
    const wrongType = await api(app, A.workUploadAuthor, { mediaType: 'VIDEO', contentType: 'video/avi' }, { temp });
    expect([wrongType.code, wrongType.message]).toEqual([Code.BAD_REQUEST, Msg.videoOnly]);
    const pdfAsVideo = await api(
      app,
      A.workUploadAuthor,
      { mediaType: 'VIDEO', contentType: 'application/pdf' },
      { temp },
    );
    expect(pdfAsVideo.message).toBe(Msg.videoOnly);
    const docType = await api(
      app,
      A.workUploadAuthor,
      { mediaType: 'DOCUMENT', contentType: 'application/zip' },
      { temp },
    );
    expect(docType.message).toBe(Msg.documentOnly);
    // Bytes that are not the declared type: a PNG posted as a video, an MP4 posted as a PDF.
    const png = await upload(temp, 'VIDEO', 'video/mp4', padded(PNG, 4096));
    expect([png.code, png.message]).toEqual([Code.BAD_REQUEST, Msg.videoOnly]);
    const mp4 = await upload(temp, 'DOCUMENT', 'application/pdf', MP4);
    expect([mp4.code, mp4.message]).toEqual([Code.BAD_REQUEST, Msg.documentOnly]);
    // Too large for its kind: a PDF of 10MB (the limit is "under 10MB").
    const big = await upload(temp, 'DOCUMENT', 'application/pdf', padded(Buffer.from('%PDF-1.7\n'), 10 * 1024 * 1024));
    expect([big.code, big.message]).toEqual([Code.BAD_REQUEST, Msg.documentTooLarge]);
  });

  it('accepts a file only as the kind it was uploaded as, and only from its uploader', async () => {
    const temp = await submitter('小吴', '13700000003');
    const other = await submitter('小郑', '13700000004');
    const mp4 = await upload(temp, 'VIDEO', 'video/mp4', MP4);
    const png = await upload(temp, 'IMAGE', 'image/png', PNG);
    const send = (files: { kind: 'IMAGE' | 'VIDEO' | 'DOCUMENT'; url: string }[], as = temp) =>
      api(app, A.submitWorks, { activityId: reading, title: '作品', authors: ['小吴'], files }, { temp: as });
    const videoAsImage = await send([{ kind: 'IMAGE', url: mp4.url }]);
    expect([videoAsImage.code, videoAsImage.message]).toEqual([Code.BAD_REQUEST, Msg.activityFileInvalid]);
    const imageAsDocument = await send([{ kind: 'DOCUMENT', url: png.url }]);
    expect(imageAsDocument.message).toBe(Msg.activityFileInvalid);
    const notTheirs = await send([{ kind: 'VIDEO', url: mp4.url }], other);
    expect(notTheirs.message).toBe(Msg.activityFileInvalid);
    // Feedback and other image-only places still refuse a video.
    const ok = await send([{ kind: 'VIDEO', url: mp4.url }]);
    expect([ok.code, ok.data.cover]).toEqual([Code.OK, '']);
  });
});

describe('the jury and the rules document', () => {
  it('lists the experts whose access is live with their progress, and drops a revoked invitation', async () => {
    const ai = await activityId(app, AI);
    const before = await api(app, A.expertList, { activityId: ai });
    expect(before.code).toBe(Code.OK);
    expect(before.data.workCount).toBeGreaterThan(0);
    expect(before.data.experts.length).toBeGreaterThanOrEqual(1);
    expect(before.data.experts.every((e) => e.reviewedCount <= before.data.workCount)).toBe(true);
    const cms = await staffToken(app, 'datacenter');
    const made = await api(app, A.createExpertInvite, { activityId: ai, expertName: '王评委', validDays: 7 }, { cms });
    const withNew = await api(app, A.expertList, { activityId: ai });
    expect(withNew.data.experts.map((e) => e.name)).toContain('王评委');
    // The public list carries names and counts only: no tokens, no ids.
    expect(JSON.stringify(withNew.data)).not.toContain(made.data.expertToken);
    await api(app, A.revokeExpertInvite, { inviteId: made.data.id }, { cms });
    const after = await api(app, A.expertList, { activityId: ai });
    expect(after.data.experts.map((e) => e.name)).not.toContain('王评委');
    const missing = await api(app, A.expertList, { activityId: 99999 });
    expect([missing.code, missing.message]).toEqual([Code.NOT_FOUND, Msg.activityNotFound]);
  });

  it('serves each activity’s rules as a PDF attachment written from the activity', async () => {
    const info = await api(app, A.activityInfo, { activityId: reading });
    const rules = info.data.attachments.find((f) => f.name.endsWith('章程.pdf'));
    expect(rules?.url).toBe(`/files/activity/rules-${reading}.pdf`);
    const res = await app.inject({ url: rules!.url });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const unknown = await app.inject({ url: '/files/activity/rules-99999.pdf' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, Msg.activityNotFound]);
  });
});
