import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourcePaths } from '@shared/api/resources';
import { FilesPaths } from '@shared/api/files';
import { Msg } from '@shared/rules/messages';
import { DOCX } from '@shared/rules/resources';
import { fakeServer, ok, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';
import { UploadDialog } from '../components/upload-dialog';

beforeEach(() => {
  location.hash = '#/classpro/myResource';
  signedIn();
});
afterEach(resetAll);

const pick = (file: File) => fireEvent.change(screen.getByTestId('resource-file'), { target: { files: [file] } });
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('<UploadDialog />', () => {
  it(
    'refuses a file the type does not take, and asks for what is missing, before sending anything',
    { timeout: 30_000 },
    async () => {
      const api = fakeServer({});
      renderWithApp(<UploadDialog open onClose={() => {}} />);
      pick(new File(['x'], 'photo.png', { type: 'image/png' }));
      expect((await screen.findByRole('alert')).textContent).toBe(Msg.resourceCoursewareOnly);
      fireEvent.click(screen.getByRole('button', { name: '上传' }));
      expect((await screen.findByRole('alert')).textContent).toBe(Msg.resourceTitleRequired);
      expect(api.calls).toEqual([]);
    },
  );

  it(
    'uploads a Word lesson plan the browser gave no type, declaring it, then saves the resource',
    { timeout: 30_000 },
    async () => {
      const api = fakeServer({
        [FilesPaths.authorize]: (c) =>
          ok([
            {
              fileName: 'office/202611/abcdefghijklmnopqrstuvwx.docx',
              policy: 'p',
              signature: 's',
              ossConfig: { accessKeyId: 'classpro-storage', host: 'http://localhost/files/upload' },
              contentType: c.query.contentType,
              maxSize: 1,
              expiration: '',
              originalName: 'plan.docx',
              url: '/files/uploads/office/202611/abcdefghijklmnopqrstuvwx.docx',
            },
          ]),
        [FilesPaths.storageHost]: () =>
          ok({ url: '/files/uploads/office/202611/abcdefghijklmnopqrstuvwx.docx', ossUrl: '' }),
        [ResourcePaths.save]: () => ok({ id: 42 }),
      });
      const saved = vi.fn();
      renderWithApp(<UploadDialog open onClose={() => {}} onSaved={saved} />);
      await choose('类型', '教案');
      pick(new File(['PK'], '秋天的雨.docx', { type: '' }));
      await waitFor(() => expect(screen.getByLabelText(/资源名称/)).toHaveProperty('value', '秋天的雨'));
      await choose('学科', '语文');
      await choose('年级', '三年级');
      fireEvent.click(screen.getByRole('button', { name: '上传' }));
      await waitFor(() => expect(saved).toHaveBeenCalledWith(42));
      expect(api.to(FilesPaths.authorize)[0]!.query).toMatchObject({ mediaType: 'OFFICE', contentType: DOCX });
      expect(api.to(ResourcePaths.save)[0]!.body).toMatchObject({
        title: '秋天的雨',
        subject: '语文',
        grade: '三年级',
        kind: 'LESSON_PLAN',
        visibility: 'PUBLIC',
        fileUrl: '/files/uploads/office/202611/abcdefghijklmnopqrstuvwx.docx',
      });
    },
  );
});
