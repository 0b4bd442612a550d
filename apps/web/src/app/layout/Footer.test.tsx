import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StoreInfo } from '@shop/contract';
import { answer, answerWith, renderApp, TEST_STORE_INFO, type Body } from '../../test/render';
import { storeInfoCall } from '@shop/contract/calls';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** store_info.php's answer: the shop of the other tests (TEST_STORE_INFO), changed by `over`. */
const info = (over: Partial<StoreInfo> = {}): Body<typeof storeInfoCall> => ({
  status: true,
  msg: 'Success',
  data: { ...TEST_STORE_INFO, ...over },
});

/** The footer, once the page under it has rendered. */
const footer = () => screen.findByRole('contentinfo');

describe('the footer', () => {
  it('names the company under the copyright and links the app badges to the stores the owner set', async () => {
    answerWith(answer(storeInfoCall, info()));
    await renderApp('/privacy', { askStoreInfo: true });
    const company = await within(await footer()).findByTestId('company-line');
    expect(company).toHaveTextContent('Souq Al Asal General Trading L.L.C.Trade licence CN-1234567TRN 100123456700003');
    expect(within(await footer()).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/ae/app/souq/id1',
    );
    const play = within(await footer()).getByRole('link', { name: 'Get it on Google Play' });
    expect(play).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=ae.souq');
    expect(play).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides a badge whose link is unset, the whole app block when both are, and company details not set', async () => {
    answerWith(
      answer(
        storeInfoCall,
        info({
          apps: { app_store: '', google_play: 'https://play.google.com/store/apps/details?id=ae.souq' },
          company: { legal_name: 'Souq Al Asal General Trading L.L.C.', trade_licence: '', trn: '' },
        }),
      ),
    );
    const view = await renderApp('/privacy', { askStoreInfo: true });
    expect(await within(await footer()).findByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(within(await footer()).queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    expect(within(await footer()).getByTestId('company-line')).toHaveTextContent(/^Souq Al Asal General Trading L\.L\.C\.$/);
    view.unmount();

    answerWith(answer(storeInfoCall, info({ apps: { app_store: '', google_play: '' } })));
    await renderApp('/privacy', { askStoreInfo: true });
    await within(await footer()).findByTestId('company-line');
    expect(within(await footer()).queryByRole('heading', { name: 'Get the app' })).toBeNull();
    expect(within(await footer()).queryAllByRole('link', { name: /App Store|Google Play/ })).toHaveLength(0);
  });

  it('speaks Arabic: the legal name as the owner wrote it, the numbers kept left to right', async () => {
    answerWith(
      answer(
        storeInfoCall,
        info({
          company: { legal_name: 'سوق العسل للتجارة العامة ذ.م.م', trade_licence: 'CN-1234567', trn: '100123456700003' },
        }),
      ),
    );
    await renderApp('/privacy', { lang: 'ar', askStoreInfo: true });
    const company = await within(await footer()).findByTestId('company-line');
    expect(within(company).getByText('سوق العسل للتجارة العامة ذ.م.م').tagName).toBe('BDI');
    expect(within(company).getByText('CN-1234567')).toHaveAttribute('dir', 'ltr');
    expect(company).toHaveTextContent('الرخصة التجارية CN-1234567');
    expect(company).toHaveTextContent('الرقم الضريبي 100123456700003');
    expect(within(await footer()).getByRole('link', { name: 'حمّله من App Store' })).toBeInTheDocument();
  });
});
