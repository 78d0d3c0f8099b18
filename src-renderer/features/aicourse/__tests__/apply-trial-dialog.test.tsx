import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplyTrialDialog } from '../components/apply-trial-dialog';
import { fakeServer, renderWithApp, resetAll, signedIn } from '../../../test-utils/fake-server';

beforeEach(() => signedIn());
afterEach(() => resetAll());

describe('<ApplyTrialDialog />', () => {
  it.each([
    ['草房子', '贵校尚未开通《草房子》。'],
    ['我读《草房子》', '贵校尚未开通我读《草房子》。'],
    ['《草房子》', '贵校尚未开通《草房子》。'],
  ])('names the course %s without doubled book-title marks', (title, text) => {
    fakeServer({});
    renderWithApp(<ApplyTrialDialog open onClose={() => {}} courseId={11} courseTitle={title} />);
    expect(screen.getByText((t) => t.startsWith('贵校尚未开通')).textContent).toContain(text);
  });
});
