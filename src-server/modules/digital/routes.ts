import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DigitalApi } from '@shared/api/digital';
import { Msg } from '@shared/rules/messages';
import { withMessage, route } from '../../plugins/endpoints';
import { ownedBook } from './access';
import {
  audioVisual,
  captionsVtt,
  chaptersVtt,
  completeSection,
  lectureNote,
  lectureNotes,
  saveAvProgress,
} from './av-service';
import { addToBag, listBag, removeFromBag } from './bag-service';
import { bookInfo, catalogue, pageTexts, searchBook, staticData } from './book-service';
import { clearAnnotations, listAnnotations, roster, saveAnnotations } from './classroom-service';
import { contentDir, registerFileRoute, registerPdfjsAssets, signedUrl } from './files';
import { CONTENT_VERSION, ensureDigitalContent, readManifest } from './content/generate';
import { contentSize, contentVersion, provideContent } from '../../lib/shared-content';
import {
  deleteBookmark,
  deleteNote,
  getProgress,
  listBookmarks,
  listNotes,
  saveBookmark,
  saveNotes,
  saveProgress,
} from './reading-service';
import { bookBytes } from './content-info';
import { bookResources, qrResource } from './resource-service';
import { digitalValidationMessages } from './validation';

/** Digital textbooks (issue 9): every route from the descriptors in src-shared/api/digital.ts, and the files. */
export const digitalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // The demo content is generated once per data dir (a few seconds), before the first request.
  await provideContent(app, 'digital', CONTENT_VERSION, () => ensureDigitalContent(contentDir(config)));
  digitalValidationMessages(app);
  registerFileRoute(app);
  registerPdfjsAssets(app);
  const A = DigitalApi;
  const me = (auth: { subjectId: number } | undefined) => auth?.subjectId;

  route(app, A.bookInfo, ({ input, auth }) => bookInfo(db, me(auth), input.bookId));
  route(app, A.catalogue, ({ input }) => catalogue(db, input.bookId));
  route(app, A.staticData, ({ input }) => staticData(db, input.bookId));
  route(app, A.qrResource, ({ input }) => qrResource(db, config, input.resourceId));
  route(app, A.resources, ({ input, auth }) => bookResources(db, config, me(auth), input.bookId, input.lessonId));

  route(app, A.content, async ({ input, auth }) => {
    const book = await ownedBook(db, auth.subjectId, input.bookId);
    const key = book.contentKey ?? `book-${book.id}`;
    const manifest = readManifest(contentDir(config));
    return {
      bookId: book.id,
      pdfUrl: signedUrl(config, `books/${key}.pdf`),
      pageCount: book.pageCount,
      size: contentSize(config, 'digital', `books/${key}.pdf`) ?? bookBytes(contentDir(config), key),
      version: `${manifest?.version ?? contentVersion(config, 'digital') ?? 'none'}-${key}`,
    };
  });
  route(app, A.pageTexts, async ({ input, auth }) => {
    await ownedBook(db, auth.subjectId, input.bookId);
    return pageTexts(db, input.bookId);
  });
  route(app, A.search, async ({ input, auth }) => {
    await ownedBook(db, auth.subjectId, input.bookId);
    return searchBook(db, input.bookId, input.q);
  });

  route(app, A.notes, ({ input, auth }) => listNotes(db, auth.subjectId, input.bookId));
  route(app, A.saveNotes, async ({ input, auth }) =>
    withMessage(await saveNotes(db, auth.subjectId, input.notes), Msg.digitalSaved),
  );
  route(app, A.deleteNote, async ({ input, auth }) =>
    withMessage(await deleteNote(db, auth.subjectId, input.noteId), Msg.digitalDeleted),
  );
  route(app, A.bookmarks, ({ input, auth }) => listBookmarks(db, auth.subjectId, input.bookId));
  route(app, A.saveBookmark, ({ input, auth }) => saveBookmark(db, auth.subjectId, input));
  route(app, A.deleteBookmark, ({ input, auth }) => deleteBookmark(db, auth.subjectId, input.bookmarkId));
  route(app, A.progress, ({ input, auth }) => getProgress(db, auth.subjectId, input.bookId));
  route(app, A.saveProgress, ({ input, auth }) => saveProgress(db, auth.subjectId, input));

  route(app, A.annotations, ({ input, auth }) =>
    listAnnotations(db, auth.subjectId, input.bookId, input.classId, input.page),
  );
  route(app, A.saveAnnotations, ({ input, auth }) => saveAnnotations(db, auth.subjectId, input));
  route(app, A.clearAnnotations, ({ input, auth }) => clearAnnotations(db, auth.subjectId, input));
  route(app, A.roster, ({ input, auth }) => roster(db, auth.subjectId, input.classId));

  route(app, A.bag, ({ input, auth }) => listBag(db, config, auth.subjectId, input.bookId, input.lessonId));
  route(app, A.bagAdd, async ({ input, auth }) =>
    withMessage(await addToBag(db, config, auth.subjectId, input), Msg.digitalBagAdded),
  );
  route(app, A.bagRemove, async ({ input, auth }) =>
    withMessage(await removeFromBag(db, auth.subjectId, input.itemId), Msg.digitalDeleted),
  );

  route(app, A.lectureNotes, ({ input, auth }) => lectureNotes(db, auth.subjectId, input.bookId));
  route(app, A.lectureNote, ({ input, auth }) => lectureNote(db, auth.subjectId, input.lectureNoteId));
  route(app, A.audioVisual, ({ input, auth }) => audioVisual(db, config, auth.subjectId, input.bookId));
  route(app, A.saveAvProgress, ({ input, auth }) => saveAvProgress(db, auth.subjectId, input));
  route(app, A.completeSection, ({ input, auth }) => completeSection(db, auth.subjectId, input));

  // The chapters and captions tracks are text/vtt, not the JSON envelope: plain routes behind the same guard.
  const track = (url: string, vtt: typeof chaptersVtt) =>
    app.get(
      url,
      {
        preHandler: app.authenticate('teacher', 'parent'),
        schema: {
          querystring: z.object({
            bookId: z.coerce.number().int().positive(),
            sectionId: z.coerce.number().int().positive(),
          }),
        },
      },
      async (req, reply) => {
        const text = await vtt(db, req.auth!.subjectId, req.query.bookId, req.query.sectionId);
        return reply.type('text/vtt; charset=utf-8').send(text);
      },
    );
  track('/api/v1/digital/audioVisualChapters.vtt', chaptersVtt);
  track('/api/v1/digital/audioVisualCaptions.vtt', captionsVtt);
};
