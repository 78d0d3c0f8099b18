import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { RouteError } from '../route-error';

it('a failed root route removes the pre-rendered sign-in panel, which would cover its message', async () => {
  document.body.innerHTML = '<div id="sign-in-shell"></div>';
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw new Error('chunk failed');
      },
      element: null,
      errorElement: <RouteError />,
      hydrateFallbackElement: null,
    },
  ]);
  render(<RouterProvider router={router} />);
  await screen.findByText('页面加载失败');
  expect(document.getElementById('sign-in-shell')).toBeNull();
});
