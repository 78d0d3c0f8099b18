import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Code } from '@shared/api/common';
import { exportRedeemQuery, OpsApi, OpsPaths } from '@shared/api/operations';
import { Msg } from '@shared/rules/messages';
import { OpsMsg } from '@shared/rules/ops-messages';
import { sniffImageType } from '@shared/rules/uploads';
import { BizError } from '../../lib/errors';
import { openImageForm, readFile } from '../../lib/multipart';
import { storageFor } from '../../lib/storage';
import { filePath, storeOwned } from '../../domain/uploads';
import { route, withMessage } from '../../plugins/endpoints';
import { auditList, requireOperator } from './audit';
import { configList, saveAiDns, saveGuideVideo, saveMenu } from './config-service';
import { bannerList, recommendList, saveBanner, saveRecommend } from './content-service';
import { batchWorkbook } from './export';
import { batchCodes, batchList, disableBatch, generateBatch } from './redeem-service';
import { createSchoolCode, schoolList, setQuota, updateSchoolCode } from './schools-service';
import { targets } from './targets';
import { appVersionList, publishAppVersion, withdrawAppVersion } from './versions-service';

const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The operations console (issue 16): data-centre tokens of OPERATOR accounts only; every change is audited. Reads
 * check the role too: a district admin sees none of it.
 */
export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const storage = storageFor(app.config);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const op = (auth: { subjectId: number }) => requireOperator(db, auth.subjectId);

  route(app, OpsApi.configList, async ({ auth }) => (await op(auth), configList(db)));
  route(app, OpsApi.saveMenu, async ({ auth, input }) =>
    withMessage(await saveMenu(db, await op(auth), input.channel, input.flags), OpsMsg.saved),
  );
  route(app, OpsApi.saveAiDns, async ({ auth, input }) => {
    await saveAiDns(db, await op(auth), input.value);
    return withMessage(null, OpsMsg.saved);
  });
  route(app, OpsApi.saveGuideVideo, async ({ auth, input }) =>
    withMessage(await saveGuideVideo(db, await op(auth), input), OpsMsg.saved),
  );

  route(app, OpsApi.bannerList, async ({ auth }) => (await op(auth), bannerList(db)));
  route(app, OpsApi.saveBanner, async ({ auth, input }) =>
    withMessage(await saveBanner(db, await op(auth), input), OpsMsg.saved),
  );
  route(app, OpsApi.bannerImage, async ({ auth, req }) => {
    const operator = await op(auth);
    const form = await openImageForm(req, BANNER_IMAGE_MAX_BYTES, OpsMsg.imageTooLarge);
    const bytes = await readFile(form.file, OpsMsg.imageTooLarge);
    const type = sniffImageType(bytes);
    if (!type) throw new BizError(Code.BAD_REQUEST, Msg.imageOnly);
    const key = await storeOwned(
      db,
      storage,
      {
        owner: { area: 'datacenter', id: operator.id },
        bytes,
        type,
        purpose: 'IMAGE',
        maxSize: BANNER_IMAGE_MAX_BYTES,
      },
      app.kv,
    );
    return { url: filePath(key) };
  });
  route(app, OpsApi.recommendList, async ({ auth }) => (await op(auth), recommendList(db)));
  route(app, OpsApi.saveRecommend, async ({ auth, input }) =>
    withMessage(await saveRecommend(db, await op(auth), input), OpsMsg.saved),
  );
  route(app, OpsApi.targets, async ({ auth }) => (await op(auth), targets(db)));

  route(app, OpsApi.appVersionList, async ({ auth }) => (await op(auth), appVersionList(db)));
  route(app, OpsApi.publishAppVersion, async ({ auth, input }) =>
    withMessage(await publishAppVersion(db, await op(auth), input), OpsMsg.published),
  );
  route(app, OpsApi.withdrawAppVersion, async ({ auth, input }) =>
    withMessage(await withdrawAppVersion(db, await op(auth), input.id), OpsMsg.withdrawn),
  );

  route(app, OpsApi.schoolList, async ({ auth }) => (await op(auth), schoolList(db)));
  route(app, OpsApi.createSchoolCode, async ({ auth, input }) => {
    await createSchoolCode(db, await op(auth), input);
    return withMessage(null, OpsMsg.saved);
  });
  route(app, OpsApi.updateSchoolCode, async ({ auth, input }) => {
    await updateSchoolCode(db, await op(auth), input);
    return withMessage(null, OpsMsg.saved);
  });
  route(app, OpsApi.setQuota, async ({ auth, input }) => {
    await setQuota(db, await op(auth), input);
    return withMessage(null, OpsMsg.saved);
  });

  route(app, OpsApi.redeemBatches, async ({ auth }) => (await op(auth), batchList(db)));
  route(app, OpsApi.generateRedeem, async ({ auth, input }) =>
    withMessage(await generateBatch(db, await op(auth), input), OpsMsg.generated),
  );
  route(app, OpsApi.disableRedeem, async ({ auth, input }) =>
    withMessage(await disableBatch(db, await op(auth), input.batchId), OpsMsg.disabled),
  );
  route(app, OpsApi.auditList, async ({ auth, input }) => (await op(auth), auditList(db, input)));

  // The download: a batch's codes as an .xlsx attachment, behind the operator's Cms-Token header.
  app.get(
    OpsPaths.exportRedeem,
    { preHandler: app.authenticate('datacenter'), schema: { querystring: exportRedeemQuery } },
    async (req, reply) => {
      await op(req.auth!);
      const { batch, codes } = await batchCodes(db, req.query.batchId);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="redeem-batch-${batch.id}.xlsx"`)
        .send(await batchWorkbook(batch, codes));
    },
  );
};
