import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackPaths } from '@shared/api/feedback';
import { Msg } from '@shared/rules/messages';
import { Toaster } from '../../../components/toaster';
import { fakeServer, ok, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';
import { FeedbackDialog } from '../dialogs/feedback-dialog';

afterEach(resetAll);

function Host() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && <FeedbackDialog onClose={() => setOpen(false)} />}
      <Toaster />
    </>
  );
}

describe('toasts of a closed dialog go with it', () => {
  it('请选择您的身份 is gone once the feedback was sent', async () => {
    signedIn();
    fakeServer({ [FeedbackPaths.feedback]: () => ok() });
    renderWithApp(<Host />);
    fireEvent.change(screen.getByLabelText(Msg.feedbackContent), { target: { value: '投屏时字太小' } });
    fireEvent.click(screen.getByRole('button', { name: Msg.submit }));
    await screen.findByText(Msg.identityRequired);
    fireEvent.click(screen.getByLabelText(Msg.identityTeacher));
    fireEvent.click(screen.getByRole('button', { name: Msg.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: Msg.userFeedback })).toBeNull());
    await screen.findByText(Msg.feedbackSuccess);
    expect(screen.queryByText(Msg.identityRequired)).toBeNull();
  });

  it('closing the dialog takes its validation toast away', async () => {
    signedIn();
    fakeServer({});
    renderWithApp(<Host />);
    fireEvent.click(screen.getByRole('button', { name: Msg.submit }));
    await screen.findByText(Msg.feedbackRequired);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: Msg.userFeedback })).toBeNull());
    await waitFor(() => expect(screen.queryByText(Msg.feedbackRequired)).toBeNull());
  });
});
