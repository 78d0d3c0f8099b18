import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegionPaths } from '@shared/api/region';
import { appActions } from '../../../state/app-slice';
import { store } from '../../../state/store';
import { fakeServer, renderWithApp, resetAll } from '../../../test-utils/fake-server';
import { LocationPicker } from '../components/location-picker';

afterEach(() => {
  resetAll();
  store.dispatch(appActions.setSupportedRegions([]));
});

describe('<LocationPicker /> (aigc channel)', () => {
  it('an address with no province and no region list still shows 全国 and offers it in the picker', async () => {
    store.dispatch(appActions.setSelectedRegion(null));
    fakeServer({
      [RegionPaths.supportLocation]: () => ({ code: 500, message: '服务器开小差了' }),
      [RegionPaths.ipLocation]: () => ({ code: 500, message: '服务器开小差了' }),
    });
    renderWithApp(<LocationPicker />);
    const button = await screen.findByRole('button', { name: /全国/ });
    fireEvent.click(button);
    const list = await screen.findByRole('listbox', { name: '选择地区' });
    const nationwide = within(list).getByRole('option', { name: /全国/ });
    expect(nationwide.getAttribute('aria-selected')).toBe('true');
  });
});
