import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, ApiRefusal } from '../api/client';
import { i18n } from '../i18n';
import { QueryState } from './QueryState';

const failedWith = (error: unknown) => ({ isPending: false, isError: true, error, data: undefined });
const page = (error: unknown, failed?: string) =>
  render(
    <QueryState query={failedWith(error)} failed={failed}>
      {() => <p>data</p>}
    </QueryState>,
  );

describe('QueryState’s failure', () => {
  it("is 'Error getting data' for a page with no text of its own (docs/product.md §8), in either language", async () => {
    const { unmount } = page(new ApiError('/profile/store_info.php', 'network', 'Failed to load info'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error getting data');
    unmount();
    await i18n.changeLanguage('ar');
    try {
      page(new ApiError('/profile/store_info.php', 'network', 'Failed to load info'));
      expect(screen.getByRole('alert')).toHaveTextContent('حدث خطأ أثناء جلب البيانات');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('is the server’s message when it refused, and the page’s own text when it has one', () => {
    const refusal = new ApiRefusal({ status: false, msg: 'wrong key', data: null, httpStatus: 200 });
    const { unmount } = page(refusal);
    expect(screen.getByRole('alert')).toHaveTextContent('wrong key');
    unmount();
    page(new ApiError('/orders/list.php', 'network', 'Failed to list orders'), 'Failed to list orders');
    expect(screen.getByText('Failed to list orders')).toBeInTheDocument();
    expect(screen.queryByText('Error getting data')).toBeNull();
  });
});
